// Package durak is the rules engine of throw-in Durak (подкидной дурак)
// for two to six players: the person against one to five bots.
//
// A 36-card deck; six cards each; the bottom card of the deck sets the
// trump and is drawn last. The lowest trump attacks first. In every bout
// one defender beats the cards laid against them; the others, in turn
// from the attacker, may throw in cards of ranks already on the table, up
// to six and never more than the defender held when the bout began. A
// defence that holds sends the table to the discard pile and the defender
// attacks next; a defender who takes picks up the table and loses their
// turn to attack. Hands are refilled to six after every bout (attacker
// first, defender last). Once the deck is gone, players without cards
// are out; the last one holding cards is the fool.
//
// It is pure: the shuffle comes from an RNG seeded at New and carried in
// the state, and View shows a seat only its own hand and the public play.
package durak

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
const Slug = "durak"

// Table sizes and limits.
const (
	MinPlayers     = 2
	MaxPlayers     = 6
	DefaultPlayers = 4
	// HandSize is what a hand is dealt and refilled to.
	HandSize = 6
	// MaxAttacks is the most attacking cards in one bout.
	MaxAttacks = 6
)

// Game makes and restores Durak states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Level is how well the bots play.
type Level int

// The bot levels.
const (
	Easy Level = iota
	Normal
)

// Levels lists the levels in order.
var Levels = [2]Level{Easy, Normal}

// Key is the level's stable name in forms.
func (l Level) Key() string { return [2]string{"easy", "normal"}[l.clamp()] }

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
	return Normal, false
}

// EasyBoard is the key of the board of games against Easy bots, at any
// table size.
const EasyBoard = "easy"

// BoardKey is the leaderboard of a game: games against Normal bots are
// ranked by the number of bots ("vs-1" … "vs-5"), games against Easy
// bots share one board.
func BoardKey(players int, level Level) string {
	if level == Easy {
		return EasyBoard
	}
	return "vs-" + strconv.Itoa(players-1)
}

// Info describes Durak: games not lost (the person was not the fool),
// one board per number of Normal bots and one for Easy bots.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, 0, MaxPlayers)
	for n := MinPlayers; n <= MaxPlayers; n++ {
		ru := "Против 1 бота"
		if n > 2 {
			ru = fmt.Sprintf("Против %d ботов", n-1)
		}
		en := "Against 1 bot"
		if n > 2 {
			en = fmt.Sprintf("Against %d bots", n-1)
		}
		boards = append(boards, kit.Board{Key: BoardKey(n, Normal), TitleEN: en, TitleRU: ru, Rank: kit.RankWins, Unit: kit.UnitCount})
	}
	boards = append(boards, kit.Board{Key: EasyBoard, TitleEN: "Against easy bots", TitleRU: "Против лёгких ботов", Rank: kit.RankWins, Unit: kit.UnitCount})
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Durak",
		NameRU:  "Дурак",
		BlurbEN: "Throw-in durak for two to six.",
		BlurbRU: "Подкидной дурак на двоих — шестерых.",
		Levels:  ladder,
		Options: formOptions,
		Boards:  boards,
		Hidden:  []string{"other hands", "the deck order", "RNG state"},
	}
}

// New starts a game from the new-game form: players (2..6, 4 by
// default) and level (easy or normal, normal by default).
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	players := DefaultPlayers
	if text := strings.TrimSpace(opts.Get("players")); text != "" {
		n, err := strconv.Atoi(text)
		if err != nil || n < MinPlayers || n > MaxPlayers {
			return nil, kit.Invalid(
				fmt.Sprintf("The number of players must be from %d to %d.", MinPlayers, MaxPlayers),
				fmt.Sprintf("Число игроков — от %d до %d.", MinPlayers, MaxPlayers))
		}
		players = n
	}
	level := Normal
	if key := opts.Get("level"); key != "" {
		l, ok := ParseLevel(key)
		if !ok {
			return nil, kit.Invalid("Unknown bot level.", "Неизвестный уровень ботов.")
		}
		level = l
	}
	return newState(players, level, rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
