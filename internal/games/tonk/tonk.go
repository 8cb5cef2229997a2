// Package tonk is the rules engine of Tonk for three or four players
// with a 52-card deck: the person in seat 0 against two or three bots,
// for an ante per hand into a pot. Draw from the stock or the pile, lay
// books and runs, hit any spread on the table, discard; empty your hand
// to take the pot, declare Tonk with a low hand after drawing to take it
// doubled, or drop before drawing on the belief that your count is the
// lowest. The bankroll carries from hand to hand until the person leaves
// the table or cannot pay the ante.
//
// It is pure: deals come from an RNG seeded at New and carried in the
// state, and View shows a seat only its own hand and what the whole
// table has seen.
package tonk

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "tonk"

// The table's fixed numbers.
const (
	MinBots     = 2
	MaxBots     = 3
	DefaultBots = 2
	MaxPlayers  = MaxBots + 1
	HandSize    = 5
	// StartBankroll is what every seat sits down with.
	StartBankroll = 500
	// TonkMultiplier is what a Tonk multiplies the pot by.
	TonkMultiplier = 2
	// DealTonkPoints: a hand dealt this many points or more (49 or 50)
	// wins at once when that rule is on.
	DealTonkPoints   = 49
	DefaultAnte      = 10
	DefaultThreshold = 5
)

// Antes and Thresholds are the choices of the new-game form.
var (
	Antes      = []int{5, 10, 25, 50}
	Thresholds = []int{5, 7, 10}
)

// Game makes and restores Tonk states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// The leaderboards.
const (
	BankrollBoard = "bankroll"
	HandsBoard    = "hands"
)

// Info describes Tonk: the highest bankroll reached and the most hands
// won at one table.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Tonk",
		NameRU:  "Тонк",
		BlurbEN: "Spreads, hits and drops for the pot.",
		BlurbRU: "Выкладки, добавки и вскрытия ради банка.",
		Levels:  Levels,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: BankrollBoard, TitleEN: "Most chips cashed out", TitleRU: "Больше всего фишек при уходе", Rank: kit.RankHighest, Unit: kit.UnitCoins},
			{Key: HandsBoard, TitleEN: "Hands won at one table", TitleRU: "Выигранные коны за одним столом", Rank: kit.RankHighest, Unit: kit.UnitCount},
		},
		Ranking:  ranking,
		Opponent: true,
	}
}

// New sits down at a table from the new-game form (see formOptions):
// the bots, their level, the ante, the Tonk threshold and whether a
// dealt 49 or 50 wins, and deals the first hand.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	return newState(kit.NewRNG(seed), o.Int("bots")+1, o.Level(),
		o.Int("ante"), o.Int("tonk"), o.String("dealtonk") == "on"), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
