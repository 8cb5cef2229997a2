package chess

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"gamehall/internal/games/kit"
)

// State is one game of chess in the hall. Its stored part is the
// record; the rest is rebuilt by replaying the moves.
type State struct {
	rec   record
	start Position
	pos   Position
	human Color
	// keys[i] is the repetition key after i plies (keys[0] the start).
	keys []uint64
	sans []string
	// captured[c] lists the pieces colour c has taken, in order.
	captured [2][]Piece
	last     Move
	// ending is the reason the game is over, or "".
	ending string
}

var _ kit.State[View] = (*State)(nil)

// newState replays a record and checks that it is a reachable game.
func newState(rec record) (*State, error) {
	s := &State{rec: rec}
	start, err := ParseFEN(rec.Start)
	if err != nil {
		return nil, err
	}
	switch rec.Human {
	case "white":
		s.human = White
	case "black":
		s.human = Black
	default:
		return nil, errors.New("chess: bad human colour")
	}
	if !Levels.Has(rec.Level) {
		return nil, errors.New("chess: bad level")
	}
	switch rec.End {
	case "", EndResigned, EndAgreed:
	default:
		return nil, errors.New("chess: bad ending")
	}
	switch rec.DrawOffer {
	case "", "pending", "declined":
	default:
		return nil, errors.New("chess: bad draw offer")
	}
	s.start, s.pos = start, start
	s.keys = append(make([]uint64, 0, len(rec.Moves)+1), start.RepetitionKey())
	moves := rec.Moves
	s.rec.Moves = make([]string, 0, len(moves))
	for i, text := range moves {
		if s.ending != "" {
			return nil, errors.New("chess: moves after the game ended")
		}
		var ml MoveList
		s.pos.GenerateLegal(&ml)
		m, ok := matchUCI(&ml, text)
		if !ok || m.UCI() != text {
			return nil, fmt.Errorf("chess: move %d (%q) is not legal", i+1, text)
		}
		s.play(m)
	}
	if s.ending == "" {
		s.ending = rec.End
	} else if rec.End != "" {
		return nil, errors.New("chess: two endings")
	}
	return s, nil
}

// play makes a legal move and updates the derived state and the
// automatic endings.
func (s *State) play(m Move) {
	s.sans = append(s.sans, s.pos.SAN(m))
	mover := s.pos.side
	u := s.pos.Make(m)
	if u.captured != NoPiece {
		s.captured[mover] = append(s.captured[mover], u.captured)
	}
	s.rec.Moves = append(s.rec.Moves, m.UCI())
	s.last = m
	key := s.pos.RepetitionKey()
	s.keys = append(s.keys, key)
	switch s.pos.Terminal() {
	case Checkmate:
		s.ending = EndCheckmate
	case Stalemate:
		s.ending = EndStalemate
	case DeadPosition:
		s.ending = EndInsufficient
	case FiftyMoves:
		s.ending = EndFifty
	default:
		if s.repetitions(key) >= 3 {
			s.ending = EndThreefold
		}
	}
}

// repetitions counts the plies, since the last capture or pawn move,
// that reached the position with the given key (the current one
// included).
func (s *State) repetitions(key uint64) int {
	n := 0
	last := len(s.keys) - 1
	for i := last; i >= 0 && i >= last-s.pos.HalfmoveClock(); i -= 2 {
		if s.keys[i] == key {
			n++
		}
	}
	return n
}

// Encode writes the record as JSON.
func (s *State) Encode() ([]byte, error) { return json.Marshal(s.rec) }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.ending != "" }

// NextBot reports the bot's seat when the bot must move or answer a
// draw offer.
func (s *State) NextBot() (int, bool) {
	if s.Over() {
		return 0, false
	}
	if s.pos.side != s.human || s.rec.DrawOffer == "pending" {
		return BotSeat, true
	}
	return 0, false
}

// Apply performs one action: see actions.go.
func (s *State) Apply(seat int, act kit.Action, now time.Time) error {
	return s.apply(seat, act)
}

// winner returns the winning colour and whether there is one.
func (s *State) winner() (Color, bool) {
	switch s.ending {
	case EndCheckmate:
		return s.pos.side.Other(), true
	case EndResigned:
		return s.human.Other(), true
	}
	return White, false
}

// resultText returns the PGN result: 1-0, 0-1, 1/2-1/2 or *.
func (s *State) resultText() string {
	if !s.Over() {
		return "*"
	}
	if w, ok := s.winner(); ok {
		if w == White {
			return "1-0"
		}
		return "0-1"
	}
	return "1/2-1/2"
}

// outcome is the result for the person.
func (s *State) outcome() kit.Outcome {
	if !s.Over() {
		return kit.Unfinished
	}
	if w, ok := s.winner(); ok {
		if w == s.human {
			return kit.Win
		}
		return kit.Loss
	}
	return kit.Draw
}

// humanMoves counts the moves the person made.
func (s *State) humanMoves() int {
	n := 0
	side := s.start.side
	for range s.rec.Moves {
		if side == s.human {
			n++
		}
		side ^= 1
	}
	return n
}

// Casual is why the game does not count: a take-back (counted since
// before ranking existed, so older games that took back are casual too).
func (s *State) Casual() kit.Casual {
	if s.rec.Takebacks > 0 {
		return kit.TookBack
	}
	return kit.Casual{}
}

// Results is one entry on the board of the bot's level once the game
// is over: win, draw or loss.
func (s *State) Results() []kit.Result {
	if !s.Over() {
		return nil
	}
	return []kit.Result{{
		Board:   string(s.rec.Level),
		Outcome: s.outcome(),
		Moves:   s.humanMoves(),
		Ranked:  s.Casual().Ranked() && s.humanMoves() > 0, // counts from the first move
		Detail: kit.Detail{"kind": "chess", "result": s.resultText(), "end": string(s.ending),
			"moves": s.humanMoves(), "colour": s.human.String()},
	}}
}
