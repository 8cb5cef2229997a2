package ui

import "gamehall/internal/games/kit"

// Tr picks the Russian or the English text. Strings stay next to the
// markup that shows them, so a page reads in both languages at once.
func Tr(lang, en, ru string) string {
	if lang == "ru" {
		return ru
	}
	return en
}

// Plural is n followed by the noun in the form its number takes (see
// kit.Plural: English one or many, Russian one, few or many).
func Plural(lang string, n int, en1, enMany, ru1, ru2, ru5 string) string {
	return kit.Plural(lang, n, en1, enMany, ru1, ru2, ru5)
}

// CardCount is a number of cards: "1 card", "2 карты", "5 карт".
func CardCount(lang string, n int) string {
	return Plural(lang, n, "card", "cards", "карта", "карты", "карт")
}
