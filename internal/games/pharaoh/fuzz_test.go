package pharaoh

import (
	"math/rand/v2"
	"net/url"
	"testing"
)

// FuzzApply: random action text on a position reached by random legal
// play either is refused and changes nothing, or leaves a state that
// encodes, decodes and passes every check.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), uint8(0), 0, "do=play&card=XB&suit=H")
	f.Add(uint64(2), uint8(5), 1, "do=draw")
	f.Add(uint64(3), uint8(40), 0, "do=pass")
	f.Add(uint64(4), uint8(90), 0, "do=next")
	f.Add(uint64(5), uint8(7), 0, "do=play&card=10H")
	f.Fuzz(func(t *testing.T, seed uint64, steps uint8, seat int, text string) {
		s := newGame(t, seed, "1")
		rng := rand.New(rand.NewPCG(seed, 3))
		for range int(steps) {
			if s.Over() {
				break
			}
			who, act := randomAction(s, rng)
			if err := s.Apply(who, act, epoch); err != nil {
				t.Fatal(err)
			}
		}
		act, err := url.ParseQuery(text)
		if err != nil {
			return
		}
		before, _ := s.Encode()
		if err := s.Apply(seat, act, epoch); err != nil {
			if after, _ := s.Encode(); string(after) != string(before) {
				t.Fatalf("refused %q changed the state", text)
			}
			return
		}
		roundTrip(t, s)
	})
}

// FuzzDecode: any bytes either fail to decode or make a state that
// encodes back to something that decodes the same.
func FuzzDecode(f *testing.F) {
	s := newGame(f, 7, "10")
	data, _ := s.Encode()
	f.Add(data)
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`null`))
	f.Add([]byte{0xff, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := codec.Decode(data)
		if err != nil {
			return
		}
		roundTrip(t, st)
		_ = st.View(Person, epoch)
		_ = st.Results()
	})
}
