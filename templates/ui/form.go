package ui

import (
	"net/url"
	"slices"

	"gamehall/internal/games/kit"
)

// maxRadios is the most choices shown as radio buttons; longer lists
// become a select.
const maxRadios = 6

// optionValue is an option's value on the form: the posted one, else its
// default, through the declared aliases of older values.
func optionValue(o kit.Option, values url.Values) string {
	v, ok := "", false
	for _, k := range append([]string{o.Key}, o.OldKeys...) {
		if values.Has(k) {
			v, ok = values.Get(k), true
			break
		}
	}
	if !ok || v == "" {
		return o.Default
	}
	if a, found := o.Aliases[v]; found {
		return a
	}
	return v
}

// whenAttr is the data-when value of an option that applies only while
// another option has one value.
func whenAttr(o kit.Option) string { return o.When.Key + "=" + o.When.Value }

// isOn reads a checkbox's value as the engines do.
func isOn(v string) bool { return v == "on" || v == "1" || v == "true" }

// Omit is a declaration without the named options, for a form that
// draws those fields itself.
func Omit(decl []kit.Option, keys ...string) []kit.Option {
	out := make([]kit.Option, 0, len(decl))
	for _, o := range decl {
		if !slices.Contains(keys, o.Key) {
			out = append(out, o)
		}
	}
	return out
}

// Pick is the declared option named key, for a game that draws that
// field itself with the declaration's label, hint and default. It
// panics on a key the game does not declare: that is a programming error
// found as the view package loads.
func Pick(decl []kit.Option, key string) kit.Option {
	for _, o := range decl {
		if o.Key == key {
			return o
		}
	}
	panic("ui: no declared option " + key)
}
