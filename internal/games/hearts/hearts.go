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
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "hearts"

// Game makes and restores Hearts states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

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
	boards := Levels.WinBoards("Wins against %s bots", "Победы: %s уровень")
	for i, l := range Levels {
		boards[i].Key = boardKey(l)
	}
	boards = append(boards, kit.Board{Key: BestBoard, TitleEN: "Lowest winning score", TitleRU: "Наименьший счёт победы", Rank: kit.RankLowest})
	return kit.Info{
		Slug:     Slug,
		NameEN:   "Hearts",
		NameRU:   "Червы",
		BlurbEN:  "Avoid hearts and the queen of spades — or shoot the moon.",
		BlurbRU:  "Избегайте червей и дамы пик — или заберите всё.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards,
		Ranking:  ranking,
		Opponent: true,
	}
}

// New starts a game from the new-game form (see formOptions): the
// bots' level and the target score.
func (g Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	s := &state{
		rng:    kit.NewRNG(seed),
		Rung:   Levels.Index(o.Level()),
		Target: o.Int("target"),
	}
	s.deal(0)
	return s, nil
}

// boardKey is a level's leaderboard: the strong level's board kept the
// key "hard" it had before the levels were shared.
func boardKey(l kit.Level) string {
	if l == kit.Strong {
		return "hard"
	}
	return string(l)
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return codec.Decode(data)
}
