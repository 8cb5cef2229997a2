package wayfarer

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Text is a string in both languages of the hall.
type Text struct {
	EN string `json:"en"`
	RU string `json:"ru"`
}

// In returns the text for a language ("ru" or anything else).
func (t Text) In(lang string) string {
	if lang == "ru" {
		return t.RU
	}
	return t.EN
}

// tx builds a Text.
func tx(en, ru string) Text { return Text{EN: en, RU: ru} }

// replace fills the placeholders of both languages, each from its own
// language's replacements (given as key, Text pairs).
func (t Text) replace(pairs ...any) Text {
	en, ru := t.EN, t.RU
	for i := 0; i+1 < len(pairs); i += 2 {
		key := pairs[i].(string)
		v := pairs[i+1].(Text)
		en = strings.ReplaceAll(en, key, v.EN)
		ru = strings.ReplaceAll(ru, key, v.RU)
	}
	return Text{EN: en, RU: ru}
}

// join concatenates texts with a space.
func join(parts ...Text) Text {
	var en, ru []string
	for _, p := range parts {
		if p.EN != "" {
			en = append(en, p.EN)
		}
		if p.RU != "" {
			ru = append(ru, p.RU)
		}
	}
	return Text{EN: strings.Join(en, " "), RU: strings.Join(ru, " ")}
}

// capital upper-cases the first letter.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
