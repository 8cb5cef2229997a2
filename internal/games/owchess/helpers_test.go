package owchess

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// newGame starts a game with the given options.
func newGame(t testing.TB, seed uint64, opts url.Values) *State {
	t.Helper()
	return kittest.New[View](t, Game{}, opts, seed, t0).(*State)
}

// emptyGame is a game on a board with only the two kings (e1, e8) and
// every square open to both sides, for rule tests that place pieces.
func emptyGame(t testing.TB) *State {
	s := newGame(t, 1, url.Values{"timer": {"off"}})
	s.rec.Board = Board{}
	s.rec.Board[Sq(4, 0)].P = NewPiece(King, White)
	s.rec.Board[Sq(4, 7)].P = NewPiece(King, Black)
	for c := range 2 {
		for sq := range 64 {
			s.rec.Fog[c][sq] = 0
		}
	}
	return s
}

// put places a piece on a square given by name.
func put(s *State, name string, k Kind, c Color, hp int) {
	sq, _ := ParseSquare(name)
	p := NewPiece(k, c)
	if hp > 0 {
		p.HP, p.Max = hp, max(hp, p.Max)
	}
	s.rec.Board[sq].P = p
}

func at(s *State, name string) Piece {
	sq, _ := ParseSquare(name)
	return s.rec.Board[sq].P
}

func mv(from, to string) kit.Action {
	return kit.Action{"do": {"move"}, "from": {from}, "to": {to}}
}

// randomAction picks a legal action for the side to move, or a random
// shop action.
func randomAction(s *State, rng *rand.Rand) (int, kit.Action) {
	seat := s.seatOf(s.rec.Turn)
	if s.rec.Shop {
		opts := []kit.Action{{"do": {"leave"}}, {"do": {"buy"}, "item": {"hp"}}, {"do": {"buy"}, "item": {"weaken"}},
			{"do": {"buy"}, "item": {"extend"}}, {"do": {"buy"}, "item": {"curse"}}}
		return seat, opts[rng.IntN(len(opts))]
	}
	ms := s.legal(s.rec.Turn)
	m := ms[rng.IntN(len(ms))]
	return seat, mv(SquareName(m.From), SquareName(m.To))
}
