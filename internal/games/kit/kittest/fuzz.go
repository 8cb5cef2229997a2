package kittest

import (
	"math/rand/v2"
	"net/url"
	"slices"
	"testing"

	"gamehall/internal/games/kit"
)

// junk are values the suite puts in place of an action's own.
var junk = []string{"", " ", "-1", "0", "1", "99999999999999999999", "1e3", "NaN", "x", "zz",
	"<script>alert(1)</script>", "\x00", "é", ",", "3,", "0,0", "a1", "null", "QS", "XR", "10H"}

// damage returns a copy of act spoilt in one random way: an unknown
// action, a field left out, a value replaced or doubled, or nothing.
func damage(act kit.Action, r *rand.Rand, extra []string) kit.Action {
	out := url.Values{}
	for k, v := range act {
		out[k] = slices.Clone(v)
	}
	keys := make([]string, 0, len(out))
	for k := range out {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	pick := func() string {
		if len(extra) > 0 && r.IntN(3) == 0 {
			return extra[r.IntN(len(extra))]
		}
		return junk[r.IntN(len(junk))]
	}
	if len(keys) == 0 {
		return url.Values{"do": {pick()}}
	}
	k := keys[r.IntN(len(keys))]
	switch r.IntN(5) {
	case 0:
		out.Set("do", "no-such-"+pick())
	case 1:
		delete(out, k)
	case 2:
		out.Set(k, pick())
	case 3:
		out.Add(k, pick())
	default:
		return url.Values{}
	}
	return out
}

// damagedBytes feeds Decode spoilt forms of real states: each must be
// refused or, if it decodes, be a state that keeps the contract.
func damagedBytes[V any](t *testing.T, s Suite[V]) {
	for fi, form := range s.Forms {
		st, err := s.Game.New(form, 1, Start)
		if err != nil {
			t.Fatalf("New(%v): %v", form, err)
		}
		p := s.player(t, st, rand.New(rand.NewPCG(1, uint64(fi))), Start)
		p.play(20)
		good := p.encode()
		r := rand.New(rand.NewPCG(uint64(fi), 77))
		tries := [][]byte{nil, []byte("null"), []byte("{}"), []byte("[]"), []byte(`""`), []byte(`{"v":1}`), []byte(`{"v":99}`),
			append(slices.Clone(good), 'x'), append(slices.Clone(good), good...)}
		for range 40 {
			tries = append(tries, good[:r.IntN(len(good))])
			b := slices.Clone(good)
			const spoil = "0123456789{}[]\",:-aZ"
			b[r.IntN(len(b))] = spoil[r.IntN(len(spoil))]
			tries = append(tries, b)
		}
		for _, b := range tries {
			decodeAndCheck(t, &s, b)
		}
	}
}

// decodeAndCheck decodes bytes and, if they are a state, checks it.
func decodeAndCheck[V any](t testing.TB, s *Suite[V], b []byte) kit.State[V] {
	t.Helper()
	st, err := s.Game.Decode(b)
	if err != nil {
		return nil
	}
	checkState(t, s, st, Start, "a decoded state "+truncate(b))
	if s.Check != nil {
		if err := s.Check(st); err != nil {
			t.Fatalf("decoded a state that fails the game's own check (%v): %s", err, truncate(b))
		}
	}
	return st
}

func truncate(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}

// Fuzz is a game's fuzz target: its inputs are a form's number, a seed,
// a number of actions to play, an action (a query string) and a stored
// state. With a state that decodes, the suite checks it and applies the
// action to it; otherwise it plays the form from the seed and then
// applies the action for the seat that is due and for a seat picked by
// the seed (any, even one out of range). Either way every refusal must
// change nothing. queries and states are
// extra seeds of the corpus (older targets' seeds, for one).
func Fuzz[V any](f *testing.F, s Suite[V], queries []string, states [][]byte) {
	s.defaults()
	for fi := range s.Forms {
		f.Add(uint8(fi), uint64(1), uint16(0), "", []byte(nil))
		f.Add(uint8(fi), uint64(2), uint16(40), "do=zz", []byte(nil))
		st, err := s.Game.New(s.Forms[fi], 3, Start)
		if err == nil {
			p := s.player(f, st, rand.New(rand.NewPCG(3, uint64(fi))), Start)
			p.play(30)
			f.Add(uint8(fi), uint64(3), uint16(0), "", p.encode())
		}
	}
	for i, q := range queries {
		f.Add(uint8(i%len(s.Forms)), uint64(i), uint16(i*7%60), q, []byte(nil))
	}
	for _, b := range states {
		f.Add(uint8(0), uint64(0), uint16(0), "", b)
	}
	f.Fuzz(func(t *testing.T, form uint8, seed uint64, steps uint16, query string, state []byte) {
		act, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		var p *player[V]
		r := rand.New(rand.NewPCG(seed, 5))
		if len(state) > 0 {
			st := decodeAndCheck(t, &s, state)
			if st == nil {
				return
			}
			p = &player[V]{t: t, s: &s, st: st, r: r, now: Start}
		} else {
			fi := int(form) % len(s.Forms)
			st, err := s.Game.New(s.Forms[fi], seed, Start)
			if err != nil {
				t.Fatalf("New(%v): %v", s.Forms[fi], err)
			}
			p = &player[V]{t: t, s: &s, st: st, r: r, now: Start, warm: true}
			p.play(int(steps % 300))
			p.warm = false
			p.invariants("after the warm-up")
		}
		if p.st.Over() {
			p.over()
			return
		}
		seat := kit.ToMove(p.st)
		if p.apply(seat, act, "the fuzzed action") || p.st.Over() {
			return
		}
		p.apply(int(seed%uint64(s.Seats+2))-1, act, "the fuzzed action")
	})
}
