// Package durak is the rules engine of throw-in Durak (подкидной дурак)
// for two to six players: the person against one to five bots. A table
// may instead play transfer Durak (переводной), with a 24- or 52-card
// deck, or without throw-ins until the first bout is beaten off (Variant).
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
	"net/url"
	"strconv"
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

// EasyBoard is the key of the board of games against Easy bots, at any
// table size.
const EasyBoard = "easy"

// BoardKey is the leaderboard of a game: games against Normal bots are
// ranked by the number of bots ("vs-1" … "vs-5"), games against Easy
// bots share one board.
func BoardKey(players int, level kit.Level) string {
	if level == kit.Easy {
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
		boards = append(boards, kit.Board{Key: BoardKey(n, kit.Strong), TitleEN: en, TitleRU: ru, Rank: kit.RankWins, Unit: kit.UnitCount})
	}
	boards = append(boards, kit.Board{Key: EasyBoard, TitleEN: "Against easy bots", TitleRU: "Против лёгких ботов", Rank: kit.RankWins, Unit: kit.UnitCount})
	return kit.Info{
		Slug:     Slug,
		NameEN:   "Durak",
		NameRU:   "Дурак",
		BlurbEN:  "Throw-in durak for two to six.",
		BlurbRU:  "Подкидной дурак на двоих — шестерых.",
		Levels:   Levels,
		Options:  formOptions,
		Ranking:  ranking,
		Boards:   boards,
		Opponent: true,
	}
}

// New starts a game from the new-game form (see formOptions): the
// number of players, the bots' level, the game (throw-in or transfer),
// the deck and whether throw-ins wait for the first beaten bout.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	variant := Variant{Transfer: o.String("game") == GameTransfer, FirstBeat: o.Bool("firstbeat")}
	if size := o.Int("deck"); size != 36 {
		variant.DeckSize = size
	}
	players := o.Int("players")
	if most := MaxPlayersFor(variant.Size()); players > most {
		return nil, kit.Invalid(fmt.Sprintf("A %d-card deck deals six cards to at most %d players.", variant.Size(), most),
			fmt.Sprintf("Колоды в %d карты хватает на шесть карт не больше чем %d игрокам.", variant.Size(), most))
	}
	return newState(players, o.Level(), variant, kit.NewRNG(seed)), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
