// Package wayfarer is the rules engine of Wayfarer, a text space-trading
// career: four generated galaxies of 128 systems, ten goods, encounters
// on the way, turn-based fights, a shipyard and eight branching quests.
// The galaxy is a pure function of its seed and is never stored; every
// chance (encounters, fights, quest offers, market drift) comes from the
// PCG kept in the state.
package wayfarer

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "wayfarer"

// Game makes and restores careers; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Leaderboard keys.
const (
	BoardWorth   = "networth"
	BoardVisited = "visited"
	BoardQuests  = "quests"
	// BoardActive ranks careers still flying, by net worth, once they
	// have made a jump; the other boards rank ended careers only.
	BoardActive = "networth-active"
)

// Info describes Wayfarer and its three boards.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Wayfarer",
		NameRU:  "Странник",
		BlurbEN: "Trade across 512 star systems.",
		BlurbRU: "Торговля в 512 звёздных системах.",
		Options: formOptions,
		Boards: []kit.Board{
			{Key: BoardWorth, TitleEN: "Ended careers: net worth", TitleRU: "Оконченные карьеры: состояние", Rank: kit.RankHighest, Unit: kit.UnitCoins},
			{Key: BoardVisited, TitleEN: "Ended careers: systems visited", TitleRU: "Оконченные карьеры: посещено систем", Rank: kit.RankHighest, Unit: kit.UnitCount},
			{Key: BoardQuests, TitleEN: "Ended careers: quests completed", TitleRU: "Оконченные карьеры: выполнено заданий", Rank: kit.RankHighest, Unit: kit.UnitCount},
			{Key: BoardActive, TitleEN: "Active careers: net worth", TitleRU: "Идущие карьеры: состояние", Rank: kit.RankHighest, Unit: kit.UnitCoins},
		},
		Ranking: ranking,
	}
}

// New starts a career. The form's "galaxy" field is an optional
// galaxy seed (see formOptions); blank means the standard galaxy.
func (g Game) New(opts url.Values, seed uint64, _ time.Time) (kit.State[View], error) {
	o, err := kit.ParseOptions(g.Info(), opts)
	if err != nil {
		return nil, err
	}
	n, custom := o.Parsed("galaxy").(int64)
	return newCareer(custom, n, seed), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	s, err := decodeState(data)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NextBot reports no bot: the pirates and patrols are the rules' own.
func (s *state) NextBot() (int, bool) { return 0, false }

// Over reports whether the career has ended with the ship.
func (s *state) Over() bool { return s.c.Mode == ModeOver }
