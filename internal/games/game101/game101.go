// Package game101 is the rules engine of 101 for two to six players with
// a 36-card deck: the person in seat 0 against one to five bots. Match
// the top of the discard pile by suit or by rank; the ace skips the next
// player, the six makes them draw one, the seven two and the king of
// spades four (each also skips them); whoever empties their hand first
// wins the round and the others score the points left in their hands. A
// score above 101 puts a player out, exactly 101 drops back to 0, and the
// last player left wins the match.
//
// It is pure: deals and reshuffles come from an RNG seeded at New and
// carried in the state, and View shows a seat only its own hand and what
// the whole table has seen.
package game101

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
const Slug = "101"

// Table sizes.
const (
	MinPlayers     = 2
	MaxPlayers     = 6
	DefaultPlayers = 4
)

// Game makes and restores 101 states; its zero value is ready.
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

// BestBoard is the key of the board of lowest final scores in won
// matches.
const BestBoard = "best"

// Info describes 101: match wins against each bot level and the lowest
// final score of a won match.
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
		Key:     BestBoard,
		TitleEN: "Lowest score of a won match",
		TitleRU: "Наименьший счёт в выигранной партии",
		Rank:    kit.RankLowest,
		Unit:    kit.UnitCount,
	})
	return kit.Info{
		Slug:    Slug,
		NameEN:  "101",
		NameRU:  "101",
		BlurbEN: "Shed your cards; aces, sixes, sevens and the king of spades hit your neighbour.",
		BlurbRU: "Сбросьте карты; тузы, шестёрки, семёрки и король пик бьют по соседу.",
		Levels:  ladder,
		Options: formOptions,
		Boards:  boards,
		Hidden:  []string{"other hands", "the stock order", "cards drawn by others", "RNG state"},
	}
}

// New starts a match from the new-game form: players (2..6, 4 by
// default) and level (easy or strong, strong by default). The first
// dealer is drawn at random.
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	level := Strong
	if key := opts.Get("level"); key != "" {
		l, ok := ParseLevel(key)
		if !ok {
			return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень ботов.")
		}
		level = l
	}
	players := DefaultPlayers
	if text := opts.Get("players"); text != "" {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < MinPlayers || n > MaxPlayers {
			return nil, kit.Invalid(
				fmt.Sprintf("The number of players must be from %d to %d.", MinPlayers, MaxPlayers),
				fmt.Sprintf("Число игроков — от %d до %d.", MinPlayers, MaxPlayers))
		}
		players = n
	}
	s := newState(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15), players, level)
	return s, nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
