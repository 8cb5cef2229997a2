package handlers

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// periods are the leaderboard's time windows.
var periods = []string{"all", "month", "week"}

func periodStart(p string, now time.Time) time.Time {
	switch p {
	case "week":
		return now.AddDate(0, 0, -7)
	case "month":
		return now.AddDate(0, -1, 0)
	}
	return time.Time{}
}

// leaderboards lists every playable game's boards.
func (s *Server) leaderboards(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	var games []pages.Game
	for _, e := range s.Games.order {
		if len(e.info.Boards) > 0 {
			games = append(games, e.page(v.lang))
		}
	}
	s.render(w, r, http.StatusOK, pages.Leaderboards(v.page(r, v.tr("Leaderboards", "Рекорды")), games))
	return nil
}

// leaderboard shows one board of a game for a period.
func (s *Server) leaderboard(w http.ResponseWriter, r *http.Request) error {
	slug := chi.URLParam(r, "slug")
	info, ok := s.Games.Info(slug)
	if !ok || len(info.Boards) == 0 {
		return store.ErrNotFound
	}
	v := visitorOf(r)
	q := r.URL.Query()
	board := info.Boards[0]
	for _, b := range info.Boards {
		if b.Key == q.Get("board") {
			board = b
		}
	}
	period := "all"
	for _, p := range periods {
		if p == q.Get("period") {
			period = p
		}
	}
	since := periodStart(period, s.Now())
	var rows []store.Standing
	var err error
	switch board.Rank {
	case kit.RankWins:
		rows, err = s.Store.Wins(r.Context(), slug, board.Key, since, 50)
	case kit.RankLowest:
		rows, err = s.Store.BestLowest(r.Context(), slug, board.Key, since, 50)
	default:
		rows, err = s.Store.BestHighest(r.Context(), slug, board.Key, since, 50)
	}
	if err != nil {
		return err
	}
	view := pages.BoardView{
		Slug: slug, Name: s.Games.Name(slug, v.lang), Boards: info.Boards, Board: board, Period: period, Periods: periods, Me: v.name,
	}
	for _, r := range rows {
		view.Rows = append(view.Rows, pages.Standing{
			Username: r.Username, Score: r.Score, Wins: r.Wins, Draws: r.Draws, Losses: r.Losses, Detail: r.Detail,
		})
	}
	p := v.page(r, v.tr("Leaderboard: ", "Рекорды: ")+view.Name)
	s.render(w, r, http.StatusOK, pages.LeaderboardPage(p, view))
	return nil
}
