package checkers

import (
	"encoding/json"
	"errors"
	"fmt"

	"gamehall/internal/games/kit"
)

// record is the saved form of a game: the options, the start position,
// the moves as played and what the moves alone cannot tell. Decode
// replays the moves, so a saved game is always one the rules allow.
type record struct {
	V        int       `json:"v"`
	Human    string    `json:"human"`
	Level    kit.Level `json:"level"`
	Start    string    `json:"start"`
	Moves    []string  `json:"moves"`
	End      End       `json:"end,omitempty"` // only resigned or agreed
	OfferPly int       `json:"offer"`
	Pending  bool      `json:"pending,omitempty"`
	// Casual is why the game does not count (absent while ranked).
	Casual kit.Casual `json:"casual,omitzero"`
}

// Version is the codec version the stored form was written in.
func (r *record) Version() int { return r.V }

const recordVersion = 1

// Encode writes the game as JSON.
func (s *state) Encode() ([]byte, error) {
	r := record{
		V:        recordVersion,
		Human:    s.human.String(),
		Level:    s.level,
		Start:    s.start.FEN(),
		Moves:    make([]string, len(s.moves)),
		OfferPly: s.offerPly,
		Pending:  s.pending,
		Casual:   s.casual,
	}
	for i, m := range s.moves {
		r.Moves[i] = FormatPath(m.path, m.choice.Move.IsCapture())
	}
	if s.end == Resigned || s.end == Agreed {
		r.End = s.end
	}
	return json.Marshal(r)
}

// decodeState reads a record and replays it, refusing anything the
// rules or the options do not allow.
func decodeState(data []byte) (*state, error) {
	r, err := kit.DecodeVersion[record]("checkers", data, recordVersion)
	if err != nil {
		return nil, err
	}
	var human Colour
	switch r.Human {
	case "white":
	case "black":
		human = Black
	default:
		return nil, fmt.Errorf("checkers: decode: colour %q", r.Human)
	}
	if !Levels.Has(r.Level) {
		return nil, fmt.Errorf("checkers: decode: level %q", r.Level)
	}
	start, err := ParseFEN(r.Start)
	if err != nil {
		return nil, err
	}
	s := newState(human, r.Level, start)
	for i, text := range r.Moves {
		if s.Over() {
			return nil, fmt.Errorf("checkers: decode: move %d after the end", i+1)
		}
		path, err := ParsePath(text)
		if err != nil {
			return nil, fmt.Errorf("checkers: decode: move %d: %w", i+1, err)
		}
		c, err := s.current().Match(path)
		if err != nil || len(path) == 2 && len(c.Paths[0]) != 2 {
			return nil, fmt.Errorf("checkers: decode: move %d %q is illegal", i+1, text)
		}
		s.play(c, path)
	}
	switch r.End {
	case NotOver:
	case Resigned, Agreed:
		if s.Over() {
			return nil, errors.New("checkers: decode: ended twice")
		}
		s.end = r.End
	default:
		return nil, fmt.Errorf("checkers: decode: end %q", r.End)
	}
	if r.OfferPly < -1 || r.OfferPly > len(s.moves) ||
		r.Pending && (r.OfferPly != len(s.moves) || s.Over() || s.current().Side != human) {
		return nil, errors.New("checkers: decode: impossible draw offer")
	}
	s.offerPly, s.pending, s.casual = r.OfferPly, r.Pending, r.Casual
	return s, nil
}
