package game101

import (
	"encoding/json"
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
	if s := st.(*state); s.Players != DefaultPlayers || s.level() != kit.Easy {
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
