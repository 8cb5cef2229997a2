package handlers

import (
	"net/http"
	"strings"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/ratingchart"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// recentGames is how many finished games a profile lists; chartPoints
// how many rated games a rating's chart draws.
const (
	recentGames = 20
	chartPoints = 200
)

// profile is the visitor's own page: a guest's games and an invitation
// to sign up, or the account's public profile with account links.
func (s *Server) profile(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	view := pages.ProfileView{Name: v.name, Own: true, Games: s.Games.catalogue(v.lang)}
	if v.uid != 0 {
		if err := s.fillProfile(r, v, v.uid, &view); err != nil {
			return err
		}
		var err error
		if view.Counts, err = s.Store.CountGames(r.Context(), v.uid); err != nil {
			return err
		}
	}
	return s.render(w, r, http.StatusOK, pages.Profile(v.page(r, v.tr("Profile", "Профиль")), view))
}

// publicProfile is /u/{name}: anyone may see an account's ratings,
// statistics and recent games. Guests have no name and so no page.
func (s *Server) publicProfile(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	u, err := s.Store.UserByName(r.Context(), chi.URLParam(r, "name"))
	if err != nil {
		return err // ErrNotFound shows the not-found page
	}
	if u.Guest() {
		return store.ErrNotFound
	}
	view := pages.ProfileView{Name: u.Username, Own: u.ID == v.uid, Games: s.Games.catalogue(v.lang)}
	if err := s.fillProfile(r, v, u.ID, &view); err != nil {
		return err
	}
	return s.render(w, r, http.StatusOK, pages.Profile(v.page(r, u.Username), view))
}

// fillProfile reads a player's ratings with their charts, statistics
// and recent games.
func (s *Server) fillProfile(r *http.Request, v *visitor, uid int64, view *pages.ProfileView) error {
	ctx := r.Context()
	ratings, now, err := s.Store.Ratings(ctx, uid)
	if err != nil {
		return err
	}
	for _, pr := range ratings {
		slug, variant := ratingSlug(pr.Key)
		cur := pr.Now(now)
		line := pages.RatingLine{Slug: slug, Game: s.Games.Name(slug, v.lang), TitleEN: variant, TitleRU: variant, R: cur.R, RD: cur.RD, Games: pr.Games}
		hist, err := s.Store.RatingHistory(ctx, uid, pr.Key, chartPoints)
		if err != nil {
			return err
		}
		pts := make([]ratingchart.Point, len(hist))
		for i, h := range hist {
			pts[i] = ratingchart.Point{R: h.R, RD: h.RD}
		}
		labels := ratingchart.Labels{Title: line.Title(v.lang) + ": " + pages.RatingText(cur.R, cur.RD)}
		if len(hist) > 0 {
			labels.First = pages.Date(v.lang, hist[0].At)
			labels.Last = pages.Date(v.lang, hist[len(hist)-1].At)
		}
		line.ChartSVG = ratingchart.SVG(pts, labels)
		view.Ratings = append(view.Ratings, line)
	}
	stats, err := s.Store.PlayerStats(ctx, uid)
	if err != nil {
		return err
	}
	for _, st := range stats {
		view.Stats = append(view.Stats, pages.GameStatsLine{
			Slug: st.Slug, Played: st.Played, Wins: st.Wins, Draws: st.Draws, Losses: st.Losses,
			Streak: st.Streak, BestStreak: st.BestStreak,
		})
	}
	for _, e := range s.Games.order {
		if e.stats.Show == nil {
			continue
		}
		games, err := s.soloGames(r, uid, e.info.Slug, e.stats.Boards)
		if err != nil {
			return err
		}
		if c := e.stats.Show(v.lang, games); c != nil {
			view.Solo = append(view.Solo, c)
		}
	}
	finished, err := s.Store.FinishedGames(ctx, uid, recentGames)
	if err != nil {
		return err
	}
	for _, g := range finished {
		view.Recent = append(view.Recent, pages.GameLine{
			ID: g.ID, Slug: g.Slug, Finished: g.FinishedAt, Outcome: g.Outcome, Ranked: g.Ranked,
			Detail: s.Games.detailText(v.lang, kit.Detail(g.Detail)),
		})
	}
	return nil
}

// ratingSlug splits a rating key into its game and variant: "go-9x9" is
// Go on 9x9, "chess" is chess.
func ratingSlug(key string) (slug, variant string) {
	if rest, ok := strings.CutPrefix(key, "go-"); ok {
		return "go", rest
	}
	return key, ""
}

// soloGames reads a player's ranked games of a solitaire on its
// win-rate boards (one entry per game started), oldest first, as the
// game's statistics fold them.
func (s *Server) soloGames(r *http.Request, uid int64, slug string, boards []string) ([]kit.Played, error) {
	rows, err := s.Store.SoloResults(r.Context(), uid, slug, boards)
	if err != nil {
		return nil, err
	}
	games := make([]kit.Played, len(rows))
	for i, row := range rows {
		games[i] = kit.Played{Board: row.Board, Won: row.Outcome == "win", Detail: kit.Detail(row.Detail), Daily: row.Daily}
	}
	return games, nil
}
