package minesweeper

import (
	"time"

	"gamehall/internal/games/kit"
)

// dailyPractice is why a daily field played after its day is casual:
// its replays were public on the day's board by then.
var dailyPractice = kit.Because("a past daily field, played for practice", "поле прошедшего дня, сыгранное для тренировки")

// NewDaily makes a daily challenge's field of a preset from its seed
// (which the caller derives from the date and a secret). So that the
// field is the same for everyone, it is opened at its centre cell when
// it is made, instead of at the player's first click: the mines are
// placed around that cell and its neighbours, the opening is shown and
// the clock starts. The opening is not counted as a click. With noGuess
// the field is a no-guess one (layouts are drawn from the same RNG until
// the logic solver clears the field from its centre) on the no-guess
// boards; without it a seed deals the field it always did. A practice
// game (a past day) is casual.
func NewDaily(preset string, seed uint64, practice, noGuess bool, now time.Time) (kit.State[View], error) {
	p, ok := presetByKey(preset)
	if !ok {
		return nil, kit.Invalid("There is no daily field of that size.", "Поля дня такого размера нет.")
	}
	s := newState(config{preset: p.Key, width: p.Width, height: p.Height, mines: p.Mines, noGuess: noGuess}, kit.NewRNG(seed))
	if err := s.reveal(s.board.index(p.Width/2, p.Height/2), now); err != nil {
		return nil, err
	}
	if practice {
		s.casual = dailyPractice
	}
	return s, nil
}
