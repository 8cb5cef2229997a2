// Package thousand is the rules engine of 1000 (Тысяча) for exactly three
// players: the person in seat 0 against two bots. Seven cards each and a
// three-card kitty from a 24-card deck; an auction from 100 in steps of
// 5; the declarer takes the kitty, gives one card to each opponent and
// must take at least the bid in card points and marriages; a King and
// Queen of one suit led to a trick (but the first) are a marriage that
// scores and names the trump. The first to 1000 points wins the match.
//
// It is pure: deals come from an RNG seeded at New and carried in the
// state, and View shows a seat only its own hand, the kitty once it is
// turned up, and what the whole table has seen.
package thousand

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "thousand"

// Players is the table size: the game is for exactly three.
const Players = 3

// Game makes and restores 1000 states; its zero value is ready.
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

// Key is the level's stable name in forms and leaderboards.
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

// ScoreBoard is the key of the board of the highest final scores.
const ScoreBoard = "score"

// Info describes 1000: match wins against each bot level and the
// highest score the person finished a match with.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, 0, len(Levels)+1)
	for _, l := range Levels {
		boards = append(boards, kit.Board{
			Key:     l.Key(),
			TitleEN: "Match wins against " + strings.ToLower(l.NameEN()) + " bots",
			TitleRU: "Победы в партиях: " + strings.ToLower(l.NameRU()) + " уровень",
			Rank:    kit.RankWins,
			Unit:    kit.UnitCount,
		})
	}
	boards = append(boards, kit.Board{
		Key:     ScoreBoard,
		TitleEN: "Highest final score of a match",
		TitleRU: "Наибольший итоговый счёт партии",
		Rank:    kit.RankHighest,
		Unit:    kit.UnitCount,
	})
	return kit.Info{
		Slug:    Slug,
		NameEN:  "1000",
		NameRU:  "Тысяча",
		BlurbEN: "Three players, bidding and marriages to a thousand.",
		BlurbRU: "Трое, торговля и марьяжи до тысячи.",
		Levels:  ladder,
		Options: formOptions,
		Boards:  boards,
		Hidden:  []string{"other hands", "the kitty before it is turned up", "cards the declarer gave to others", "RNG state"},
	}
}

// New starts a match from the new-game form: level (easy or strong,
// strong by default). The first dealer is drawn at random.
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := Strong
	if key := opts.Get("level"); key != "" {
		l, ok := ParseLevel(key)
		if !ok {
			return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень ботов.")
		}
		level = l
	}
	return newState(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15), level), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
