package wayfarer

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
)

// FuzzDecode: any bytes either decode to a state that passes the checks
// and re-encodes to itself, or are refused — never a panic.
func FuzzDecode(f *testing.F) {
	s := newTest(f, 1)
	good, _ := s.Encode()
	f.Add(good)
	s.startFight(2, 3, false)
	fight, _ := s.Encode()
	f.Add(fight)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"v":1,"g":9}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := Game{}.Decode(data)
		if err != nil {
			return
		}
		d := st.(*state)
		if err := d.check(); err != nil {
			t.Fatalf("decoded a state that fails its checks: %v", err)
		}
		b, err := d.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decodeState(b); err != nil {
			t.Fatalf("re-decode: %v", err)
		}
		d.View(kit.HumanSeat, t0)
		d.Results()
	})
}

// FuzzApply: any action either is refused leaving the state exactly as
// it was, or leaves a state that passes every check.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), "do=buy&good=food&n=max")
	f.Add(uint64(2), "do=jump&to=3")
	f.Add(uint64(3), "do=sell&good=food&n=all")
	f.Add(uint64(4), "do=galactic")
	f.Add(uint64(5), "do=choose&c=0")
	f.Add(uint64(6), "do=enc&c=help")
	f.Add(uint64(7), "do=upgrade&item=pod")
	f.Add(uint64(8), "do=buy&good=food&n=99999999999999999999")
	f.Fuzz(func(t *testing.T, seed uint64, query string) {
		s := newTest(t, seed)
		// Fly a little first so the action meets different modes.
		for range int(seed % 7) {
			for _, a := range choices(s.View(kit.HumanSeat, t0)) {
				if a.Get("do") == "jump" {
					s.Apply(kit.HumanSeat, a, t0)
					break
				}
			}
		}
		a, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		before, _ := s.Encode()
		if err := s.Apply(kit.HumanSeat, a, t0); err != nil {
			if !kit.IsInvalid(err) {
				t.Fatalf("%q: %v is not an input error", query, err)
			}
			after, _ := s.Encode()
			if string(before) != string(after) {
				t.Fatalf("%q: refused but changed the state", query)
			}
			return
		}
		if err := s.check(); err != nil {
			t.Fatalf("%q: %v", query, err)
		}
		roundTrip(t, s)
	})
}

// TestDecodeRejects: a few hand-made corruptions are refused.
func TestDecodeRejects(t *testing.T) {
	s := newTest(t, 1)
	good, _ := s.Encode()
	if _, err := decodeState(good); err != nil {
		t.Fatal(err)
	}
	for _, mutate := range []func(c *career){
		func(c *career) { c.Gal = 4 },
		func(c *career) { c.Sys = 128 },
		func(c *career) { c.Credits = -1 },
		func(c *career) { c.Fuel = FuelMax + 1 },
		func(c *career) { c.Hull = 0 },
		func(c *career) { c.Cargo[0] = 500 },
		func(c *career) { c.Cargo = c.Cargo[:3] },
		func(c *career) { c.Tab = "casino" },
		func(c *career) { c.Mode = ModeCombat },
		func(c *career) { c.Mode = ModeEncounter },
		func(c *career) { c.Mode = ModeOver },
		func(c *career) { c.Quest = &active{ID: 9, Targets: []int{1, 2}} },
		func(c *career) { c.Quest = &active{ID: 0, Stage: "nowhere", Targets: []int{1, 2}} },
		func(c *career) { c.Quest = &active{ID: 0, Stage: "go#0", Targets: []int{1, 2}} },
		func(c *career) { c.Done[0] = 99 },
		func(c *career) { c.Upg = 0xff },
		func(c *career) { c.Seed = 5 },
		func(c *career) { c.Enc = &enc{Kind: "dragon"} },
	} {
		d, _ := decodeState(good)
		mutate(&d.c)
		b, _ := d.Encode()
		if _, err := decodeState(b); err == nil {
			t.Errorf("a corrupt state was accepted: %s", b)
		}
	}
	for _, bad := range []string{"", "{", `{"v":2}`, `{"v":1}`, string(good) + "x", `[]`} {
		if _, err := decodeState([]byte(bad)); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestNewOptions: the galaxy seed is optional and must be an integer.
func TestNewOptions(t *testing.T) {
	for _, ok := range []string{"", " ", "0", "12345", "-9", "9223372036854775807"} {
		if _, err := (Game{}).New(url.Values{"galaxy": {ok}}, 1, t0); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
	}
	for _, bad := range []string{"abc", "1.5", "99999999999999999999", "0x10"} {
		if _, err := (Game{}).New(url.Values{"galaxy": {bad}}, 1, t0); !kit.IsInvalid(err) {
			t.Errorf("%q: %v", bad, err)
		}
	}
	a, _ := Game{}.New(url.Values{"galaxy": {"77"}}, 1, t0)
	b, _ := Game{}.New(nil, 1, t0)
	if a.View(0, t0).Here.Name == b.View(0, t0).Here.Name && a.View(0, t0).Travel.Dests[0].Name == b.View(0, t0).Travel.Dests[0].Name {
		t.Error("a galaxy seed changed nothing")
	}
}
