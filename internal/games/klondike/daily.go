package klondike

import "gamehall/internal/games/kit"

// dailyPractice is why a daily deal played after its day is casual:
// its winning lines were public on the day's board by then.
var dailyPractice = kit.Because("a past daily deal, played for practice", "раздача прошедшего дня, сыгранная для тренировки")

// NewDaily deals a daily challenge from its seed (which the caller
// derives from the date and a secret): draw one, a deal the solver
// proves winnable. The day's ranked attempt counts like any deal, since
// everyone gets the same one and nobody chose it; so the deal is not
// marked as picked from the winnable ones. A practice game (a past day)
// is casual.
func NewDaily(seed uint64, practice bool) kit.State[View] {
	s := newGame(options{winnable: true}, seed)
	s.winnable = false
	if practice {
		s.casual = dailyPractice
	}
	return s
}
