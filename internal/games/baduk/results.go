package baduk

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Results is empty until the game ends; then it is one entry on the board
// of the size and level: a win, loss or (with whole-point komi) a draw,
// the margin in whole points as the score and the player's stones as moves.
func (s *state) Results() []kit.Result {
	if s.phase != Finished {
		return nil
	}
	r := s.result
	outcome := kit.Loss
	switch r.Winner {
	case s.human:
		outcome = kit.Win
	case Empty:
		outcome = kit.Draw
	}
	moves := 0
	for _, m := range s.rec.Moves {
		if m.Color == s.human && !m.Pass {
			moves++
		}
	}
	return []kit.Result{{
		Board:   BoardKey(s.rec.Size, s.level),
		Outcome: outcome,
		Score:   int64(r.MarginHalf / 2),
		Moves:   moves,
		Detail:  s.resultDetail(),
	}}
}

// resultDetail is the line the leaderboard shows for the game.
func (s *state) resultDetail() string {
	d := fmt.Sprintf("%s as %s, %d moves", s.rec.Result, s.human, len(s.rec.Moves))
	if s.rec.Handicap > 0 {
		d += fmt.Sprintf(", handicap %d", s.rec.Handicap)
	}
	return d
}
