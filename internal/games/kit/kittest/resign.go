package kittest

import (
	"bytes"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
)

// Resign checks [kit.ActResign] in a game with an opponent, from a game
// made with form: a bot seat may not resign (nothing changes); the
// person's resignation before any move of theirs ends the game with no
// result (a game counts from the first move); after moved has made the
// person's first move, it ends the game as their loss on every board it
// reports, with "end":"resigned" in the detail; and a resigned game
// round-trips through Encode and Decode, names no bot to move and
// refuses every further action.
func Resign[V any](t *testing.T, g kit.Game[V], form url.Values, moved func(kit.State[V])) {
	t.Helper()
	resign := kit.Action{"do": {kit.ActResign}}
	if !g.Info().Opponent {
		t.Fatalf("%s: resigning in a game that does not declare an opponent", g.Info().Slug)
	}
	st, err := g.New(form, 1, Start)
	if err != nil {
		t.Fatal(err)
	}
	before := mustEncode(t, st)
	if err := st.Apply(1, resign, Start); !kit.IsInvalid(err) {
		t.Errorf("a bot seat resigned: %v", err)
	}
	if !bytes.Equal(before, mustEncode(t, st)) {
		t.Error("a refused resignation changed the game")
	}
	if err := st.Apply(kit.HumanSeat, resign, Start); err != nil {
		t.Fatalf("resign before the first move: %v", err)
	}
	if !st.Over() {
		t.Fatal("resigned before the first move: the game goes on")
	}
	if rs := st.Results(); len(rs) != 0 && rs[0].Ranked {
		t.Errorf("resigned before the first move: counted %+v", rs)
	}

	st, err = g.New(form, 1, Start)
	if err != nil {
		t.Fatal(err)
	}
	moved(st)
	if st.Over() {
		t.Fatal("the game ended with the first move")
	}
	if err := st.Apply(kit.HumanSeat, resign, Start); err != nil {
		t.Fatalf("resign: %v", err)
	}
	if !st.Over() {
		t.Fatal("resigned: the game goes on")
	}
	rs := st.Results()
	if len(rs) == 0 {
		t.Fatal("resigned after a move: no result")
	}
	for _, r := range rs {
		if r.Outcome != kit.Loss || r.Detail.Str("end") != "resigned" {
			t.Errorf("resigned: result %+v, want a loss that says so", r)
		}
	}
	if seat, ok := st.NextBot(); ok {
		t.Errorf("resigned: bot %d still to move", seat)
	}
	data := mustEncode(t, st)
	back, err := g.Decode(data)
	if err != nil {
		t.Fatalf("a resigned game does not decode: %v", err)
	}
	if !back.Over() || !bytes.Equal(data, mustEncode(t, back)) {
		t.Error("a resigned game does not round-trip")
	}
	for _, act := range []kit.Action{resign, {"do": {"play"}}, {"do": {"next"}}} {
		if err := back.Apply(kit.HumanSeat, act, Start); !kit.IsInvalid(err) {
			t.Errorf("%v after resigning: %v", act, err)
		}
	}
	if !bytes.Equal(data, mustEncode(t, back)) {
		t.Error("an action refused after resigning changed the game")
	}
}

func mustEncode(t *testing.T, st interface{ Encode() ([]byte, error) }) []byte {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
