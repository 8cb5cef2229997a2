package kit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
)

// ErrTrailingData means bytes follow the encoded state.
var ErrTrailingData = errors.New("trailing data after the state")

// DecodeStrict reads one JSON value into v, refusing unknown fields and
// anything after the value: a stored state is either exactly what Encode
// wrote or it is rejected, never half-read.
func DecodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return ErrTrailingData
	}
	return nil
}

// Versioned is a stored form that carries its codec version.
type Versioned[T any] interface {
	*T
	Version() int
}

// DecodeVersion reads a stored form T strictly (see [DecodeStrict]) and
// refuses it unless it is of the codec version want; errors name the
// game ("klondike: decode: …"). A game's own checks of the fields
// follow.
func DecodeVersion[T any, PT Versioned[T]](game string, data []byte, want int) (*T, error) {
	t := new(T)
	if err := DecodeStrict(data, t); err != nil {
		return nil, fmt.Errorf("%s: decode: %w", game, err)
	}
	if v := PT(t).Version(); v != want {
		return nil, fmt.Errorf("%s: decode: unknown version %d", game, v)
	}
	return t, nil
}

// Sealed heads a stored state whose game keeps a PCG: the codec version
// and the RNG in PCG's binary form. A game embeds it beside a pointer to
// its state in the struct it marshals,
//
//	type encoded struct {
//		kit.Sealed
//		*state
//	}
//
// so the stored JSON is one flat object: {"v":1,"r":"…", …the state's fields}.
type Sealed struct {
	V   int    `json:"v"`
	RNG []byte `json:"r"`
}

// Seal is the head for a state of codec version written with rng.
func Seal(version int, rng *rand.PCG) (Sealed, error) {
	b, err := rng.MarshalBinary()
	if err != nil {
		return Sealed{}, fmt.Errorf("rng: %w", err)
	}
	return Sealed{V: version, RNG: b}, nil
}

// Open checks that a decoded head is of the codec version and returns
// its RNG.
func (s Sealed) Open(version int) (*rand.PCG, error) {
	if s.V != version {
		return nil, fmt.Errorf("unknown version %d", s.V)
	}
	rng := new(rand.PCG)
	if err := rng.UnmarshalBinary(s.RNG); err != nil {
		return nil, fmt.Errorf("rng: %w", err)
	}
	return rng, nil
}

// Codec stores a game state S that keeps a PCG: the stored form is the
// one flat JSON object {"v":version,"r":rng, …the state's fields}, and
// Decode refuses anything Encode could not have written (another
// version, unknown or trailing fields, a state its Check rejects).
type Codec[S any] struct {
	// Name prefixes errors ("durak: decode: …").
	Name    string
	Version int
	// RNG points at the state's PCG, read by Encode and set by Decode.
	RNG func(*S) **rand.PCG
	// Check verifies a decoded state's invariants.
	Check func(*S) error
}

// Encode writes s with its head.
func (c Codec[S]) Encode(s *S) ([]byte, error) {
	head, err := Seal(c.Version, *c.RNG(s))
	if err != nil {
		return nil, fmt.Errorf("%s: encode: %w", c.Name, err)
	}
	h, err := json.Marshal(head)
	if err != nil {
		return nil, fmt.Errorf("%s: encode: %w", c.Name, err)
	}
	body, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("%s: encode: %w", c.Name, err)
	}
	if len(body) <= 2 { // "{}": the head alone
		return h, nil
	}
	// The head's closing brace gives way to the state's fields.
	return append(append(h[:len(h)-1], ','), body[1:]...), nil
}

// Decode reads what Encode wrote and checks it.
func (c Codec[S]) Decode(data []byte) (*S, error) {
	s, err := c.decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: decode: %w", c.Name, err)
	}
	return s, nil
}

func (c Codec[S]) decode(data []byte) (*S, error) {
	head, rest, err := splitHead(data)
	if err != nil {
		return nil, err
	}
	rng, err := head.Open(c.Version)
	if err != nil {
		return nil, err
	}
	s := new(S)
	if err := DecodeStrict(rest, s); err != nil {
		return nil, err
	}
	*c.RNG(s) = rng
	if c.Check != nil {
		if err := c.Check(s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// errNoHead means the stored object lacks "v" or "r".
var errNoHead = errors.New("the state has no version or RNG")

// splitHead takes the "v" and "r" members out of a stored object
// (wherever they stand: a state edited by hand or by a test may have
// its keys in another order) and returns them and the object that
// remains.
func splitHead(data []byte) (Sealed, []byte, error) {
	var head Sealed
	var m map[string]json.RawMessage
	if err := DecodeStrict(data, &m); err != nil {
		return head, nil, err
	}
	v, okV := m["v"]
	r, okR := m["r"]
	if !okV || !okR {
		return head, nil, errNoHead
	}
	if err := json.Unmarshal(v, &head.V); err != nil {
		return head, nil, err
	}
	if err := json.Unmarshal(r, &head.RNG); err != nil {
		return head, nil, err
	}
	delete(m, "v")
	delete(m, "r")
	rest, err := json.Marshal(m)
	return head, rest, err
}
