package durak

import (
	"gamehall/internal/games/kit"
)

// Results is the person's entry once the game is over: a loss for the
// fool, or for resigning after a move of their own (a resignation before
// it counts nothing); a win for getting out before the end; a draw for going out with
// the last ones together (or holding cards when the bout limit ends a
// game going round in circles). An unfinished game has none.
func (s *state) Results() []kit.Result {
	if !s.Over() || s.Quit && s.Moves == 0 {
		return nil
	}
	outcome := kit.Win
	detail := kit.Detail{"kind": Slug, "players": s.Players, "level": string(s.level()), "bouts": s.Bout}
	switch out := s.OutAt[kit.HumanSeat]; {
	case s.Quit:
		outcome = kit.Loss
		detail["end"] = "resigned"
	case s.Fool == kit.HumanSeat:
		outcome = kit.Loss
		detail["end"] = "fool"
	case s.Fool == -1 && (out == 0 || out == s.Bout):
		outcome = kit.Draw
		detail["end"] = "draw"
	default:
		detail["end"] = "out"
		detail["out"] = out
	}
	return []kit.Result{{
		Board:   BoardKey(s.Players, s.level()),
		Outcome: outcome,
		Score:   int64(s.Bout),
		Moves:   s.Moves,
		Ranked:  s.Casual().Ranked(),
		Detail:  detail,
	}}
}

// variantTable is why a table of another variant is casual: its boards
// and the bots' ratings are the original throw-in game's with 36 cards.
var variantTable = kit.Because("a variant of the original game", "вариант оригинальной игры")

// Casual is why the table does not count (zero while it does).
func (s *state) Casual() kit.Casual {
	if s.Variant != (Variant{}) && s.Variant != (Variant{DeckSize: 36}) {
		return variantTable
	}
	return kit.Casual{}
}

// ranking: the original game (throw-in, 36 cards, throw-ins from the
// first bout) is ranked at every table size, each on its own board.
func ranking(v kit.Values) kit.Casual {
	if v.String("game") != GameThrowIn || v.String("deck") != "36" || v.Bool("firstbeat") {
		return variantTable
	}
	return kit.Casual{}
}
