package cards

import (
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

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

// Others is every card in the hands but seat's.
func Others(hands []Set, seat int) Set {
	var out Set
	for other, h := range hands {
		if other != seat {
			out = out.Union(h)
		}
	}
	return out
}

// Unseen are a seat's secrets at a table with a stock: the cards of the
// other hands and of the stock that the table has not seen (public),
// and the RNG.
func Unseen(hands, stock, public Set, rng *rand.PCG) []kit.Secret {
	out := Secrets("another hand holds", hands.Minus(public))
	out = append(out, Secrets("the stock holds", stock.Minus(public))...)
	return append(out, kit.RNGSecret(rng))
}
