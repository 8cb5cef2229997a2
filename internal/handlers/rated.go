package handlers

import (
	"fmt"
	"slices"

	"gamehall/internal/games/kit"
	"gamehall/internal/rating"
	"gamehall/internal/store"
)

// ratingBoard is one rating a game keeps: its key in the ratings table,
// what the leaderboard calls it, the label of its rows in the bots'
// table and its bot levels' fixed ratings, by level key.
type ratingBoard struct {
	Key              string
	TitleEN, TitleRU string
	Label            string
	variant          string
	bots             []kit.BotRating
}

// bot is the rating of a bot level of the board, by its key.
func (b ratingBoard) bot(level string) (kit.BotRating, bool) {
	for _, r := range b.bots {
		if r.Level == level {
			return r, true
		}
	}
	return kit.BotRating{}, false
}

// gameRatings are the ratings a game keeps, in display order, and how
// a result names the one it moves: the engine declares its variants
// (kit.RatingVariants, else one rating when its bot has rated levels)
// and its results' levels (kit.RatedResult, else the board's key), the
// bot package its levels' ratings.
type gameRatings struct {
	boards []ratingBoard
	as     func(kit.Result) (variant, level string, ok bool)
}

// newGameRatings gathers a game's ratings from its engine g and its
// bot's levels' ratings; a level of a variant the game does not declare
// is a mistake in the declarations and panics at start.
func newGameRatings(g any, slug string, levels []kit.BotRating) gameRatings {
	var out gameRatings
	variants := []kit.RatingVariant{{TitleEN: "Rating", TitleRU: "Рейтинг"}}
	if v, ok := g.(kit.RatingVariants); ok {
		variants = v.RatingVariants()
	} else if len(levels) == 0 {
		variants = nil
	}
	for _, v := range variants {
		key := slug
		if v.Key != "" {
			key = slug + "-" + v.Key
		}
		out.boards = append(out.boards, ratingBoard{Key: key, TitleEN: v.TitleEN, TitleRU: v.TitleRU, Label: v.Label, variant: v.Key})
	}
	for _, l := range levels {
		i := slices.IndexFunc(variants, func(v kit.RatingVariant) bool { return v.Key == l.Variant })
		if i < 0 {
			panic(fmt.Sprintf("handlers: %s: a bot rating of variant %q, which the game does not declare", slug, l.Variant))
		}
		out.boards[i].bots = append(out.boards[i].bots, l)
	}
	out.as = func(r kit.Result) (string, string, bool) { return "", r.Board, true }
	if rr, ok := g.(kit.RatedResult); ok {
		out.as = rr.RatedAs
	}
	return out
}

// ratedAs says which rating a result moves and against which bot level,
// or nil when it moves none (score boards, solitaire, blackjack's house).
func (gr gameRatings) ratedAs(r kit.Result) *store.Rated {
	variant, level, ok := gr.as(r)
	if !ok {
		return nil
	}
	for _, b := range gr.boards {
		if b.variant != variant {
			continue
		}
		if opp, ok := b.bot(level); ok {
			return &store.Rated{Key: b.Key, Opponent: rating.Fixed(opp.Rating)}
		}
	}
	return nil
}

// orderOf is how a board ranks, for the standings a result updates
// (OrderNone, the zero Order, for a board without a leaderboard).
func orderOf(b kit.Board) store.Order { return ranks[b.Rank].order }

// storeResults turns a game's results into the store's, with the order
// of each board and the rating each moves.
func storeResults(e *entry, rs []kit.Result) []store.Result {
	out := make([]store.Result, len(rs))
	for i, r := range rs {
		order := store.OrderNone
		for _, b := range e.info.Boards {
			if b.Key == r.Board {
				order = orderOf(b)
			}
		}
		out[i] = store.Result{Board: r.Board, Order: order, Outcome: r.Outcome.String(), Score: r.Score,
			Moves: r.Moves, Ranked: r.Ranked, Detail: r.Detail, Rated: e.ratings.ratedAs(r)}
	}
	return out
}
