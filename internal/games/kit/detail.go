package kit

import "encoding/json"

// Detail is a result's particulars as data, never as a sentence, so that
// each page can print it in its viewer's language. It is a flat JSON
// object: "kind" names the game whose printer reads it (usually the
// slug), the other keys are numbers or short codes of that game, e.g.
//
//	{"kind":"minesweeper","3bv":42,"solved":42,"ms":21300}
//
// Results recorded before details were data keep their old English line
// as {"text":"…"}. The hall stores it as jsonb; numbers come back as
// float64 (JSON), which Int reads.
type Detail map[string]any

// Kind is the printer's name, or "" (an old {"text": …} detail).
func (d Detail) Kind() string { return d.Str("kind") }

// Int reads a number (0 when absent or not a number).
func (d Detail) Int(key string) int64 {
	switch v := d[key].(type) {
	case int:
		return int64(v)
	case int64:
		return v
	case float64:
		return int64(v)
	case json.Number:
		n, _ := v.Int64()
		return n
	}
	return 0
}

// Str reads a short code ("" when absent or not a string).
func (d Detail) Str(key string) string {
	s, _ := d[key].(string)
	return s
}

// Bool reads a flag (false when absent).
func (d Detail) Bool(key string) bool {
	b, _ := d[key].(bool)
	return b
}
