package handlers

import (
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// storedState decodes a game's stored state with its engine g.
func storedState[V any](t *testing.T, h *hall, g kit.Game[V], game string) kit.State[V] {
	t.Helper()
	st, err := g.Decode(h.row(game).State)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// storedView is the person's view of a game's stored state.
func storedView[V any](t *testing.T, h *hall, g kit.Game[V], game string) V {
	t.Helper()
	return storedState(t, h, g, game).View(kit.HumanSeat, time.Now())
}

// seatViews is the view of each of the first n seats of a state.
func seatViews[V any](st kit.State[V], n int) []V {
	out := make([]V, n)
	for seat := range n {
		out[seat] = st.View(seat, time.Now())
	}
	return out
}
