package klondike

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// randomAction picks a legal action from the view, as a form would post
// it: a draw or one of the legal moves, uniformly.
func randomAction(v View, rng *rand.Rand) kit.Action {
	n := len(v.Legal)
	if v.CanDraw {
		n++
	}
	if n == 0 {
		return nil
	}
	k := rng.IntN(n)
	if k == len(v.Legal) {
		return kit.Action{"do": {ActDraw}}
	}
	m := v.Legal[k]
	return kit.Action{"do": {ActMove}, "from": {m.From}, "to": {m.To}, "count": {strconv.Itoa(m.Count)}}
}

// bookkeeping clears what undo deliberately keeps (the clock keeps
// running, undo presses are counted, and the deal stays counted on its
// win-rate board), leaving the position.
func bookkeeping(s *state) *state {
	c := s.clone()
	c.startMs, c.endMs, c.undos, c.hint, c.plan, c.planBase, c.counted = 0, 0, 0, nil, nil, 0, false
	c.casual, c.pace = kit.Casual{}, nil
	return c
}

// TestUndoRestoresExactly plays random legal moves and then undoes
// them one by one: after each undo the state must be, byte for byte,
// what it was before that move, down to the deal.
func TestUndoRestoresExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for game := range 40 {
		q := ""
		if game%2 == 1 {
			q = "draw=3"
		}
		s := newTest(t, q, uint64(game))
		var before [][]byte
		now := t0
		for range 150 {
			a := randomAction(s.View(0, now), rng)
			if a == nil {
				break
			}
			before = append(before, kittest.Encode(t, bookkeeping(s)))
			now = now.Add(time.Second)
			if err := s.Apply(0, a, now); err != nil {
				t.Fatalf("game %d: legal action %v refused: %v", game, a, err)
			}
			if s.won() {
				before = before[:len(before)-1]
				break
			}
			if _, err := decodeState(kittest.Encode(t, s)); err != nil {
				t.Fatalf("game %d: state after %v does not decode: %v", game, a, err)
			}
		}
		for i := len(before) - 1; i >= 0; i-- {
			mustApply(t, s, "do=undo&casual=yes")
			if got := kittest.Encode(t, bookkeeping(s)); !bytes.Equal(got, before[i]) {
				t.Fatalf("game %d: undo %d:\n got %s\nwant %s", game, i, got, before[i])
			}
		}
		if len(s.history) != 0 || !s.samePiles(newTest(t, q, uint64(game))) {
			t.Fatalf("game %d: undoing everything does not give the deal back", game)
		}
	}
}
