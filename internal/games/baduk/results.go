package baduk

import (
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
	moves, played := 0, false
	for _, m := range s.rec.Moves {
		played = played || m.Color == s.human
		if m.Color == s.human && !m.Pass {
			moves++
		}
	}
	return []kit.Result{{
		Board:   BoardKey(s.rec.Size, s.level),
		Outcome: outcome,
		Score:   int64(r.MarginHalf / 2),
		Moves:   moves,
		Ranked:  s.casual.Ranked() && played, // counts from the first move (a pass too)
		Detail:  s.resultDetail(),
	}}
}

// Casual is why the game does not count (zero while it does).
func (s *state) Casual() kit.Casual { return s.casual }

// resultDetail is what the leaderboard and profile print for the game:
// the SGF result (e.g. "B+3.5", "W+R"), the person's colour, the moves
// and the handicap.
func (s *state) resultDetail() kit.Detail {
	return kit.Detail{"kind": "go", "result": s.rec.Result, "colour": s.human.String(),
		"moves": len(s.rec.Moves), "handicap": s.rec.Handicap}
}
