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

// Info describes Minesweeper. Each classic size has four boards: best
// times of standard and of no-guess fields, and the win rates (wins over
// games started) of each. Custom games report results on the "custom"
// key for the profile only.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Minesweeper",
		NameRU:  "Сапёр",
		BlurbEN: "Clear the field without touching a mine.",
		BlurbRU: "Откройте поле, не задев ни одной мины.",
		Options: formOptions,
		Boards:  boards(),
		Ranking: ranking,
	}
}

// boards lists the leaderboards: the times first, then the win rates.
func boards() []kit.Board {
	var times, rates []kit.Board
	for _, noGuess := range []bool{false, true} {
		for _, p := range Presets {
			timeKey, rateKey := boardKeys(config{preset: p.Key, noGuess: noGuess})
			en, ru := p.TitleEN, p.TitleRU
			if noGuess {
				en, ru = en+", no guessing", ru+", без угадывания"
			}
			times = append(times, kit.Board{Key: timeKey, TitleEN: en, TitleRU: ru, Rank: kit.RankLowest, Unit: kit.UnitMillis})
			rates = append(rates, kit.Board{Key: rateKey, TitleEN: en + ": win rate", TitleRU: ru + ": доля побед",
				Rank: kit.RankWinRate, Unit: kit.UnitCount})
		}
	}
	return append(times, rates...)
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
