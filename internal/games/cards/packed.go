package cards

import (
	"encoding/base64"
	"errors"
)

// Packed is a list of cards stored one byte per card: base64 text in
// JSON instead of a string per card. It suits long piles such as a shoe
// or a stock; it may hold NoCard for an empty place.
type Packed []Card

// MarshalText writes the cards' bytes as standard base64.
func (p Packed) MarshalText() ([]byte, error) {
	raw := make([]byte, len(p))
	for i, c := range p {
		if c != NoCard && !c.Valid() {
			return nil, ErrBadCard
		}
		raw[i] = c.Byte()
	}
	out := make([]byte, base64.StdEncoding.EncodedLen(len(raw)))
	base64.StdEncoding.Encode(out, raw)
	return out, nil
}

// UnmarshalText reads what MarshalText wrote, rejecting bytes that are
// not cards.
func (p *Packed) UnmarshalText(text []byte) error {
	raw := make([]byte, base64.StdEncoding.DecodedLen(len(text)))
	n, err := base64.StdEncoding.Decode(raw, text)
	if err != nil {
		return errors.New("cards: packed: " + err.Error())
	}
	out := make(Packed, n)
	for i, b := range raw[:n] {
		c := Card(b)
		if c != NoCard && !c.Valid() {
			return ErrBadCard
		}
		out[i] = c
	}
	*p = out
	return nil
}
