package klondike

import (
	"bytes"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"
)

// midGame plays some random legal moves on a deal, for fuzz seeds.
func midGame(t testing.TB, query string, seed uint64, moves int) *state {
	s := newTest(t, query, seed)
	rng := rand.New(rand.NewPCG(seed, 9))
	for range moves {
		a := randomAction(s.View(0, t0), rng)
		if a == nil || s.Apply(0, a, t0.Add(time.Second)) != nil || s.won() {
			break
		}
	}
	return s
}

func FuzzDecode(f *testing.F) {
	for i, q := range []string{"", "draw=3", "winnable=1"} {
		s := midGame(f, q, uint64(i), 30*i)
		if err := s.Apply(0, act(f, "do=hint"), t0.Add(time.Minute)); err == nil {
			f.Add(mustEncode(f, s))
		}
		f.Add(mustEncode(f, newTest(f, q, 5)))
	}
	f.Add([]byte(`{"v":1}`))
	f.Add([]byte(`null`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := decodeState(data)
		if err != nil {
			return
		}
		first := mustEncode(t, s)
		again, err := decodeState(first)
		if err != nil {
			t.Fatalf("re-encoded state does not decode: %v", err)
		}
		if !bytes.Equal(first, mustEncode(t, again)) {
			t.Fatal("encode/decode/encode is not stable")
		}
		_ = s.View(0, t0) // must not panic on anything Decode accepts
	})
}

func FuzzApply(f *testing.F) {
	for _, q := range []string{
		"do=draw", "do=undo", "do=hint", "do=complete", "do=move&from=w&to=t1",
		"do=move&from=t7&to=f", "do=move&from=t3&to=t1&count=2", "do=auto&from=t4",
		"do=move&from=f1&to=t2", "do=move&from=t9&to=t1", "do=move&from=t1&to=t2&count=-1",
		"do=move&from=1&to=7", "do=auto&from=0", "do=move&from=t1&to=t2&count=99", "do=jump", "",
	} {
		f.Add(q, uint64(1))
	}
	f.Fuzz(func(t *testing.T, query string, seed uint64) {
		a, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		s := midGame(t, "", seed%50, int(seed%40))
		before := mustEncode(t, s)
		if err := s.Apply(0, a, t0.Add(time.Hour)); err != nil {
			if !bytes.Equal(before, mustEncode(t, s)) {
				t.Fatalf("refused %q changed the state", query)
			}
			return
		}
		if _, err := decodeState(mustEncode(t, s)); err != nil {
			t.Fatalf("after %q the state does not decode: %v", query, err)
		}
	})
}

// TestDecodeRejectsTampering changes stored states in ways no play can
// reach and expects Decode to refuse each.
func TestDecodeRejectsTampering(t *testing.T) {
	s := midGame(t, "", 4, 40)
	good := string(mustEncode(t, s))
	if _, err := decodeState([]byte(good)); err != nil {
		t.Fatal(err)
	}
	// (Swapping hidden cards is not among them: that is only another
	// deal, as legal as the first. The store is trusted for that.)
	extra := s.clone()
	extra.found[3]++
	twice := s.clone()
	twice.stock[0] = twice.cols[0].up[0]
	moved := s.clone()
	moved.waste = append(moved.waste, moved.stock[len(moved.stock)-1])
	moved.stock = moved.stock[:len(moved.stock)-1]
	lost := s.clone()
	lost.history = lost.history[:len(lost.history)-1]
	clock := s.clone()
	clock.endMs = clock.startMs + 5
	for name, bad := range map[string]*state{
		"a card too many": extra, "a card twice": twice, "a draw not in the history": moved,
		"history cut": lost, "clock stopped without a win": clock,
	} {
		if _, err := decodeState(mustEncode(t, bad)); err == nil {
			t.Errorf("%s: decoded", name)
		}
	}
	for _, text := range []string{"", "{}", `{"v":2}`, good + "x", good[:len(good)-5], `{"v":1,"d":2}`} {
		if _, err := decodeState([]byte(text)); err == nil {
			t.Errorf("%q decoded", text)
		}
	}
}
