package checkers

import (
	"gamehall/internal/games/kit"
)

// NoCaptureDrawPlies is the seed's draw rule: 60 half-moves in a row
// without a capture end the game in a draw.
const NoCaptureDrawPlies = 60

// End says how a game ended.
type End string

// The ways a game ends.
const (
	NotOver    End = ""
	NoMoves    End = "no-moves"   // the side to move has no legal move and loses
	Resigned   End = "resigned"   // the person resigned
	NoCapture  End = "no-capture" // NoCaptureDrawPlies without a capture
	Repetition End = "repetition" // the same position a third time
	Agreed     End = "agreed"     // the bot accepted the person's draw offer
)

// played is one move of the game: the move and the path the player gave.
type played struct {
	choice Choice
	path   []Square
}

// state is one game. positions[i] is the position before moves[i], and
// the last entry is the current position; clock counts the plies since
// the last capture.
type state struct {
	human     Colour
	level     kit.Level
	start     Position
	moves     []played
	positions []Position
	clock     int
	end       End
	// offerPly is the ply count when the person last offered a draw,
	// or -1; pending says the bot has not answered it yet.
	offerPly int
	pending  bool
	legal    []Choice   // of the current position, cached
	casual   kit.Casual // why the game does not count; zero while ranked
}

var _ kit.State[View] = (*state)(nil)

func newState(human Colour, level kit.Level, start Position) *state {
	s := &state{human: human, level: level, start: start, offerPly: -1}
	s.positions = []Position{start}
	s.legal = start.Choices()
	s.settle()
	return s
}

// current is the position on the board.
func (s *state) current() *Position { return &s.positions[len(s.positions)-1] }

// bot is the bot's colour.
func (s *state) bot() Colour { return s.human.Other() }

// play makes a legal move and updates the clock, the position history and
// the end of the game.
func (s *state) play(c Choice, path []Square) {
	next := *s.current()
	next.Apply(&c.Move)
	s.moves = append(s.moves, played{choice: c, path: path})
	s.positions = append(s.positions, next)
	if c.Move.IsCapture() {
		s.clock = 0
	} else {
		s.clock++
	}
	s.legal = next.Choices()
	s.settle()
}

// settle ends the game if the position calls for it: a side without
// moves loses first; then the no-capture and repetition draws.
func (s *state) settle() {
	switch {
	case len(s.legal) == 0:
		s.end = NoMoves
	case s.clock >= NoCaptureDrawPlies:
		s.end = NoCapture
	case s.repetitions() >= 3:
		s.end = Repetition
	}
}

// repetitions counts how often the current position (side to move
// included) has stood on the board. Captures cannot be undone, so only
// positions since the last capture can repeat it.
func (s *state) repetitions() int {
	cur := s.current()
	n := 0
	for i := len(s.positions) - 1; i >= 0 && i >= len(s.positions)-1-s.clock; i-- {
		if s.positions[i] == *cur {
			n++
		}
	}
	return n
}

// Winner reports the winning colour of an ended game, if any.
func (s *state) winner() (Colour, bool) {
	switch s.end {
	case NoMoves:
		return s.current().Side.Other(), true
	case Resigned:
		return s.bot(), true
	}
	return 0, false
}

// outcome is how the game stands for the person.
func (s *state) outcome() kit.Outcome {
	if s.end == NotOver {
		return kit.Unfinished
	}
	w, ok := s.winner()
	switch {
	case !ok:
		return kit.Draw
	case w == s.human:
		return kit.Win
	}
	return kit.Loss
}

// Over reports whether the game has ended.
func (s *state) Over() bool { return s.end != NotOver }

// NextBot reports the bot's seat when it must answer a draw offer or
// make a move.
func (s *state) NextBot() (int, bool) {
	if s.Over() {
		return 0, false
	}
	if s.pending || s.current().Side == s.bot() {
		return BotSeat, true
	}
	return 0, false
}

// humanMoves counts the moves the person has made.
func (s *state) humanMoves() int {
	n := 0
	for i := range s.moves {
		if s.positions[i].Side == s.human {
			n++
		}
	}
	return n
}

// Casual is why the game does not count (zero while it does).
func (s *state) Casual() kit.Casual { return s.casual }

// Results is one entry on the board of the bot's level once the game has
// ended: win, draw or loss.
func (s *state) Results() []kit.Result {
	o := s.outcome()
	if o == kit.Unfinished {
		return nil
	}
	return []kit.Result{{
		Board:   string(s.level),
		Outcome: o,
		Moves:   s.humanMoves(),
		Ranked:  s.casual.Ranked() && s.humanMoves() > 0, // counts from the first move
		Detail:  kit.Detail{"kind": "checkers", "colour": s.human.String(), "end": string(s.end)},
	}}
}
