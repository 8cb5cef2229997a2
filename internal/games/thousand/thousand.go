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
	"net/url"
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

// ScoreBoard is the key of the board of the highest final scores.
const ScoreBoard = "score"

// Info describes 1000: match wins against each bot level and the
// highest score the person finished a match with.
func (Game) Info() kit.Info {
	boards := append(Levels.WinBoards("Match wins against %s bots", "Победы в партиях: %s уровень"), kit.Board{
		Key: ScoreBoard, TitleEN: "Highest final score of a match", TitleRU: "Наибольший итоговый счёт партии", Rank: kit.RankHighest,
	})
	return kit.Info{
		Slug:     Slug,
		NameEN:   "1000",
		NameRU:   "Тысяча",
		BlurbEN:  "Three players, bidding and marriages to a thousand.",
		BlurbRU:  "Трое, торговля и марьяжи до тысячи.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards,
		Ranking:  ranking,
		Opponent: true,
	}
}

// New starts a match from the new-game form (see formOptions): the
// bots' level and the house rules. The first dealer is drawn at random.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	return newState(kit.NewRNG(seed), o.Level(), houseRulesOf(o)), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
