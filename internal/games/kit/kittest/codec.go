package kittest

import (
	"bytes"
	"encoding/json"
	"testing"

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
