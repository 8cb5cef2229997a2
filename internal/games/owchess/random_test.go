package owchess

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
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

func roundTrip(t testing.TB, s *State) {
	t.Helper()
	kittest.RoundTrip[View](t, Game{}, s)
}

// TestDecodeRefuses: states that could never arise are refused.
func TestDecodeRefuses(t *testing.T) {
	s := newGame(t, 2, url.Values{})
	good, _ := s.Encode()
	if _, err := (Game{}).Decode(good); err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]string{
		"version":   `"v":1,`,
		"level":     `"level":"easy"`,
		"turn":      `"turn":0`,
		"winner":    `"winner":-1`,
		"strikes":   `"strikes":[0,0]`,
		"rng":       `"rng":"`,
		"coins":     `"coins":[0,0]`,
		"king hp":   `"K5.5"`,
		"fog":       `"fog":["`,
		"trailing":  `}`,
		"truncated": `"board"`,
	} {
		repl := map[string]string{
			"version": `"v":2,`, "level": `"level":"god"`, "turn": `"turn":2`, "winner": `"winner":0`,
			"strikes": `"strikes":[3,0]`, "rng": `"rng":"AAAA`, "coins": `"coins":[-1,0]`,
			"king hp": `"K6.5"`, "fog": `"fog":["9`, "trailing": `}}`, "truncated": `"bored"`,
		}[name]
		mangled := replaceOnce(string(good), bad, repl)
		if mangled == string(good) {
			t.Fatalf("%s: pattern %q not found", name, bad)
		}
		if _, err := (Game{}).Decode([]byte(mangled)); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
}

func replaceOnce(s, old, new string) string {
	for i := 0; i+len(old) <= len(s); i++ {
		if s[i:i+len(old)] == old {
			return s[:i] + new + s[i+len(old):]
		}
	}
	return s
}

func TestCellCodec(t *testing.T) {
	for _, c := range []Cell{
		{}, {Coin: true}, {Bonus: Damage}, {Bonus: AddPiece, Coin: true},
		{P: Piece{Kind: Bishop, Color: Black, HP: 2, Max: 3}, Bonus: Regen, Coin: true},
		{P: Piece{Kind: King, Color: White, HP: 12, Max: 130}},
	} {
		b, _ := c.MarshalJSON()
		var d Cell
		if err := d.UnmarshalJSON(b); err != nil || d != c {
			t.Errorf("%s: %+v, %v", b, d, err)
		}
	}
	for _, bad := range []string{`"x"`, `"K"`, `"K1"`, `"K1."`, `"K.1"`, `"K01.1"`, `"K1.1+"`, `"K1.1+9"`, `"+0"`, `"$$"`, `"$+1"`, `"."`, `1`, `"K-1.1"`} {
		var d Cell
		if err := d.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("%s decoded to %+v", bad, d)
		}
	}
}
