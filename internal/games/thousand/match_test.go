package thousand

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
)

// TestRandomMatchesEnd plays whole matches of random legal moves,
// checking every invariant and the stored form after each one. With
// every house rule on, random play rarely gets off the barrel (it needs
// a made contract of 120 or more), so those matches stop after 40
// hands unless they end first.
func TestRandomMatchesEnd(t *testing.T) {
	all := HouseRules{Barrel: true, Bolts: true, Reset555: true, Round5: true, WriteOff: true}
	for seed := range uint64(4) {
		house := HouseRules{}
		if seed >= 2 {
			house = all // the second pair with every house rule
		}
		s := newState(rand.NewPCG(seed, 99), kit.Easy, house)
		rng := rand.New(rand.NewPCG(seed, 7))
		steps := 0
		for !s.Over() && (!house.Any() || len(s.Sheet) < 40) {
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
		if !s.Over() {
			t.Logf("seed %d with house rules: %d hands, scores %v, bolts %v, barrel %v", seed, len(s.Sheet), s.Scores, s.Bolts, s.Barrel)
			continue
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
