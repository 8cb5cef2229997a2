package klondike

import (
	"bytes"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// hintAction turns a hint into the action a player would post.
func hintAction(h *Hint) kit.Action {
	if h.Do == ActMove {
		return kit.Action{"do": {ActMove}, "from": {h.From}, "to": {h.To}, "count": {strconv.Itoa(h.Count)}}
	}
	return kit.Action{"do": {h.Do}}
}

// playByHints plays a game to the end doing what the hint says, taking
// auto-complete when it is offered, and round-trips the state through
// Encode and Decode after every action, as the hall does.
func playByHints(t *testing.T, s *state, maxActions int) *state {
	t.Helper()
	now := t0
	for range maxActions {
		if s.won() {
			return s
		}
		now = now.Add(700 * time.Millisecond)
		v := s.View(0, now)
		var a kit.Action
		if v.CanComplete {
			a = kit.Action{"do": {ActComplete}}
		} else {
			if err := s.Apply(0, kit.Action{"do": {ActHint}}, now); err != nil {
				t.Fatal(err)
			}
			h := s.View(0, now).Hint
			if h == nil || h.Do == "" {
				t.Fatalf("no hint in a game not won: %+v", h)
			}
			a = hintAction(h)
		}
		if err := s.Apply(0, a, now); err != nil {
			t.Fatalf("hinted action %v refused: %v", a, err)
		}
		data := kittest.Encode(t, s)
		back, err := decodeState(data)
		if err != nil {
			t.Fatalf("decode after %v: %v", a, err)
		}
		if again := kittest.Encode(t, back); !bytes.Equal(again, data) {
			t.Fatalf("encode/decode/encode differs:\n%s\n%s", data, again)
		}
		s = back
	}
	return s
}

// TestFullGamesByHints wins winnable deals in both draw modes by
// following hints, checks the result and the stopped clock.
func TestFullGamesByHints(t *testing.T) {
	for _, q := range []string{"winnable=1", "winnable=1&draw=3"} {
		for seed := range uint64(3) {
			s := newTest(t, q, seed+20)
			if !s.winnable {
				t.Fatalf("%s seed %d: not proven winnable", q, seed)
			}
			s = playByHints(t, s, 5000)
			if !s.Over() {
				t.Fatalf("%s seed %d: not won after 5000 actions (%d moves)", q, seed, s.moves())
			}
			res := s.Results()
			if len(res) != 3 || res[2].Outcome != kit.Win || res[0].Outcome != kit.Win || res[0].Score <= 0 || res[1].Score != int64(s.moves()) {
				t.Fatalf("%s seed %d: results %+v", q, seed, res)
			}
			t.Logf("%s seed %d: won in %d moves, %d ms", q, seed, s.moves(), res[0].Score)
		}
	}
}
