package tonk

import "gamehall/internal/games/kit"

var _ kit.RatedResult = Game{}

// RatedAs: Tonk's boards are bankroll and hands; the game's outcome is
// rated once, from the bankroll entry, against its bots' level.
func (Game) RatedAs(r kit.Result) (variant, level string, ok bool) {
	if r.Board != "bankroll" {
		return "", "", false
	}
	return "", r.Detail.Str("level"), true
}
