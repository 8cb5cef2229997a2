// Package pharaoh is the rules engine of Pharaoh (Фараон), the two-player
// 101 played with a 26-card deck: nines to aces and two jokers, the
// ordinary blue one and a special one, red or black, chosen for each
// deal. The person (seat 0) plays one bot (seat 1).
//
// A deal (пуля) starts with five cards each and one card turned up. A
// player plays a card of the top card's suit or rank, or a joker (on
// anything, calling a suit); with nothing to play they draw one card and
// play it if it fits, else the turn passes. Kings, queens and jacks of
// the player's own colour (red for the person, black for the bot) make
// the other player miss a turn and draw 0, 1 or 2 cards. The deal ends
// when a player goes out or the stock runs out; cards left in hand score
// against their holder (jack 2, queen 3, king 4, nine 9, ten 10, ace 11,
// with the joker rules of the seed). A match (кон) ends once a score
// reaches 100: the difference of the scores, doubled from 50, tripled
// from 100 and quadrupled from 150, is its result. A game is a series of
// one match or of ten, the champion table's length.
//
// It is pure: deals come from an RNG seeded at New and kept in the
// state, and View shows a seat only its own hand and what both players
// have seen.
package pharaoh

import (
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "pharaoh"

// Series lengths: one match, or the ten that enter the champion table.
const (
	ShortSeries    = 1
	ChampionSeries = 10
)

// Game makes and restores Pharaoh states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// ChampionBoard is the key of a level's champion table: the total
// result of a finished series of ten matches.
func ChampionBoard(l kit.Level) string { return "champion-" + string(l) }

// Info describes Pharaoh: series won against each bot level, and the
// champion table of ten-match totals against each level.
func (Game) Info() kit.Info {
	boards := make([]kit.Board, 0, 2*len(Levels))
	for _, l := range Levels {
		boards = append(boards, kit.Board{
			Key:     ChampionBoard(l),
			TitleEN: "Champion table (10 matches): " + strings.ToLower(l.NameEN()) + " bot",
			TitleRU: "Таблица чемпионов (10 конов): " + strings.ToLower(l.NameRU()) + " бот",
			Rank:    kit.RankHighest,
			Unit:    kit.UnitCount,
		})
	}
	boards = append(boards, Levels.WinBoards("Games won against the %s bot", "Выигранные игры: %s бот")...)
	return kit.Info{
		Slug:     Slug,
		NameEN:   "Pharaoh",
		NameRU:   "Фараон",
		BlurbEN:  "101 for two with jokers and a champion table.",
		BlurbRU:  "101 на двоих с джокерами и таблицей чемпионов.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards,
		Ranking:  ranking,
		Opponent: true,
	}
}

// New starts a series from the new-game form (see formOptions): the
// bot's level and the number of matches. Who leads the first deal is
// drawn at random; the lead alternates after that.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	return newState(kit.NewRNGMix(seed, 0x5851f42d4c957f2d), o.Level(), o.Int("matches")), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
