package pharaoh

import (
	"math/rand/v2"
	"testing"
)

// TestRandomSeriesStayValid plays whole series with random legal moves,
// round-tripping the state through Encode and Decode after every one.
func TestRandomSeriesStayValid(t *testing.T) {
	for seed := range uint64(12) {
		s := newGame(t, seed, "1")
		rng := rand.New(rand.NewPCG(seed, 1))
		for steps := 0; !s.Over(); steps++ {
			if steps > 5000 {
				t.Fatal("endless series")
			}
			seat, act := randomAction(s, rng)
			if err := s.Apply(seat, act, epoch); err != nil {
				t.Fatalf("seed %d step %d: seat %d %v: %v", seed, steps, seat, act, err)
			}
			s = roundTrip(t, s)
		}
	}
}
