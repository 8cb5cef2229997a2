package corpsestarch

// Text is a string in the hall's two languages.
type Text struct {
	EN, RU string
}

// In returns the text for a language: "ru" gives Russian, anything else
// English.
func (t Text) In(lang string) string {
	if lang == "ru" && t.RU != "" {
		return t.RU
	}
	return t.EN
}
