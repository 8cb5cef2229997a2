package minesweeper

import (
	"fmt"
	"net/url"
	"strconv"

	"gamehall/internal/games/kit"
)

// Preset is one of the classic field sizes.
type Preset struct {
	Key              string // option value and leaderboard key
	TitleEN, TitleRU string
	Width, Height    int
	Mines            int
}

// Presets are the classic sizes, in menu order.
var Presets = []Preset{
	{Key: "beginner", TitleEN: "Beginner", TitleRU: "Новичок", Width: 9, Height: 9, Mines: 10},
	{Key: "intermediate", TitleEN: "Intermediate", TitleRU: "Любитель", Width: 16, Height: 16, Mines: 40},
	{Key: "expert", TitleEN: "Expert", TitleRU: "Эксперт", Width: 30, Height: 16, Mines: 99},
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
}

func presetByKey(key string) (Preset, bool) {
	for _, p := range Presets {
		if p.Key == key {
			return p, true
		}
	}
	return Preset{}, false
}

// parseOptions reads the new-game form; an empty preset means Beginner.
func parseOptions(opts url.Values) (config, error) {
	key := opts.Get("preset")
	if key == "" {
		key = Presets[0].Key
	}
	if p, ok := presetByKey(key); ok {
		return config{preset: p.Key, width: p.Width, height: p.Height, mines: p.Mines}, nil
	}
	if key != CustomKey {
		return config{}, kit.Invalid(
			fmt.Sprintf("unknown preset %q: choose beginner, intermediate, expert or custom", key),
			fmt.Sprintf("неизвестный пресет %q: выберите beginner, intermediate, expert или custom", key))
	}
	w, err := intOption(opts, "width", "ширина", MinWidth, MaxWidth)
	if err != nil {
		return config{}, err
	}
	h, err := intOption(opts, "height", "высота", MinHeight, MaxHeight)
	if err != nil {
		return config{}, err
	}
	m, err := intOption(opts, "mines", "число мин", MinMines, MaxMines(w, h))
	if err != nil {
		return config{}, err
	}
	return config{preset: CustomKey, width: w, height: h, mines: m}, nil
}

func intOption(opts url.Values, name, nameRU string, lo, hi int) (int, error) {
	raw := opts.Get(name)
	n, err := strconv.Atoi(raw)
	if err != nil || n < lo || n > hi {
		return 0, kit.Invalid(
			fmt.Sprintf("%s must be a whole number from %d to %d", name, lo, hi),
			fmt.Sprintf("%s: нужно целое число от %d до %d", nameRU, lo, hi))
	}
	return n, nil
}

// validConfig reports whether a decoded field description is one New
// could have made.
func validConfig(c config) bool {
	if p, ok := presetByKey(c.preset); ok {
		return c.width == p.Width && c.height == p.Height && c.mines == p.Mines
	}
	return c.preset == CustomKey &&
		c.width >= MinWidth && c.width <= MaxWidth &&
		c.height >= MinHeight && c.height <= MaxHeight &&
		c.mines >= MinMines && c.mines <= MaxMines(c.width, c.height)
}
