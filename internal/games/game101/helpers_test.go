package game101

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var epoch = time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)

// newGame starts a match with the given players and seed.
func newGame(t testing.TB, players int, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, url.Values{"players": {itoa(players)}}, seed, epoch).(*state)
}

func itoa(n int) string { return string(rune('0' + n)) }

// randomAction is a legal action for the seat that must act: a random
// playable card, else draw or pass, else deal the next round.
func randomAction(s *state, r *rand.Rand) (int, kit.Action) {
	if s.Phase == RoundOver {
		return kit.HumanSeat, kit.Action{"do": {"next"}}
	}
	seat := s.Turn
	switch playable := s.playable(seat); {
	case !playable.Empty():
		list := playable.Cards()
		return seat, kit.Action{"do": {"play"}, "card": {list[r.IntN(len(list))].String()}}
	case s.canDraw():
		return seat, kit.Action{"do": {"draw"}}
	}
	return seat, kit.Action{"do": {"pass"}}
}

// mustCheck fails when the state breaks an invariant.
func mustCheck(t testing.TB, s *state) {
	t.Helper()
	if err := s.check(); err != nil {
		t.Fatalf("invariant broken: %v", err)
	}
}

// deckOf builds a state by hand for rule tests: hands per seat, the pile
// (top last) and the stock (drawn from the end); every other card goes
// to the bottom of the stock so all 36 are in play.
func deckOf(t testing.TB, hands []string, pile, stock string) *state {
	t.Helper()
	n := len(hands)
	s := &state{
		rng:     rand.NewPCG(1, 2),
		Players: n,
		Rung:    Levels.Index(kit.Strong),
		Phase:   Playing,
		Hands:   make([]cards.Set, n),
		Out:     make([]bool, n),
		Scores:  make([]int, n),
		Drew:    make([]cards.Set, n),
		Lacks:   make([]cards.Set, n),
	}
	var used cards.Set
	for i, h := range hands {
		s.Hands[i] = cards.MustSet(h)
		used = used.Union(s.Hands[i])
	}
	p := cards.MustList(pile)
	s.Pile = p
	used = used.Union(cards.SetOf(p...))
	var st []cards.Card
	if stock != "-" {
		st = cards.MustList(stock)
	}
	used = used.Union(cards.SetOf(st...))
	if stock != "-" {
		s.Stock = append(cards.Packed(FullDeck.Minus(used).Cards()), st...)
	} else {
		// "-": the stock is empty; the rest of the deck sits in the pile
		// under the given cards.
		s.Pile = append(cards.Packed(FullDeck.Minus(used).Cards()), p...)
	}
	return s
}

// pastScores gives the players the running scores through made-up
// earlier rounds: in round i seat i scores its points and the next seat
// wins on a nine.
func pastScores(s *state, scores ...int) {
	n := s.Players
	for seat, pts := range scores {
		r := RoundResult{Dealer: seat, Winner: (seat + 1) % n, Last: cards.MustParse("9C"),
			Played: make([]bool, n), Points: make([]int, n), Scores: make([]int, n), Out: make([]bool, n)}
		for i := range n {
			r.Played[i] = !s.Out[i]
		}
		r.Points[seat] = pts
		next, out := AfterRound(s.Scores[seat], pts)
		s.Scores[seat], s.Out[seat] = next, out
		r.Out[seat] = out
		copy(r.Scores, s.Scores)
		s.Rounds = append(s.Rounds, r)
	}
}
