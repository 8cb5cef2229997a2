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
