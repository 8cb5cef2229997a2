package handlers

import (
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/internal/rating"
	"gamehall/internal/store"
)

// ratingBoard is one rating a game keeps: its key in the ratings table
// and what the leaderboard calls it.
type ratingBoard struct {
	Key              string
	TitleEN, TitleRU string
}

// ratingsOf lists the ratings a game keeps, in display order: one per
// variant that has bot levels in botRatings.
func ratingsOf(slug string) []ratingBoard {
	if slug == "go" {
		var out []ratingBoard
		for _, size := range []string{"9x9", "13x13", "19x19"} {
			out = append(out, ratingBoard{Key: "go-" + size, TitleEN: "Rating " + size, TitleRU: "Рейтинг " + size})
		}
		return out
	}
	if _, ok := botRatings[slug]; ok {
		return []ratingBoard{{Key: slug, TitleEN: "Rating", TitleRU: "Рейтинг"}}
	}
	return nil
}

// ratedAs says which rating a result moves and against which bot level,
// or nil when it moves none (score boards, solitaire, blackjack's house).
func ratedAs(slug string, r kit.Result) *store.Rated {
	key, level := slug, r.Board
	switch slug {
	case "go":
		size, lv, ok := strings.Cut(r.Board, "-")
		if !ok {
			return nil
		}
		key, level = "go-"+size, lv
	case "durak":
		// Each table size has its own pair of bot tables (see
		// durakBotRatings); a result without its size is two-handed.
		if strings.HasPrefix(r.Board, "vs-") {
			level = "normal"
		}
		level = durakKey(level, int(r.Detail.Int("players")))
	case "tonk":
		// Tonk's boards are bankroll and hands; the game's outcome is
		// rated once, from the bankroll entry.
		if r.Board != "bankroll" {
			return nil
		}
		level = r.Detail.Str("level")
	}
	opp, ok := botRatings[key][level]
	if !ok {
		return nil
	}
	return &store.Rated{Key: key, Opponent: rating.Fixed(opp.Rating)}
}

// orderOf is how a board ranks, for the standings a result updates
// (OrderNone, the zero Order, for a board without a leaderboard).
func orderOf(b kit.Board) store.Order { return ranks[b.Rank].order }

// storeResults turns a game's results into the store's, with the order
// of each board and the rating each moves.
func storeResults(info kit.Info, rs []kit.Result) []store.Result {
	out := make([]store.Result, len(rs))
	for i, r := range rs {
		order := store.OrderNone
		for _, b := range info.Boards {
			if b.Key == r.Board {
				order = orderOf(b)
			}
		}
		out[i] = store.Result{Board: r.Board, Order: order, Outcome: r.Outcome.String(), Score: r.Score,
			Moves: r.Moves, Ranked: r.Ranked, Detail: r.Detail, Rated: ratedAs(info.Slug, r)}
	}
	return out
}
