package corpsestarch

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "corpse-starch"

// Game makes and restores Corpse-Starch Box states; its zero value is
// ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes the game: one leaderboard of lifetime starch.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Corpse-Starch Box",
		NameRU:  "Коробка трупного крахмала",
		BlurbEN: "An idle game of the grim far future.",
		BlurbRU: "Мрачная idle-игра далёкого будущего.",
		Boards: []kit.Board{{
			Key:     boardLifetime,
			TitleEN: "Lifetime starch gathered",
			TitleRU: "Всего собрано крахмала",
			Rank:    kit.RankHighest,
			Unit:    kit.UnitCoins,
		}},
	}
}

// New starts a game at now with an empty crate. There are no options;
// any given are ignored.
func (Game) New(_ url.Values, seed uint64, now time.Time) (kit.State[View], error) {
	return newState(seed, unixMs(now)), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	s, err := decodeState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}
