package wayfarer

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
)

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
