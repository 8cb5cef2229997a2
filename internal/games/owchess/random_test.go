package owchess

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"
)

// TestRandomGames plays random legal games to the end and checks every
// state stays well formed and survives an encode/decode round trip.
func TestRandomGames(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := newGame(t, seed, url.Values{"timer": {"off"}})
		rng := rand.New(rand.NewPCG(seed, 7))
		now := t0
		for n := 0; !s.Over(); n++ {
			if n > 4000 {
				t.Fatalf("seed %d: game does not end", seed)
			}
			seat, act := randomAction(s, rng)
			err := s.Apply(seat, act, now)
			if err != nil && !s.rec.Shop {
				t.Fatalf("seed %d: %v refused: %v", seed, act, err)
			}
			now = now.Add(time.Second)
			roundTrip(t, s)
		}
	}
}

func roundTrip(t *testing.T, s *State) {
	t.Helper()
	b, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	d, err := Game{}.Decode(b)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, b)
	}
	b2, _ := d.Encode()
	if string(b) != string(b2) {
		t.Fatal("round trip changed the state")
	}
}
