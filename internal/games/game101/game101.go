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
	"net/url"
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

// BestBoard is the key of the board of lowest final scores in won
// matches.
const BestBoard = "best"

// Info describes 101: match wins against each bot level and the lowest
// final score of a won match.
func (Game) Info() kit.Info {
	boards := append(Levels.WinBoards("Match wins against %s bots", "Победы в партиях: %s уровень"), kit.Board{
		Key: BestBoard, TitleEN: "Lowest score of a won match", TitleRU: "Наименьший счёт в выигранной партии", Rank: kit.RankLowest,
	})
	return kit.Info{
		Slug:     Slug,
		NameEN:   "101",
		NameRU:   "101",
		BlurbEN:  "Shed your cards; aces, sixes, sevens and the king of spades hit your neighbour.",
		BlurbRU:  "Сбросьте карты; тузы, шестёрки, семёрки и король пик бьют по соседу.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards,
		Ranking:  ranking,
		Opponent: true,
	}
}

// New starts a match from the new-game form (see formOptions): the
// number of players and the bots' level. The first dealer is drawn at
// random.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	return newState(kit.NewRNG(seed), o.Int("players"), o.Level()), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
