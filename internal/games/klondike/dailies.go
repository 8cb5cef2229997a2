package klondike

import (
	"time"

	"gamehall/internal/games/kit"
)

// dailyDeal is the daily challenge: one draw-one deal, ranked on the
// draw-one best-time board.
var dailyDeal = kit.Daily{Key: "klondike", Board: BoardDraw1Time, TitleEN: "Klondike", TitleRU: "Косынка",
	NoteEN: "Draw one; a deal the solver proved winnable.", NoteRU: "По одной карте; решатель доказал, что раздачу можно выиграть."}

// Dailies lists the day's deal (kit.Dailies); it is the same every day.
func (Game) Dailies(time.Time) []kit.Daily { return []kit.Daily{dailyDeal} }

// NewDaily deals the day's deal (kit.Dailies); see the function NewDaily.
func (Game) NewDaily(key string, _ time.Time, seed uint64, practice bool, _ time.Time) (kit.State[View], error) {
	if key != dailyDeal.Key {
		return nil, kit.Invalid("There is no such daily deal.", "Такой раздачи дня нет.")
	}
	return NewDaily(seed, practice), nil
}

var _ kit.Dailies[View] = Game{}
