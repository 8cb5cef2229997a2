package kit

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Values are a checked new-game form: a value for every declared option
// that applies (its When holds), the default where the form left it
// blank.
type Values struct {
	m map[string]value
}

type value struct {
	s string // the choice, the number's text, or the raw text
	n int    // a KindInteger's number
	b bool   // a KindCheckbox's state
	x any    // what a KindText's Parse returned
}

// ParseOptions checks a new-game form against a game's declared options
// and returns the typed values, or an [*InputError] naming the first
// field that is wrong, as a sentence in both languages. Values are
// trimmed; an option's older spellings (Aliases, OldKeys) are accepted.
func ParseOptions(info Info, form url.Values) (Values, error) {
	out := Values{m: make(map[string]value, len(info.Options))}
	for _, o := range info.Options {
		if o.When != nil && out.m[o.When.Key].s != o.When.Value {
			continue
		}
		v, ok, err := parseOption(o, rawValue(o, form))
		if err != nil {
			return Values{}, err
		}
		if ok {
			out.m[o.Key] = v
		}
	}
	return out, nil
}

// rawValue is the field's trimmed value, read under its key or, when
// that is absent, under an older key.
func rawValue(o Option, form url.Values) string {
	for _, k := range append([]string{o.Key}, o.OldKeys...) {
		if vs, ok := form[k]; ok && len(vs) > 0 {
			return strings.TrimSpace(vs[0])
		}
	}
	return ""
}

// parseOption checks one value; ok is false for a blank text option,
// which has no value.
func parseOption(o Option, raw string) (v value, ok bool, err error) {
	if raw == "" {
		if o.Required {
			return v, false, Invalid(
				fmt.Sprintf("%s is required.", o.LabelEN),
				fmt.Sprintf("%s — обязательное поле.", o.LabelRU))
		}
		raw = o.Default
	}
	if now, ok := o.Aliases[raw]; ok {
		raw = now
	}
	v.s = raw
	switch o.Kind {
	case KindChoice:
		if !slices.ContainsFunc(o.Choices, func(c Choice) bool { return c.Value == raw }) {
			return v, false, Invalid(
				fmt.Sprintf("Choose one of the offered values for “%s”.", o.LabelEN),
				fmt.Sprintf("Выберите один из предложенных вариантов: «%s».", o.LabelRU))
		}
	case KindInteger:
		n, err := strconv.Atoi(raw)
		if err != nil || n < o.Min || n > o.Max {
			return v, false, Invalid(
				fmt.Sprintf("%s must be between %d and %d.", o.LabelEN, o.Min, o.Max),
				fmt.Sprintf("%s — от %d до %d.", o.LabelRU, o.Min, o.Max))
		}
		v.n = n
	case KindCheckbox:
		switch raw {
		case "", "0", "off", "false":
		case "1", "on", "true":
			v.b = true
		default:
			return v, false, Invalid(
				fmt.Sprintf("“%s” is either on or off.", o.LabelEN),
				fmt.Sprintf("«%s» — либо включено, либо выключено.", o.LabelRU))
		}
	case KindText:
		if raw == "" {
			return v, false, nil
		}
		if o.Parse != nil {
			if v.x, err = o.Parse(raw); err != nil {
				return v, false, err
			}
		}
	}
	return v, true, nil
}

// Has reports whether the option has a value: it applies, and a text
// option was not left blank.
func (v Values) Has(key string) bool { _, ok := v.m[key]; return ok }

// String is the option's value as text: the choice, or the number.
func (v Values) String(key string) string { return v.m[key].s }

// Int is a number option's value, or a choice's value read as a number
// (0 when it is not one).
func (v Values) Int(key string) int {
	x := v.m[key]
	if x.n != 0 {
		return x.n
	}
	n, _ := strconv.Atoi(x.s)
	return n
}

// Bool is a checkbox's state.
func (v Values) Bool(key string) bool { return v.m[key].b }

// Parsed is what a text option's Parse returned (nil when blank).
func (v Values) Parsed(key string) any { return v.m[key].x }

// Level is the chosen bot level.
func (v Values) Level() Level { return Level(v.m[LevelKey].s) }

// Black reads the person's side in a game of White and Black from the
// choice key ("white", "black" or "random"): true for Black, and for
// "random" what draw says (draw is called only then, so a game that
// draws from its own RNG uses it only when the lots are drawn).
func (v Values) Black(key string, draw func() bool) bool {
	switch v.String(key) {
	case "black":
		return true
	case "random":
		return draw()
	}
	return false
}
