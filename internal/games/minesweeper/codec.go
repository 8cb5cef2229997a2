package minesweeper

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// codecVersion is written into every encoded state so that a later
// format can still read this one.
const codecVersion = 1

// encoded is the stored form of a state: JSON with short keys, the cells
// as base64 bytes (one per cell, the bits of board.go) and the RNG as
// PCG's own binary form.
type encoded struct {
	V      int    `json:"v"`
	Preset string `json:"p"`
	W      int    `json:"w"`
	H      int    `json:"h"`
	Mines  int    `json:"m"`
	Cells  []byte `json:"c"`
	RNG    []byte `json:"r"`
	Status Status `json:"s"`
	Start  int64  `json:"t0"`
	End    int64  `json:"t1"`
	Clicks int    `json:"k"`
	// Casual and Pace: see state.
	Casual kit.Casual `json:"cas,omitzero"`
	Pace   kit.Pace   `json:"pace,omitempty"`
	// NoGuess: see config.
	NoGuess bool `json:"ng,omitempty"`
	// Counted: see state (absent in games stored before it).
	Counted bool `json:"cnt,omitempty"`
}

// Version is the codec version the stored form was written in.
func (e *encoded) Version() int { return e.V }

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) {
	rng, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("minesweeper: encode rng: %w", err)
	}
	return json.Marshal(encoded{
		V:       codecVersion,
		Preset:  s.cfg.preset,
		W:       s.cfg.width,
		H:       s.cfg.height,
		Mines:   s.cfg.mines,
		Cells:   s.board.cells,
		RNG:     rng,
		Status:  s.status,
		Start:   s.startMs,
		End:     s.endMs,
		Clicks:  s.clicks,
		Casual:  s.casual,
		Pace:    s.pace,
		NoGuess: s.cfg.noGuess,
		Counted: s.counted,
	})
}

// decodeState reads what Encode wrote and checks that it is a state the
// rules can reach, so a damaged row fails loudly instead of misplaying.
func decodeState(data []byte) (*state, error) {
	e, err := kit.DecodeVersion[encoded]("minesweeper", data, codecVersion)
	if err != nil {
		return nil, err
	}
	cfg := config{preset: e.Preset, width: e.W, height: e.H, mines: e.Mines, noGuess: e.NoGuess}
	if !validConfig(cfg) {
		return nil, errors.New("minesweeper: decode: bad field size")
	}
	rng := new(rand.PCG)
	if err := rng.UnmarshalBinary(e.RNG); err != nil {
		return nil, fmt.Errorf("minesweeper: decode rng: %w", err)
	}
	s := &state{
		cfg:     cfg,
		board:   board{w: e.W, h: e.H, cells: e.Cells},
		rng:     rng,
		status:  e.Status,
		startMs: e.Start,
		endMs:   e.End,
		clicks:  e.Clicks,
		casual:  e.Casual,
		pace:    e.Pace,
		counted: e.Counted,
	}
	if err := s.rebuild(); err != nil {
		return nil, fmt.Errorf("minesweeper: decode: %w", err)
	}
	return s, nil
}

// rebuild recounts the derived fields and checks every invariant the
// rules keep.
func (s *state) rebuild() error {
	b := &s.board
	if len(b.cells) != b.w*b.h {
		return errors.New("cell count does not match the size")
	}
	if s.clicks < 0 || len(s.pace) > kit.PaceActions {
		return errors.New("negative clicks")
	}
	mines, opened, flags, exploded := 0, 0, 0, 0
	for _, c := range b.cells {
		if c&^cellBits != 0 {
			return errors.New("unknown cell bits")
		}
		if c&bitOpen != 0 && c&bitFlag != 0 {
			return errors.New("a cell is both open and flagged")
		}
		if (c&bitExploded != 0) != (c&bitMine != 0 && c&bitOpen != 0) {
			return errors.New("an open mine must be exploded and only it")
		}
		if c&bitMine != 0 {
			mines++
		}
		if c&bitOpen != 0 && c&bitMine == 0 {
			opened++
		}
		if c&bitFlag != 0 {
			flags++
		}
		if c&bitExploded != 0 {
			exploded++
		}
	}
	s.opened, s.flags = opened, flags
	allSafe := opened == len(b.cells)-s.cfg.mines
	switch s.status {
	case Ready:
		if mines != 0 || opened != 0 || s.startMs != 0 || s.endMs != 0 || s.counted {
			return errors.New("a ready game has no mines, openings or clock")
		}
		return nil
	case Playing:
		if exploded != 0 || allSafe || s.endMs != 0 {
			return errors.New("a game in play has ended")
		}
	case Won:
		if exploded != 0 || !allSafe || flags != mines {
			return errors.New("a won game must have every safe cell open and every mine flagged")
		}
	case Lost:
		if exploded == 0 {
			return errors.New("a lost game has no exploded mine")
		}
	default:
		return fmt.Errorf("unknown status %q", s.status)
	}
	if mines != s.cfg.mines {
		return errors.New("mine count does not match the field")
	}
	if s.status.Over() && s.endMs < s.startMs {
		return errors.New("the clock stops before it starts")
	}
	return nil
}
