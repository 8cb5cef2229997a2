package minesweeper

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/kit"
)

// Preset is one of the classic field sizes.
type Preset struct {
	Key              string // option value and leaderboard key
	TitleEN, TitleRU string
	Width, Height    int
	Mines            int
	// RecordMs is the human world record for the size (with flags or
	// without, whichever is lower), in ms: a faster win was not played
	// by a person and never reaches the leaderboard. Figures from the
	// minesweeper.info world ranking (which requires a 3BV of at least
	// 10, 30 and 100) as published; see the rules page.
	RecordMs int64
}

// Presets are the classic sizes, in menu order.
var Presets = []Preset{
	{Key: "beginner", TitleEN: "Beginner", TitleRU: "Новичок", Width: 9, Height: 9, Mines: 10, RecordMs: 490},
	{Key: "intermediate", TitleEN: "Intermediate", TitleRU: "Любитель", Width: 16, Height: 16, Mines: 40, RecordMs: 6960},
	{Key: "expert", TitleEN: "Expert", TitleRU: "Эксперт", Width: 30, Height: 16, Mines: 99, RecordMs: 26590},
}

// CustomKey is the preset name of a custom-sized game; it has no
// leaderboard, only profile results.
const CustomKey = "custom"

// Limits of a custom field.
const (
	MinWidth  = 5
	MaxWidth  = 50
	MinHeight = 5
	MaxHeight = 30
	MinMines  = 1
	// SafeCells is how many cells a custom field keeps free of mines at
	// most (the first cell and its neighbours): mines <= width*height-SafeCells.
	SafeCells = 9
)

// MaxMines is the largest mine count a custom field of this size allows.
func MaxMines(width, height int) int { return width*height - SafeCells }

// config is a validated field description.
type config struct {
	preset        string
	width, height int
	mines         int
	// noGuess lays a field the logic solver clears from the first
	// reveal (see noguess.go); only on a preset.
	noGuess bool
}

func presetByKey(key string) (Preset, bool) {
	for _, p := range Presets {
		if p.Key == key {
			return p, true
		}
	}
	return Preset{}, false
}

// parseOptions reads the new-game form (see formOptions); a custom
// field's mines must also leave SafeCells free.
func parseOptions(form url.Values) (config, error) {
	o, err := kit.ParseOptions(Game{}.Info(), form)
	if err != nil {
		return config{}, err
	}
	if p, ok := presetByKey(o.String("preset")); ok {
		return config{preset: p.Key, width: p.Width, height: p.Height, mines: p.Mines, noGuess: o.Bool(NoGuessKey)}, nil
	}
	if o.Bool(NoGuessKey) {
		return config{}, noGuessCustom
	}
	w, h, m := o.Int("width"), o.Int("height"), o.Int("mines")
	if m > MaxMines(w, h) {
		return config{}, kit.Invalid(
			fmt.Sprintf("Mines must be between %d and %d on a %d×%d field.", MinMines, MaxMines(w, h), w, h),
			fmt.Sprintf("Мины — от %d до %d на поле %d×%d.", MinMines, MaxMines(w, h), w, h))
	}
	return config{preset: CustomKey, width: w, height: h, mines: m}, nil
}

// validConfig reports whether a decoded field description is one New
// could have made.
func validConfig(c config) bool {
	if p, ok := presetByKey(c.preset); ok {
		return c.width == p.Width && c.height == p.Height && c.mines == p.Mines
	}
	return c.preset == CustomKey && !c.noGuess &&
		c.width >= MinWidth && c.width <= MaxWidth &&
		c.height >= MinHeight && c.height <= MaxHeight &&
		c.mines >= MinMines && c.mines <= MaxMines(c.width, c.height)
}
