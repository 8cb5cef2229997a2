package klondike

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are the face-down tableau cards, the stock and the waste below
// the cards it shows. (Klondike keeps no RNG: the deal is made at New.)
func (s *state) Secrets(int) []kit.Secret {
	var down cards.Set
	for _, c := range s.cols {
		down = down.Union(cards.SetOf(c.down...))
	}
	shown := 1
	if s.drawThree {
		shown = 3
	}
	under := cards.SetOf(s.waste[:max(0, len(s.waste)-shown)]...)
	out := cards.Secrets("face down in the tableau:", down)
	out = append(out, cards.Secrets("the stock holds", cards.SetOf(s.stock...))...)
	return append(out, cards.Secrets("the waste hides", under)...)
}

var _ cards.Revealer = (*state)(nil)

// Reveal lays open each column's face-down cards, the stock and the
// waste under the cards it shows.
func (s *state) Reveal() []cards.Pile {
	var out []cards.Pile
	for i, c := range s.cols {
		if len(c.down) > 0 {
			out = append(out, cards.Pile{Seat: -1, What: cards.PileDown, Column: i + 1, Cards: append([]cards.Card(nil), c.down...)})
		}
	}
	shown := 1
	if s.drawThree {
		shown = 3
	}
	out = append(out, cards.Table(cards.PileStock, s.stock, true))
	return append(out, cards.Table(cards.PileWaste, s.waste[:max(0, len(s.waste)-shown)], true))
}
