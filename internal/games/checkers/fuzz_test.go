package checkers

import (
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
)

// FuzzRandomPlay plays random legal games through Apply (with random
// undos, draw offers and answers) and checks after every step that the
// position is one the rules allow: pieces only on dark squares, at most
// twelve a side, counts only going down, no man on its crowning row.
func FuzzRandomPlay(f *testing.F) {
	for seed := range uint64(8) {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, seed uint64) {
		rng := rand.New(rand.NewPCG(seed, 1))
		s := newState(Colour(seed%2), kit.Easy, StartPosition())
		prevPieces := 24
		for step := 0; step < 400 && !s.Over(); step++ {
			v := s.View(HumanSeat, now)
			seat := HumanSeat
			if v.Turn != s.human {
				seat = BotSeat
			}
			switch r := rng.IntN(40); {
			case r == 0 && seat == HumanSeat:
				_ = s.Apply(HumanSeat, act("do=undo"), now)
				prevPieces = 24
				continue
			case r == 1 && seat == HumanSeat && v.CanOfferDraw:
				mustApply(t, s, HumanSeat, "do=draw")
				mustApply(t, s, BotSeat, "do=decline")
				continue
			}
			o := v.Legal[rng.IntN(len(v.Legal))]
			mustApply(t, s, seat, "do=move&path="+strings.Join(o.Paths[rng.IntN(len(o.Paths))], ","))
			p := s.current()
			pieces := bits.OnesCount64(p.White | p.Black)
			if !p.Valid() || pieces > prevPieces {
				t.Fatalf("step %d: impossible position %s", step, p.FEN())
			}
			prevPieces = pieces
		}
		checkRoundTrip(t, s)
	})
}

// FuzzParsers feeds random text to the path and FEN readers: they must
// refuse or accept without panicking, and what FEN accepts is valid.
func FuzzParsers(f *testing.F) {
	for _, s := range []string{"c3,d4", "c3:e5:c7", "W:Wa1:Bh8", "B:WKc3:B", "x", "a1-h8-a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if path, err := ParsePath(text); err == nil {
			for _, sq := range path {
				if !sq.Valid() {
					t.Fatalf("%q gave square %d", text, sq)
				}
			}
			p := StartPosition()
			_, _ = p.Match(path)
			_, _ = p.Continuations(path)
		}
		if p, err := ParseFEN(text); err == nil {
			if !p.Valid() {
				t.Fatalf("%q accepted as an impossible position", text)
			}
			if q, err := ParseFEN(p.FEN()); err != nil || q != p {
				t.Fatalf("%q does not read back: %v", text, err)
			}
		}
	})
}
