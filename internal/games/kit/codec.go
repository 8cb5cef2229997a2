package kit

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
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
