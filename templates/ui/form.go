package ui

import (
	"net/url"

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
