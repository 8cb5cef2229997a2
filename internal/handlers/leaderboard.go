package handlers

import (
	"cmp"
	"math"
	"net/http"
	"slices"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
	"gamehall/templates/ui"
)

// boardRows is how many lines a leaderboard shows.
const boardRows = 50

// leaderboards lists every playable game's boards.
func (s *Server) leaderboards(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	var games []pages.Game
	for _, e := range s.Games.order {
		if len(boardTabs(e)) > 0 {
			games = append(games, e.page(v.lang))
		}
	}
	return s.render(w, r, http.StatusOK, pages.Leaderboards(v.page(r, v.tr("Leaderboards", "Рекорды")), games))
}

// boardTabs lists a game's leaderboards: its ratings first, then its
// score boards. Boards that counted wins against a bot level are not
// shown: games against bots rank by rating instead.
func boardTabs(e *entry) []pages.BoardTab {
	if e == nil {
		return nil
	}
	var tabs []pages.BoardTab
	for _, rb := range e.ratings.boards {
		tabs = append(tabs, pages.BoardTab{Key: store.RatingBoard(rb.Key), TitleEN: rb.TitleEN, TitleRU: rb.TitleRU,
			Kind: pages.BoardRating})
	}
	for _, b := range e.info.Boards {
		if r, ok := ranks[b.Rank]; ok {
			tabs = append(tabs, pages.BoardTab{Key: b.Key, TitleEN: b.TitleEN, TitleRU: b.TitleRU, Kind: r.kind, Unit: b.Unit})
		}
	}
	return tabs
}

// ranks are the ways a game's score board ranks that have a leaderboard:
// the page's kind of board and the store's order of its standings.
// Boards of other ranks keep counts only.
var ranks = map[kit.Rank]struct {
	kind  pages.BoardKind
	order store.Order
}{
	kit.RankLowest:  {pages.BoardLowest, store.OrderLow},
	kit.RankHighest: {pages.BoardHighest, store.OrderHigh},
	kit.RankWinRate: {pages.BoardWinRate, store.OrderWinRate},
}

// storeOrder is the store's order for a board kind.
func storeOrder(k pages.BoardKind) store.Order {
	for _, r := range ranks {
		if r.kind == k {
			return r.order
		}
	}
	return store.OrderRating
}

// leaderboard shows one board of a game for a period: the top lines and
// the viewer's own place.
func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request) error {
	slug := chi.URLParam(r, "slug")
	e := s.Games.games[slug]
	tabs := boardTabs(e)
	if len(tabs) == 0 {
		return store.ErrNotFound
	}
	v := visitorOf(r)
	q := r.URL.Query()
	board := tabs[0]
	for _, b := range tabs {
		if b.Key == q.Get("board") {
			board = b
		}
	}
	period := store.PeriodAll
	for _, p := range store.Periods {
		if p == q.Get("period") {
			period = p
		}
	}
	var viewer int64
	if v.name != "" {
		viewer = v.uid
	}
	lb, err := s.Store.Board(r.Context(), store.BoardQuery{
		Slug: slug, Board: board.Key, Order: storeOrder(board.Kind), Period: period, Limit: boardRows, Viewer: viewer,
	})
	if err != nil {
		return err
	}
	view := pages.BoardView{
		Slug: slug, Name: s.Games.Name(slug, v.lang), Tabs: tabs, Board: board, Period: period, Periods: store.Periods, Since: lb.Since,
		MeName: v.name, MinGames: store.MinWinRateGames, RankCap: store.RankCap, MeCapped: lb.MeCapped,
		Bots: botRatingRows(e.ratings, v.lang),
	}
	for _, row := range lb.Rows {
		view.Rows = append(view.Rows, s.standingView(row, v.lang))
	}
	if lb.Me != nil {
		me := s.standingView(*lb.Me, v.lang)
		view.Me = &me
	}
	p := v.page(r, v.tr("Leaderboard: ", "Рекорды: ")+view.Name)
	return s.render(w, r, http.StatusOK, pages.LeaderboardPage(p, view))
}

func (s *Server) standingView(st store.Standing, lang string) pages.Standing {
	return pages.Standing{
		Rank: st.Rank, Username: st.Username, Score: st.Score, Games: st.Games, Wins: st.Wins,
		Draws: st.Draws, Losses: st.Losses, Rating: st.Rating, RD: st.RD, Detail: s.Games.detailText(lang, kit.Detail(st.Detail)),
	}
}

// botRatingRows are the game's bot levels with their fixed ratings,
// weakest first, for the "Bots' ratings" table.
func botRatingRows(gr gameRatings, lang string) []pages.BotRating {
	var out []pages.BotRating
	for _, rb := range gr.boards {
		var rows []pages.BotRating
		for _, b := range rb.bots {
			name := b.Name(lang)
			if len(gr.boards) > 1 {
				name += " · " + rb.Label
			}
			rows = append(rows, pages.BotRating{
				Level: name, Rating: int(math.Round(b.Rating)),
				Low: int(math.Round(b.Low)), HasLow: !math.IsNaN(b.Low),
				High: int(math.Round(b.High)), HasHigh: !math.IsNaN(b.High),
				Measured: b.Measured, Source: ui.Tr(lang, b.SourceEN, b.SourceRU),
			})
		}
		slices.SortStableFunc(rows, func(a, b pages.BotRating) int { return cmp.Compare(a.Rating, b.Rating) })
		out = append(out, rows...)
	}
	return out
}
