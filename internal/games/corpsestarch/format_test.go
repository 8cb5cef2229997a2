package corpsestarch

import (
	"testing"

	"gamehall/internal/games/kit/kittest"
)

func TestFormat(t *testing.T) {
	cases := []struct{ got, want string }{
		{Amount(0, "en"), "0"},
		{Amount(999, "en"), "999"},
		{Amount(1234, "en"), "1,234"},
		{Amount(1234, "ru"), "1\u202f234"},
		{Amount(9_999_999, "en"), "9,999,999"},
		{Amount(12_345_678, "en"), "12.35 million"},
		{Amount(12_345_678, "ru"), "12,35 млн"},
		{Amount(3_000_000_000_000, "en"), "3.00 trillion"},
		{Amount(-5, "en"), "−5"},
		{Rate(100, "en"), "0.1"},
		{Rate(12_500, "ru"), "12,5"},
		{Rate(1_204_000, "en"), "1,204"},
		{Duration(12_000, "en"), "12 s"},
		{Duration(185_000, "ru"), "3 мин 05 с"},
		{Duration(3_725_000, "en"), "1 h 02 min"},
		{Duration(90_000_000, "en"), "1 d 1 h"},
		{Text{"a", "б"}.In("ru"), "б"},
		{Text{"a", "б"}.In("de"), "a"},
		{Text{"a", ""}.In("ru"), "a"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q, want %q", i, c.got, c.want)
		}
	}
}

func TestNewGame(t *testing.T) {
	st, err := Game{}.New(nil, 7, t0)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(0, t0)
	if v.Stock != 0 || v.Lifetime != 0 || v.RateMilli != 0 || v.NowMs != t0.UnixMilli() {
		t.Errorf("new game view %+v", v)
	}
	// The same seed replays the same dice.
	a, _ := Game{}.New(nil, 7, t0)
	b, _ := Game{}.New(nil, 7, t0)
	for _, s := range []*state{a.(*state), b.(*state)} {
		s.stock, s.lifetime = 10_000, 10_000
		for k := range int64(10) {
			mustApply(t, s, k*sumpCooldownMs, "do", "sump")
		}
	}
	if string(kittest.Encode(t, a.(*state))) != string(kittest.Encode(t, b.(*state))) {
		t.Error("one seed, two different games")
	}
}

// TestGreedyPlayInvariants plays ten minutes as the tuning player and
// checks after every second that the state is one the rules allow and
// survives a save.
func TestGreedyPlayInvariants(t *testing.T) {
	p := newPlayer(t0.UnixMilli())
	for sec := range 600 {
		p.activeSecond()
		s := p.s
		if s.stock < 0 || s.lifetime < s.stock || s.micro < 0 || s.micro >= microPerUnit || len(s.purges) > s.squads() {
			t.Fatalf("second %d: impossible state", sec)
		}
		if sec%60 == 0 {
			back, err := decodeState(kittest.Encode(t, s))
			if err != nil {
				t.Fatalf("second %d: %v", sec, err)
			}
			if string(kittest.Encode(t, back)) != string(kittest.Encode(t, s)) {
				t.Fatalf("second %d: round trip differs", sec)
			}
		}
	}
	if p.s.owned[2] == 0 || openSections(p.s.lifetime) != int(numSections) {
		t.Errorf("ten minutes of play reached too little: owned %v, lifetime %d", p.s.owned, p.s.lifetime)
	}
}
