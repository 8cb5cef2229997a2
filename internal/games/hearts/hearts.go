// Package hearts is the rules engine of Hearts for four: the person
// (brown monkey) against the blue otter, the yellow bird and the red fox.
// Three cards pass left, across, right, then not at all, in a cycle; the
// two of clubs leads; no points on the first trick; hearts must be broken
// before they are led; each heart costs 1 and the queen of spades 13;
// shooting the moon gives the shooter 0 and everyone else 26; the game
// ends when someone reaches the target and the lowest score wins.
//
// It is pure: the deals come from an RNG seeded at New and carried in the
// state, and View shows a seat only its own hand and the public play.
package hearts

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "hearts"

// Game makes and restores Hearts states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Level is how well the three bots play.
type Level int

// The bot levels.
const (
	Easy Level = iota
	Medium
	Hard
)

// Levels lists the levels in order.
var Levels = [3]Level{Easy, Medium, Hard}

// Key is the level's stable name in forms and leaderboards.
func (l Level) Key() string { return [3]string{"easy", "medium", "hard"}[l.clamp()] }

// NameEN is the level's English name.
func (l Level) NameEN() string { return [3]string{"Easy", "Medium", "Strong"}[l.clamp()] }

// NameRU is the level's Russian name.
func (l Level) NameRU() string {
	return [3]string{"Лёгкий", "Средний", "Сильный"}[l.clamp()]
}

func (l Level) clamp() int { return min(max(int(l), 0), 2) }

// ParseLevel reads a level key.
func ParseLevel(key string) (Level, bool) {
	for _, l := range Levels {
		if l.Key() == key {
			return l, true
		}
	}
	return Easy, false
}

// Target scores a new game may be played to.
const (
	DefaultTarget = 100
	MinTarget     = 25
	MaxTarget     = 500
)

// BestBoard is the key of the board of lowest final scores in won games.
const BestBoard = "best"

// Info describes Hearts: wins against each bot level and the best
// (lowest) final score of a won game.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, 0, 4)
	for _, l := range Levels {
		boards = append(boards, kit.Board{
			Key:     l.Key(),
			TitleEN: "Wins against " + strings.ToLower(l.NameEN()) + " bots",
			TitleRU: "Победы: " + strings.ToLower(l.NameRU()) + " уровень",
			Rank:    kit.RankWins,
			Unit:    kit.UnitCount,
		})
	}
	boards = append(boards, kit.Board{
		Key:     BestBoard,
		TitleEN: "Lowest winning score",
		TitleRU: "Наименьший счёт победы",
		Rank:    kit.RankLowest,
		Unit:    kit.UnitCount,
	})
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Hearts",
		NameRU:  "Червы",
		BlurbEN: "Avoid hearts and the queen of spades — or shoot the moon.",
		BlurbRU: "Избегайте червей и дамы пик — или заберите всё.",
		Levels:  ladder,
		Options: formOptions,
		Boards:  boards,
		Hidden:  []string{"other hands", "cards passed between other seats", "the deck order", "RNG state"},
	}
}

// New starts a game from the new-game form: level (easy, medium, hard;
// medium by default) and target (25..500, 100 by default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := Medium
	if key := opts.Get("level"); key != "" {
		l, ok := ParseLevel(key)
		if !ok {
			return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень ботов.")
		}
		level = l
	}
	target := DefaultTarget
	if text := opts.Get("target"); text != "" {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < MinTarget || n > MaxTarget {
			return nil, kit.Invalid(
				fmt.Sprintf("The target score must be a number from %d to %d.", MinTarget, MaxTarget),
				fmt.Sprintf("Счёт до конца игры — число от %d до %d.", MinTarget, MaxTarget))
		}
		target = n
	}
	s := &state{
		rng:    rand.NewPCG(seed, seed^0x9e3779b97f4a7c15),
		Level:  level,
		Target: target,
	}
	s.deal(0)
	return s, nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
