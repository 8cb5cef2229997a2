package kittest

import (
	"bytes"
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// RoundTrip encodes st, decodes the bytes with g and encodes the result
// again, failing t unless both encodings are the same bytes. It returns
// the decoded state, for a test that goes on playing it.
func RoundTrip[V any](t testing.TB, g kit.Game[V], st kit.State[V]) kit.State[V] {
	t.Helper()
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := g.Decode(data)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, data)
	}
	again, err := back.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(data, again) {
		t.Fatalf("round trip differs:\n%s\n%s", data, again)
	}
	return back
}

// RefusesEdits sets one field of the stored object good at a time to
// the value edits gives it (a key good lacks is added) and fails t for
// every edited state g still decodes: each value must break a rule the
// decoder checks.
func RefusesEdits[V any](t testing.TB, g kit.Game[V], good []byte, edits map[string]any) {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(good, &m); err != nil {
		t.Fatal(err)
	}
	for key, val := range edits {
		old, had := m[key]
		m[key] = val
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Decode(data); err == nil {
			t.Errorf("accepted %s=%v", key, val)
		}
		if had {
			m[key] = old
		} else {
			delete(m, key)
		}
	}
}

// RefusesCorrupted fails t for every stored text of bad, good with one
// corruption written in by name, that g still decodes, and for one the
// corruption left unchanged.
func RefusesCorrupted[V any](t testing.TB, g kit.Game[V], good string, bad map[string]string) {
	t.Helper()
	for name, data := range bad {
		if data == good {
			t.Errorf("%s: the corruption did not apply", name)
			continue
		}
		if _, err := g.Decode([]byte(data)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// New starts a game of g from the new-game form opts, failing t if the
// form is refused.
func New[V any](t testing.TB, g kit.Game[V], opts url.Values, seed uint64, now time.Time) kit.State[V] {
	t.Helper()
	st, err := g.New(opts, seed, now)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// Refuses applies act for seat at now and fails t unless it is refused
// with a *kit.InputError and the state's encoding is the same bytes as
// before: what kit promises of every refusal.
func Refuses[V any](t testing.TB, st kit.State[V], seat int, act kit.Action, now time.Time) {
	t.Helper()
	before, _ := st.Encode()
	if err := st.Apply(seat, act, now); !kit.IsInvalid(err) {
		t.Fatalf("seat %d %v: got %v, want an InputError", seat, act, err)
	}
	if after, _ := st.Encode(); !bytes.Equal(before, after) {
		t.Fatalf("seat %d %v changed the state:\n%s\n%s", seat, act, before, after)
	}
}

// Accepts applies act for seat at now and fails t unless it is accepted
// and check (the engine's own invariants; nil for none) then holds: the
// counterpart of [Refuses] for a test's steps.
func Accepts[V any](t testing.TB, st kit.State[V], seat int, act kit.Action, now time.Time, check func() error) {
	t.Helper()
	if err := st.Apply(seat, act, now); err != nil {
		t.Fatalf("seat %d %v: %v", seat, act, err)
	}
	if check == nil {
		return
	}
	if err := check(); err != nil {
		t.Fatalf("after seat %d %v: %v", seat, act, err)
	}
}

// Act builds an action from name and value pairs, as a form would post
// them: Act("do", "play", "card", "QS") is do=play&card=QS. A name given
// twice carries both values.
func Act(kv ...string) kit.Action {
	a := kit.Action{}
	for i := 0; i+1 < len(kv); i += 2 {
		a.Add(kv[i], kv[i+1])
	}
	return a
}

// Encode is st.Encode for a test: an error fails t.
func Encode(t testing.TB, st interface{ Encode() ([]byte, error) }) []byte {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Form parses a query string into a form or an action for a test:
// Form("do=move&path=c3,d4"). A malformed query gives what parses.
func Form(query string) url.Values {
	v, _ := url.ParseQuery(query)
	return v
}
