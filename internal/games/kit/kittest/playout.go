package kittest

import (
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// PlayOut plays st to its end, as a bot match does: act chooses the
// action of the seat to move (a bot seat, else the person) from that
// seat's view, and every action must be accepted. Every trip actions
// (0: never), from the first, the state goes through g's Encode and
// Decode (see [RoundTrip]), so the decoder's checks of the engine's
// invariants run during play. PlayOut fails t when the game is not over
// after max actions, and returns the final state.
func PlayOut[V any](t testing.TB, g kit.Game[V], st kit.State[V], now time.Time, max, trip int, act func(seat int, v V) (kit.Action, error)) kit.State[V] {
	t.Helper()
	for steps := 0; !st.Over(); steps++ {
		if steps > max {
			t.Fatalf("the game is not over after %d actions", max)
		}
		seat := kit.ToMove(st)
		a, err := act(seat, st.View(seat, now))
		if err != nil {
			t.Fatalf("seat %d: %v", seat, err)
		}
		Accepts(t, st, seat, a, now, nil)
		if trip > 0 && steps%trip == 0 {
			st = RoundTrip(t, g, st)
		}
	}
	return st
}
