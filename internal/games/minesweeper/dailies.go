package minesweeper

import (
	"time"

	"gamehall/internal/games/kit"
)

// dailyNoGuessFrom is the first day whose daily fields are no-guess
// ones: a day's only ranked attempt should not end on a coin toss that
// logic cannot settle, as a guess on a classic field can. The days
// before keep exactly the fields they had (the same seed, the classic
// layout), so their replays, boards and practice games stay what they
// were.
var dailyNoGuessFrom = time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)

// dailyFields are the daily challenges: one field of each classic size,
// keyed by its preset.
var dailyFields = []kit.Daily{
	{Key: "beginner", TitleEN: "Minesweeper: Beginner", TitleRU: "Сапёр: новичок",
		NoteEN: "9×9, 10 mines; the field opens at its centre.", NoteRU: "9×9, 10 мин; поле открывается с центра."},
	{Key: "intermediate", TitleEN: "Minesweeper: Intermediate", TitleRU: "Сапёр: любитель",
		NoteEN: "16×16, 40 mines; the field opens at its centre.", NoteRU: "16×16, 40 мин; поле открывается с центра."},
	{Key: "expert", TitleEN: "Minesweeper: Expert", TitleRU: "Сапёр: эксперт",
		NoteEN: "30×16, 99 mines; the field opens at its centre.", NoteRU: "30×16, 99 мин; поле открывается с центра."},
}

// noGuessDaily reports whether the daily fields of day are no-guess
// ones.
func noGuessDaily(day time.Time) bool { return !day.Before(dailyNoGuessFrom) }

// Dailies lists the day's fields (kit.Dailies): each ranks on its size's
// best-time board, a no-guess field on the no-guess one, and the page
// says when logic alone clears it.
func (Game) Dailies(day time.Time) []kit.Daily {
	ng := noGuessDaily(day)
	out := make([]kit.Daily, len(dailyFields))
	for i, d := range dailyFields {
		d.Board, _ = boardKeys(config{preset: d.Key, noGuess: ng})
		if ng {
			d.NoteEN += " No guessing: logic clears it from there."
			d.NoteRU += " Без угадывания: дальше всё решает логика."
		}
		out[i] = d
	}
	return out
}

// NewDaily makes the day's field of a preset (kit.Dailies), a no-guess
// one from dailyNoGuessFrom on; see the function NewDaily.
func (Game) NewDaily(key string, day time.Time, seed uint64, practice bool, now time.Time) (kit.State[View], error) {
	return NewDaily(key, seed, practice, noGuessDaily(day), now)
}

var _ kit.Dailies[View] = Game{}
