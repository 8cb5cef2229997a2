package kit

import "strconv"

// Kind is how an option is asked for on the new-game form.
type Kind int

// The kinds of option.
const (
	// KindChoice is one of a fixed list of values (radio buttons or a
	// select).
	KindChoice Kind = iota
	// KindInteger is a whole number between Min and Max.
	KindInteger
	// KindCheckbox is on or off.
	KindCheckbox
	// KindText is free text, checked by the option's Parse.
	KindText
)

// Option is one field of a game's new-game form, declared as data: the
// form is drawn from it and [ParseOptions] validates what comes back.
type Option struct {
	// Key is the form field's name.
	Key  string
	Kind Kind
	// LabelEN and LabelRU name the field; errors start with them.
	LabelEN, LabelRU string
	// HintEN and HintRU are an optional line under the field.
	HintEN, HintRU string
	// Choices are the values of a KindChoice option, in display order.
	Choices []Choice
	// Min and Max bound a KindInteger option, both included. They come
	// from the engine's own constants.
	Min, Max int
	// Default is the value when the field is absent or blank ("" for a
	// text option means none; "on" or "" for a checkbox).
	Default string
	// Aliases map older form values to current ones (for example a
	// level's former key), so old links and forms still start a game.
	Aliases map[string]string
	// OldKeys are other field names read when Key is absent (for
	// example "color" beside "colour").
	OldKeys []string
	// When, if set, limits the option to forms where another option has
	// one value (the custom size only for a custom field); otherwise the
	// option is neither read nor given a value.
	When *When
	// Required refuses a blank field instead of taking Default.
	Required bool
	// Parse checks and converts a KindText value (never called for a
	// blank one); it returns an [*InputError] for bad input.
	Parse func(string) (any, error)
}

// Choice is one value of a KindChoice option.
type Choice struct {
	Value            string
	LabelEN, LabelRU string
	// HintEN and HintRU are an optional short line beside the choice.
	HintEN, HintRU string
}

// When says that an option applies only while the option Key has the
// value Value.
type When struct {
	Key, Value string
}

// Label is the option's label in a language.
func (o Option) Label(lang string) string { return tr(lang, o.LabelEN, o.LabelRU) }

// Hint is the option's hint in a language.
func (o Option) Hint(lang string) string { return tr(lang, o.HintEN, o.HintRU) }

// Label is the choice's label in a language.
func (c Choice) Label(lang string) string { return tr(lang, c.LabelEN, c.LabelRU) }

// Hint is the choice's hint in a language.
func (c Choice) Hint(lang string) string { return tr(lang, c.HintEN, c.HintRU) }

func tr(lang, en, ru string) string {
	if lang == "ru" && ru != "" {
		return ru
	}
	return en
}

// LevelKey is the form field of a game's bot level.
const LevelKey = "level"

// LevelOption is the option choosing a bot level from a ladder, with
// the level's names as labels and def as the default. Hints, when given,
// are per level: hints[l] = {en, ru}.
func LevelOption(en, ru string, ladder Ladder, def Level, hints map[Level][2]string) Option {
	o := Option{Key: LevelKey, Kind: KindChoice, LabelEN: en, LabelRU: ru, Default: string(def)}
	for _, l := range ladder {
		h := hints[l]
		o.Choices = append(o.Choices, Choice{Value: string(l), LabelEN: l.NameEN(), LabelRU: l.NameRU(), HintEN: h[0], HintRU: h[1]})
	}
	return o
}

// IntChoices are choices whose values are the given numbers, labelled
// with the number itself.
func IntChoices(ns ...int) []Choice {
	out := make([]Choice, len(ns))
	for i, n := range ns {
		s := strconv.Itoa(n)
		out[i] = Choice{Value: s, LabelEN: s, LabelRU: s}
	}
	return out
}

// IntRange lists lo..hi.
func IntRange(lo, hi int) []int {
	out := make([]int, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		out = append(out, n)
	}
	return out
}

// Name is the game's name in a language.
func (i Info) Name(lang string) string { return tr(lang, i.NameEN, i.NameRU) }

// Blurb is the game's one-line description in a language.
func (i Info) Blurb(lang string) string { return tr(lang, i.BlurbEN, i.BlurbRU) }

// Option returns the declared option with the form key, if any.
func (i Info) Option(key string) (Option, bool) {
	for _, o := range i.Options {
		if o.Key == key {
			return o, true
		}
	}
	return Option{}, false
}
