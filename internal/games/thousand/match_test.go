package thousand

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
)

// TestRandomMatchesEnd plays whole matches of random legal moves,
// checking every invariant and the stored form after each one.
func TestRandomMatchesEnd(t *testing.T) {
	for seed := range uint64(2) {
		s := newState(rand.NewPCG(seed, 99), kit.Easy)
		rng := rand.New(rand.NewPCG(seed, 7))
		steps := 0
		for !s.Over() {
			steps++
			if steps > 20000 {
				t.Fatalf("seed %d: the match does not end", seed)
			}
			seat, a := randomMove(s, rng)
			must(t, s, seat, a)
			data, err := s.Encode()
			if err != nil {
				t.Fatal(err)
			}
			back, err := codec.Decode(data)
			if err != nil {
				t.Fatalf("seed %d step %d: decode: %v\n%s", seed, steps, err, data)
			}
			again, _ := back.Encode()
			if string(again) != string(data) {
				t.Fatalf("seed %d: round trip differs", seed)
			}
		}
		if w := s.Winner(); w < 0 || s.Scores[w] < Target {
			t.Fatalf("seed %d: winner %d with %v", seed, w, s.Scores)
		}
		if len(s.Results()) != 2 {
			t.Fatalf("results %+v", s.Results())
		}
		t.Logf("seed %d: %d hands, scores %v, winner %d", seed, len(s.Sheet), s.Scores, s.Winner())
	}
}
