package kit

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestDecodeStrict(t *testing.T) {
	type s struct{ A int }
	var v s
	if err := DecodeStrict([]byte(`{"A":1}`), &v); err != nil || v.A != 1 {
		t.Fatalf("good input: %v %+v", err, v)
	}
	for _, bad := range []string{``, `{"A":1,"B":2}`, `{"A":1}{}`, `{"A":1} x`, `{"A":"x"}`, `[1]`, `{"A":1}}`} {
		if err := DecodeStrict([]byte(bad), &v); err == nil {
			t.Errorf("DecodeStrict(%q) accepted it", bad)
		}
	}
}

func TestSealedRoundTrip(t *testing.T) {
	rng := rand.NewPCG(3, 4)
	rng.Uint64()
	head, err := Seal(2, rng)
	if err != nil {
		t.Fatal(err)
	}
	type state struct {
		A int `json:"a"`
	}
	type encoded struct {
		Sealed
		*state
	}
	b, err := json.Marshal(encoded{head, &state{A: 7}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(b), `{"v":2,"r":"`) || !strings.HasSuffix(string(b), `","a":7}`) {
		t.Fatalf("stored form %s: want one flat object, head first", b)
	}
	e := encoded{state: new(state)}
	if err := DecodeStrict(b, &e); err != nil {
		t.Fatal(err)
	}
	got, err := e.Open(2)
	if err != nil {
		t.Fatal(err)
	}
	if got.Uint64() != rng.Uint64() || e.A != 7 {
		t.Error("the RNG or the state did not come back as written")
	}
	if _, err := e.Open(3); err == nil {
		t.Error("another version was accepted")
	}
	if _, err := (Sealed{V: 2, RNG: []byte("junk")}).Open(2); err == nil {
		t.Error("a damaged RNG was accepted")
	}
}
