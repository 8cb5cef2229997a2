package owchess

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// FuzzDecode: any bytes either decode to a state that encodes back to
// itself, or are refused; never a panic.
func FuzzDecode(f *testing.F) {
	s := newGame(f, 1, url.Values{})
	good, _ := s.Encode()
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"v":1,"level":"easy"}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		b, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		st2, err := Game{}.Decode(b)
		if err != nil {
			t.Fatalf("re-decode: %v", err)
		}
		b2, _ := st2.Encode()
		if string(b) != string(b2) {
			t.Fatal("unstable round trip")
		}
		st.View(0, time.Now())
		st.View(1, time.Now())
	})
}

// FuzzApply plays a few random legal moves, then throws arbitrary
// actions at the game: they never panic, a refusal changes nothing, and
// an accepted action leaves a state that decodes.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(3), "move", "e2", "e4", "")
	f.Add(uint64(2), uint8(0), "buy", "", "", "hp")
	f.Add(uint64(3), uint8(9), "leave", "", "", "")
	f.Add(uint64(4), uint8(1), "move", "a1", "a9", "")
	f.Add(uint64(5), uint8(7), "resign", "", "", "")
	f.Fuzz(func(t *testing.T, seed uint64, warm uint8, do, from, to, item string) {
		s := newGame(t, seed, url.Values{"timer": {"off"}})
		rng := rand.New(rand.NewPCG(seed, 1))
		for range int(warm) % 40 {
			if s.Over() {
				break
			}
			seat, act := randomAction(s, rng)
			_ = s.Apply(seat, act, t0)
		}
		before, _ := s.Encode()
		for seat := range 2 {
			act := kit.Action{"do": {do}, "from": {from}, "to": {to}, "item": {item}}
			err := s.Apply(seat, act, t0)
			after, _ := s.Encode()
			if err != nil {
				if !kit.IsInvalid(err) {
					t.Fatalf("not an input error: %v", err)
				}
				if string(after) != string(before) {
					t.Fatalf("refused %v changed the state", act)
				}
				continue
			}
			if _, err := (Game{}).Decode(after); err != nil {
				t.Fatalf("after %v the state does not decode: %v", act, err)
			}
			before = after
		}
	})
}
