package templates

// Tr picks the Russian or the English text. Strings stay next to the
// markup that shows them, so a page reads in both languages at once.
func Tr(lang, en, ru string) string {
	if lang == "ru" {
		return ru
	}
	return en
}
