package handlers

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// TestBoardBotRatingsAreLabelled: every bot level's rating says how it
// was obtained in both languages; a measured one has an interval that
// holds it; stronger levels rate higher; and every
// level a game offers that reaches a rating has an entry.
func TestBoardBotRatingsAreLabelled(t *testing.T) {
	t.Parallel()
	for key, levels := range allBotRatings() {
		for level, b := range levels {
			what := key + "/" + level
			if b.SourceEN == "" || b.SourceRU == "" {
				t.Errorf("%s: no source", what)
			}
			if b.Measured && math.IsNaN(b.Low) && math.IsNaN(b.High) {
				t.Errorf("%s: measured without an interval", what)
			}
			if (!math.IsNaN(b.Low) && b.Low > b.Rating) || (!math.IsNaN(b.High) && b.High < b.Rating) {
				t.Errorf("%s: %v outside its interval %v–%v", what, b.Rating, b.Low, b.High)
			}
		}
	}
	order := []string{"beginner", "novice", "easy", "medium", "normal", "hard", "strong", "master"}
	for key, levels := range allBotRatings() {
		prev, prevLevel := math.Inf(-1), ""
		for _, l := range order {
			if b, ok := levels[l]; ok {
				if b.Rating <= prev {
					t.Errorf("%s: %s (%v) is not above %s (%v)", key, l, b.Rating, prevLevel, prev)
				}
				prev, prevLevel = b.Rating, l
			}
		}
	}
	for _, slug := range []string{"pharaoh", "101", "durak", "thousand"} {
		info, _ := Games().Info(slug)
		for _, l := range info.Levels {
			board := string(l)
			if slug == "durak" && l == kit.Strong {
				board = "vs-1"
			}
			if ratedAs(slug, kit.Result{Board: board}) == nil {
				t.Errorf("%s: level %s reaches no rating", slug, l)
			}
		}
	}
}

// TestBoardShowsBotRatings: a game's boards page lists its bots'
// ratings with how each was obtained, in the viewer's language.
func TestBoardShowsBotRatings(t *testing.T) {
	h, p := newHallPlayer(t)
	r := p.get("/leaderboard/pharaoh")
	for _, want := range []string{"Bots&#39; ratings", "measured", "estimate", "whole 10-match championships", "bot-interval"} {
		if !strings.Contains(r.body, want) {
			t.Errorf("the pharaoh boards lack %q", want)
		}
	}
	if g := p.get("/leaderboard/go"); !strings.Contains(g.body, "Strong · 9×9") || !strings.Contains(g.body, "GNU Go") {
		t.Errorf("the Go boards do not name the board sizes or GNU Go")
	}
	ru := h.player()
	ru.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}})
	r = ru.get("/leaderboard/101")
	for _, want := range []string{"Рейтинги ботов", "измерен", "Сильный", "за рейтинговым столом на четверых"} {
		if !strings.Contains(r.body, want) {
			t.Errorf("the Russian 101 boards lack %q", want)
		}
	}
	if m := p.get("/leaderboard/minesweeper"); strings.Contains(m.body, "bot-ratings") {
		t.Errorf("a game without bots shows bots' ratings")
	}
}

// TestDurakBotRatingsByTableSize: a Durak result moves the rating
// against the bots of its own table size, each size has both levels,
// and a larger table of the same bots is rated lower (a seat there is
// the fool less often).
func TestDurakBotRatingsByTableSize(t *testing.T) {
	t.Parallel()
	prevEasy := math.Inf(1)
	for n := 2; n <= 6; n++ {
		for _, board := range []string{"easy", "vs-" + strconv.Itoa(n-1)} {
			r := ratedAs("durak", kit.Result{Board: board, Detail: kit.Detail{"players": n}})
			level := "easy"
			if board != "easy" {
				level = "normal"
			}
			want, ok := allBotRatings()["durak"][durak.RatingLevel(level, n)]
			if r == nil || !ok || r.Key != "durak" || r.Opponent.R != want.Rating {
				t.Errorf("%d players, board %s: rated as %+v, want %s", n, board, r, durak.RatingLevel(level, n))
			}
			if l, p := durak.RatingTable(durak.RatingLevel(level, n)); l != level || p != n {
				t.Errorf("RatingTable(%q) = %s, %d", durak.RatingLevel(level, n), l, p)
			}
		}
		easy := allBotRatings()["durak"][durak.RatingLevel("easy", n)].Rating
		if easy >= prevEasy {
			t.Errorf("the Easy table of %d is not below the smaller one's", n)
		}
		prevEasy = easy
	}
	rows := botRatingRows(Games().games["durak"].ratings, "ru")
	if len(rows) != len(allBotRatings()["durak"]) || !slices.ContainsFunc(rows, func(r pages.BotRating) bool { return r.Level == "Сильный · 4 игрока" }) {
		t.Errorf("the Russian Durak rows do not name the table sizes: %+v", rows)
	}
}

// allBotRatings are the registered games' bot levels' ratings, by
// rating key and level key.
func allBotRatings() map[string]map[string]kit.BotRating {
	out := map[string]map[string]kit.BotRating{}
	for _, e := range Games().order {
		for _, b := range e.ratings.boards {
			out[b.Key] = map[string]kit.BotRating{}
			for _, l := range b.bots {
				out[b.Key][l.Level] = l
			}
		}
	}
	return out
}

// ratedAs is the rating a result of a registered game moves.
func ratedAs(slug string, r kit.Result) *store.Rated { return Games().games[slug].ratings.ratedAs(r) }
