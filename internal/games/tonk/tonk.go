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
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
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

// Level is how well the bots play.
type Level int

// The bot levels.
const (
	Easy Level = iota
	Strong
)

// Levels lists the levels in order.
var Levels = [2]Level{Easy, Strong}

// Key is the level's stable name in forms.
func (l Level) Key() string { return [2]string{"easy", "strong"}[l.clamp()] }

// NameEN is the level's English name.
func (l Level) NameEN() string { return [2]string{"Easy", "Strong"}[l.clamp()] }

// NameRU is the level's Russian name.
func (l Level) NameRU() string { return [2]string{"Лёгкий", "Сильный"}[l.clamp()] }

func (l Level) clamp() int { return min(max(int(l), 0), 1) }

// ParseLevel reads a level key.
func ParseLevel(key string) (Level, bool) {
	for _, l := range Levels {
		if l.Key() == key {
			return l, true
		}
	}
	return Easy, false
}

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
		Levels:  ladder,
		Options: formOptions,
		Boards: []kit.Board{
			{Key: BankrollBoard, TitleEN: "Highest bankroll", TitleRU: "Наибольший капитал", Rank: kit.RankHighest, Unit: kit.UnitCoins},
			{Key: HandsBoard, TitleEN: "Hands won at one table", TitleRU: "Выигранные коны за одним столом", Rank: kit.RankHighest, Unit: kit.UnitCount},
		},
		Hidden: []string{"other hands", "the stock order", "cards drawn from the stock by others", "RNG state"},
	}
}

// New sits down at a table from the new-game form: bots (2 or 3), level
// (easy or strong), ante (one of Antes), tonk (the Tonk threshold, one
// of Thresholds) and dealtonk ("on" or "off": a dealt 49 or 50 wins),
// and deals the first hand.
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := Strong
	if key := opts.Get("level"); key != "" {
		l, ok := ParseLevel(key)
		if !ok {
			return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень ботов.")
		}
		level = l
	}
	bots, err := choice(opts, "bots", DefaultBots, []int{2, 3}, "Bots at the table: %s.", "Ботов за столом: %s.")
	if err != nil {
		return nil, err
	}
	ante, err := choice(opts, "ante", DefaultAnte, Antes, "The ante is one of %s.", "Ставка — одна из: %s.")
	if err != nil {
		return nil, err
	}
	threshold, err := choice(opts, "tonk", DefaultThreshold, Thresholds, "The Tonk threshold is one of %s.", "Порог Тонка — один из: %s.")
	if err != nil {
		return nil, err
	}
	dealTonk := true
	switch opts.Get("dealtonk") {
	case "", "on":
	case "off":
		dealTonk = false
	default:
		return nil, kit.Invalid("Tonk on the deal is on or off.", "Тонк при раздаче: on или off.")
	}
	return newState(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15), bots+1, level, ante, threshold, dealTonk), nil
}

// choice reads an integer option that must be one of allowed.
func choice(opts url.Values, key string, def int, allowed []int, en, ru string) (int, error) {
	text := strings.TrimSpace(opts.Get(key))
	if text == "" {
		return def, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || !slices.Contains(allowed, n) {
		list := make([]string, len(allowed))
		for i, a := range allowed {
			list[i] = strconv.Itoa(a)
		}
		joined := strings.Join(list, ", ")
		return 0, kit.Invalid(fmt.Sprintf(en, joined), fmt.Sprintf(ru, joined))
	}
	return n, nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
