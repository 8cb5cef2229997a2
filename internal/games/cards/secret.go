package cards

import "gamehall/internal/games/kit"

// Secret is the secret of a hidden card, told by every way a view or a
// page could name it: its code ("QS"), quoted or in a form field, its
// face label ("Q♠", which the page's corner markup reads as once its tags
// are taken out; not for a joker, whose star all jokers share) and its
// English and Russian names. copies is how many
// other copies of the same card are in plain sight (several decks in one
// shoe), zero for a single deck.
func Secret(what string, c Card, copies int) kit.Secret {
	code := c.String()
	html := []string{`"` + code + `"`, `'` + code + `'`, ">" + code + "<", "=" + code + "&", c.NameEN(), c.NameRU()}
	if !c.IsJoker() { // every joker's label is the same star
		html = append(html, c.Label())
	}
	return kit.Secret{What: what + " " + code, JSON: []string{code}, HTML: html, Copies: copies}
}

// Secrets are the secrets of the cards of a set, all of one kind (what).
func Secrets(what string, s Set) []kit.Secret {
	out := make([]kit.Secret, 0, s.Len())
	for _, c := range s.Cards() {
		out = append(out, Secret(what, c, 0))
	}
	return out
}
