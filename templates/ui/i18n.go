package ui

// Tr picks the Russian or the English text. Strings stay next to the
// markup that shows them, so a page reads in both languages at once.
func Tr(lang, en, ru string) string {
	if lang == "ru" {
		return ru
	}
	return en
}

// Plural is n followed by the noun in the form its number takes: in
// English one (1) or many; in Russian one (1, 21, 101…), few (2–4,
// 22–24…) or many (0, 5–20, 25–30…, and 11–14).
func Plural(lang string, n int, en1, enMany, ru1, ru2, ru5 string) string {
	a := n
	if a < 0 {
		a = -a
	}
	word := enMany
	if lang == "ru" {
		switch last, lastTwo := a%10, a%100; {
		case last == 1 && lastTwo != 11:
			word = ru1
		case last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14):
			word = ru2
		default:
			word = ru5
		}
	} else if a == 1 {
		word = en1
	}
	return Itoa(n) + " " + word
}

// CardCount is a number of cards: "1 card", "2 карты", "5 карт".
func CardCount(lang string, n int) string {
	return Plural(lang, n, "card", "cards", "карта", "карты", "карт")
}
