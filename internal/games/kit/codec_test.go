package kit

import (
	"encoding/json"
	"errors"
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

type codecState struct {
	A   int    `json:"a"`
	B   string `json:"b,omitempty"`
	rng *rand.PCG
}

var testCodec = Codec[codecState]{
	Name:    "test",
	Version: 2,
	RNG:     func(s *codecState) **rand.PCG { return &s.rng },
	Check: func(s *codecState) error {
		if s.A < 0 {
			return errors.New("negative")
		}
		return nil
	},
}

func TestCodec(t *testing.T) {
	s := &codecState{A: 7, B: "x", rng: NewRNG(5)}
	s.rng.Uint64()
	b, err := testCodec.Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	// The same bytes as a struct embedding Sealed beside the state.
	head, _ := Seal(2, s.rng)
	want, _ := json.Marshal(struct {
		Sealed
		*codecState
	}{head, s})
	if string(b) != string(want) {
		t.Fatalf("stored form\n got %s\nwant %s", b, want)
	}
	got, err := testCodec.Decode(b)
	if err != nil || got.A != 7 || got.B != "x" || got.rng.Uint64() != s.rng.Uint64() {
		t.Fatalf("round trip: %v %+v", err, got)
	}
	empty, _ := testCodec.Encode(&codecState{rng: NewRNG(1)})
	if _, err := testCodec.Decode(empty); err != nil {
		t.Errorf("a state of zero values: %v", err)
	}
	r := string(b[strings.Index(string(b), `"r":`):strings.Index(string(b), `,"a"`)])
	for _, bad := range []string{
		``, `{}`, `[]`, `{"a":1}`,
		`{"v":3,` + r + `,"a":1}`,       // another version
		`{"v":2,` + r + `,"a":-1}`,      // the check refuses it
		`{"v":2,` + r + `,"a":1,"z":1}`, // unknown field
		`{"v":2,` + r + `,"a":1} {}`,    // trailing data
		`{"v":2,"r":"AAAA","a":1}`,      // a damaged RNG
	} {
		if _, err := testCodec.Decode([]byte(bad)); err == nil || !strings.HasPrefix(err.Error(), "test: decode: ") {
			t.Errorf("Decode(%s) = %v, want a refusal", bad, err)
		}
	}
}
