package baduk

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "go"

// Game makes and restores games of Go; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes Go: a board of wins against each bot level on each size.
func (Game) Info() kit.Info {
	var boards []kit.Board
	for _, n := range Sizes {
		for _, l := range Levels {
			boards = append(boards, kit.Board{
				Key:     BoardKey(n, l),
				TitleEN: fmt.Sprintf("%d×%d vs %s", n, n, l.NameEN()),
				TitleRU: fmt.Sprintf("%d×%d, бот: %s", n, n, strings.ToLower(l.NameRU())),
				Rank:    kit.RankWins,
				Unit:    kit.UnitCount,
			})
		}
	}
	return kit.Info{
		Slug:     Slug,
		NameEN:   "Go",
		NameRU:   "Го",
		BlurbEN:  "9×9, 13×13 or 19×19 against a Monte Carlo bot.",
		BlurbRU:  "9×9, 13×13 или 19×19 против бота Монте-Карло.",
		Levels:   Levels,
		Options:  formOptions,
		Boards:   boards,
		Ranking:  ranking,
		Opponent: true,
	}
}

// BoardKey is the leaderboard of a size and level, e.g. "9x9-strong".
func BoardKey(size int, l kit.Level) string { return fmt.Sprintf("%dx%d-%s", size, size, l) }

// New starts a game from the new-game form (see parseOptions). A random
// colour is drawn from the seed.
func (Game) New(opts url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	o, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	if o.human == Empty {
		o.human = Black
		if seed&1 == 1 {
			o.human = White
		}
	}
	rec := Record{Size: o.size, KomiHalf: o.komiHalf, First: Black}
	if o.handicap > 0 {
		stones, err := HandicapPoints(o.size, o.handicap)
		if err != nil {
			return nil, kit.Invalid("cannot place the handicap: "+err.Error(), "не удалось расставить фору: "+err.Error())
		}
		// Black's stones are the first move: White plays next.
		rec.Handicap, rec.Black, rec.First = o.handicap, stones, White
	}
	if o.record != nil {
		rec = *o.record
		rec.KomiHalf = o.komiHalf
		rec.Result = ""
	}
	pos, err := rec.Replay()
	if err != nil {
		return nil, kit.Invalid("cannot set up the game: "+err.Error(), "не удалось расставить партию: "+err.Error())
	}
	s := &state{rec: rec, human: o.human, level: o.level, casual: o.casual, pos: pos}
	s.afterMoves()
	return s, nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
