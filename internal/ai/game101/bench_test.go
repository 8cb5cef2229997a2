package game101

import (
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/game101"
)

// BenchmarkStrong is one decision of the strong bot at a table of six,
// every card of its hand allowed.
func BenchmarkStrong(b *testing.B) {
	st, err := game.Game{}.New(url.Values{"players": {"6"}}, 5, epoch)
	if err != nil {
		b.Fatal(err)
	}
	v := st.View(0, epoch)
	v.Turn = v.Seat
	v.Playable = cards.SetOf(v.Hand...)
	for b.Loop() {
		Strong(v)
	}
}

// BenchmarkStrongDuelChain is the worst case of the duel look-ahead:
// two players, and a hand of every ace, six and seven and the king of
// spades, all of which give the turn back.
func BenchmarkStrongDuelChain(b *testing.B) {
	v := duelChainView()
	for b.Loop() {
		Strong(v)
	}
}

func duelChainView() game.View {
	var hand []cards.Card
	for _, c := range game.Deck {
		if game.Special(c) {
			hand = append(hand, c)
		}
	}
	top := cards.MustParse("9H")
	return game.View{
		Seat: 0, Players: 2, Phase: game.Playing, Turn: 0,
		Hand: hand, Playable: cards.SetOf(hand...).Intersect(game.Matching(top)),
		Top: top, Pile: []cards.Card{top}, Stock: 9,
		Counts: []int{len(hand), 5}, Out: []bool{false, false}, Lacks: make([]cards.Set, 2),
		Scores: []int{0, 0},
	}
}
