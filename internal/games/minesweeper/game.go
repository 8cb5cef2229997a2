// Package minesweeper is the rules engine of Minesweeper: three classic
// presets and custom sizes, a first reveal that is always safe together
// with its neighbours, cascades, flags, chording, a server-kept clock and
// 3BV on the result. It is pure: time comes in as an argument and the mines
// are placed from an RNG seeded at New and carried inside the state.
package minesweeper

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "minesweeper"

// Game makes and restores Minesweeper states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes Minesweeper: one leaderboard of best times per preset.
// Custom games report results on the "custom" key for the profile only.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, 0, len(Presets))
	for _, p := range Presets {
		boards = append(boards, kit.Board{
			Key:     p.Key,
			TitleEN: p.TitleEN,
			TitleRU: p.TitleRU,
			Rank:    kit.RankLowest,
			Unit:    kit.UnitMillis,
		})
	}
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Minesweeper",
		NameRU:  "Сапёр",
		BlurbEN: "Clear the field without touching a mine.",
		BlurbRU: "Откройте поле, не задев ни одной мины.",
		Options: formOptions,
		Boards:  boards,
		Ranking: ranking,
	}
}

// New starts a game from the new-game form (preset, and for a custom
// game width, height and mines). The mines are not placed yet: they are
// drawn from the seeded RNG at the first reveal.
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	cfg, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	return newState(cfg, kit.NewRNG(seed)), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
