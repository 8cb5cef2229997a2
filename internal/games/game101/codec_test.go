package game101

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
)

func TestNewOptions(t *testing.T) {
	for _, bad := range []url.Values{
		{"players": {"1"}}, {"players": {"7"}}, {"players": {"x"}}, {"level": {"godlike"}},
	} {
		if _, err := (Game{}).New(bad, 1, epoch); !kit.IsInvalid(err) {
			t.Errorf("%v: err %v", bad, err)
		}
	}
	st, err := Game{}.New(url.Values{"players": {" 6 "}, "level": {"easy"}}, 1, epoch)
	if err != nil {
		t.Fatal(err)
	}
	if s := st.(*state); s.Players != 6 || s.level() != kit.Easy {
		t.Fatalf("players %d level %v", s.Players, s.level())
	}
	st, _ = Game{}.New(nil, 1, epoch)
	if s := st.(*state); s.Players != DefaultPlayers || s.level() != kit.Strong {
		t.Fatalf("defaults: players %d level %v", s.Players, s.level())
	}
}

func TestDecodeRejects(t *testing.T) {
	s := newGame(t, 4, 9)
	data, _ := s.Encode()
	if _, err := (Game{}).Decode(data); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for name, change := range map[string]func(m map[string]any){
		"version":       func(m map[string]any) { m["v"] = 2 },
		"players":       func(m map[string]any) { m["np"] = 7 },
		"turn":          func(m map[string]any) { m["tn"] = 9 },
		"phase":         func(m map[string]any) { m["ph"] = "dance" },
		"score":         func(m map[string]any) { m["sc"] = []int{5, 0, 0, 0} },
		"out":           func(m map[string]any) { m["out"] = []bool{true, false, false, false} },
		"shuffles":      func(m map[string]any) { m["sh"] = MaxShuffles + 1 },
		"lost stock":    func(m map[string]any) { m["st"] = "" },
		"unknown field": func(m map[string]any) { m["zz"] = 1 },
		"rng":           func(m map[string]any) { m["r"] = "AAAA" },
		"hand twice": func(m map[string]any) {
			h := m["h"].([]any)
			h[1] = h[0]
		},
	} {
		c := map[string]any{}
		for k, v := range m {
			c[k] = v
		}
		change(c)
		bad, _ := json.Marshal(c)
		if _, err := (Game{}).Decode(bad); err == nil {
			t.Errorf("%s: a broken state was accepted", name)
		}
	}
	for _, bad := range []string{"", "null", "{}", "[]", string(data) + "{}", strings.Repeat("[", 10000)} {
		if _, err := (Game{}).Decode([]byte(bad)); err == nil {
			t.Errorf("%.20q accepted", bad)
		}
	}
}

// FuzzDecode: any bytes either decode to a valid state that encodes
// back the same, or fail; never a panic.
func FuzzDecode(f *testing.F) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		data, _ := newGame(f, players, uint64(players)).Encode()
		f.Add(data)
	}
	f.Add([]byte(`{"v":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		s := st.(*state)
		mustCheck(t, s)
		roundTrip(t, s)
		for seat := range s.Players {
			s.View(seat, epoch)
		}
	})
}

// FuzzApply: random form fields never panic, and a refused action
// leaves the state exactly as it was.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 0, "play", "QS", uint8(3))
	f.Add(uint64(2), 1, "draw", "", uint8(5))
	f.Add(uint64(3), 0, "next", "10H", uint8(0))
	f.Add(uint64(4), 0, "pass", "♠", uint8(9))
	f.Fuzz(func(t *testing.T, seed uint64, seat int, do, card string, warm uint8) {
		s := newGame(t, 2+int(seed%5), seed)
		r := rand.New(rand.NewPCG(seed, 1))
		for range int(warm) {
			if s.Over() {
				break
			}
			st, a := randomAction(s, r)
			if err := s.Apply(st, a, epoch); err != nil {
				t.Fatal(err)
			}
		}
		before, _ := s.Encode()
		err := s.Apply(seat, kit.Action{"do": {do}, "card": {card}}, epoch)
		after, _ := s.Encode()
		if err != nil {
			if !kit.IsInvalid(err) {
				t.Fatalf("not an input error: %v", err)
			}
			if !bytes.Equal(before, after) {
				t.Fatal("a refused action changed the state")
			}
			return
		}
		mustCheck(t, s)
	})
}
