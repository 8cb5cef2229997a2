package solver

import "gamehall/internal/games/cards"

// Klondike counts the ace as one, below the two; the card model numbers
// it 14. These tables, indexed by the card's byte, hold what the search
// asks about a card millions of times a second.
var (
	rankOf [64]int8 // 1 (ace) .. 13 (king), 0 for no card
	suitOf [64]int8
	redOf  [64]bool
	cardAt [4][14]cards.Card // cardAt[suit][rank]
	twinOf [4]int8           // the other suit of the same colour
)

func init() {
	for _, s := range cards.Suits {
		for _, r := range cards.Ranks {
			c := cards.Of(r, s)
			k := int8(r)
			if r == cards.Ace {
				k = 1
			}
			rankOf[c], suitOf[c], redOf[c] = k, int8(s), s.Red()
			cardAt[s][k] = c
		}
		for _, o := range cards.Suits {
			if o != s && o.Red() == s.Red() {
				twinOf[s] = int8(o)
			}
		}
	}
}

// Rank returns the card's Klondike rank: 1 for the ace up to 13 for the
// king, 0 for anything else.
func Rank(c cards.Card) int { return int(rankOf[c&63]) }

// cardOf returns the card of Klondike rank r (1..13) and suit s.
func cardOf(r, s int) cards.Card { return cardAt[s][r] }

// stacks reports whether card c may lie on card onto in the tableau: one
// rank lower and the other colour.
func stacks(c, onto cards.Card) bool {
	return rankOf[c] > 0 && rankOf[c]+1 == rankOf[onto] && redOf[c] != redOf[onto]
}
