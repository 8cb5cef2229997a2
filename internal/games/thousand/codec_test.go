package thousand

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
)

func TestNewOptions(t *testing.T) {
	for _, tt := range []struct {
		level string
		want  kit.Level
	}{{"", kit.Strong}, {"easy", kit.Easy}, {"strong", kit.Strong}} {
		st, err := Game{}.New(url.Values{"level": {tt.level}}, 5, now)
		if err != nil {
			t.Fatal(err)
		}
		if v := st.View(0, now); v.Level != tt.want || v.Phase != Bidding || len(v.Hand) != HandSize {
			t.Fatalf("level %q: %+v", tt.level, v)
		}
	}
	if _, err := (Game{}).New(url.Values{"level": {"hard"}}, 5, now); !kit.IsInvalid(err) {
		t.Fatalf("unknown level: %v", err)
	}
	a, _ := Game{}.New(nil, 77, now)
	b, _ := Game{}.New(nil, 77, now)
	ea, _ := a.Encode()
	eb, _ := b.Encode()
	if string(ea) != string(eb) {
		t.Fatal("the same seed deals the same match")
	}
}

func TestDecodeRejects(t *testing.T) {
	st, _ := Game{}.New(nil, 3, now)
	good, _ := st.Encode()
	if _, err := (Game{}).Decode(good); err != nil {
		t.Fatal(err)
	}
	bad := []string{
		"", "null", "{}", "[]", `{"v":1}`, string(good) + "x",
		strings.Replace(string(good), `"v":1`, `"v":2`, 1),
		strings.Replace(string(good), `"ph":"bid"`, `"ph":"nap"`, 1),
		strings.Replace(string(good), `"lv":1`, `"lv":7`, 1),
		strings.Replace(string(good), `"sc":[0,0,0]`, `"sc":[5,0,0]`, 1),
		strings.Replace(string(good), `"bd":0`, `"bd":100`, 1),
		strings.Replace(string(good), `"k":`, `"k":1`, 1),
		strings.Replace(string(good), `{"v":1`, `{"zz":1,"v":1`, 1),
	}
	for _, b := range bad {
		if _, err := (Game{}).Decode([]byte(b)); err == nil {
			t.Errorf("decoded %.80q", b)
		}
	}
}

// FuzzApply: random action strings never panic, and a refused one never
// changes the state.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 0, "bid", "100", "")
	f.Add(uint64(2), 1, "pass", "", "")
	f.Add(uint64(3), 0, "play", "", "AS")
	f.Add(uint64(4), 0, "give", "", "10H")
	f.Add(uint64(5), 2, "raise", "125", "")
	f.Add(uint64(6), 0, "next", "", "")
	f.Fuzz(func(t *testing.T, seed uint64, seat int, do, bid, card string) {
		s := newState(rand.NewPCG(seed, 1), Levels.At(int(seed%2)))
		rng := rand.New(rand.NewPCG(seed, 2))
		for range int(seed % 40) {
			seat, a := randomMove(s, rng)
			if err := s.Apply(seat, a, now); err != nil {
				t.Fatalf("a random legal move was refused: %v", err)
			}
			if s.Over() {
				return
			}
		}
		before, _ := s.Encode()
		err := s.Apply(seat, url.Values{"do": {do}, "bid": {bid}, "card": {card}}, now)
		if err != nil {
			if !kit.IsInvalid(err) {
				t.Fatalf("not an input error: %v", err)
			}
			if after, _ := s.Encode(); string(after) != string(before) {
				t.Fatal("a refused action changed the state")
			}
			return
		}
		if err := s.check(); err != nil {
			t.Fatalf("an accepted action broke the state: %v", err)
		}
	})
}

// FuzzDecode: any bytes either decode to a state that passes every check
// and encodes back to the same bytes' meaning, or are refused; never a
// panic.
func FuzzDecode(f *testing.F) {
	s := newState(rand.NewPCG(9, 9), kit.Strong)
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 60 {
		data, _ := s.Encode()
		if i%6 == 0 {
			f.Add(data)
		}
		seat, a := randomMove(s, rng)
		_ = s.Apply(seat, a, now)
	}
	f.Add([]byte(`{"v":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := decodeState(data)
		if err != nil {
			return
		}
		again, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeState(again)
		if err != nil {
			t.Fatalf("re-decoding what was encoded: %v", err)
		}
		if err := back.check(); err != nil {
			t.Fatal(err)
		}
		for seat := range Players {
			_ = back.View(seat, now)
		}
		_ = back.Results()
	})
}
