package handlers

import (
	"net/http"

	"gamehall/templates/pages"
)

// profile shows the visitor's statistics per game and finished games.
func (s *Server) profile(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	view := pages.ProfileView{Name: v.name, Games: s.Games.catalogue(v.lang)}
	if v.uid != 0 {
		ctx := r.Context()
		stats, err := s.Store.UserStats(ctx, v.uid)
		if err != nil {
			return err
		}
		if view.Counts, err = s.Store.CountGames(ctx, v.uid); err != nil {
			return err
		}
		finished, err := s.Store.FinishedGames(ctx, v.uid, 50)
		if err != nil {
			return err
		}
		for _, g := range finished {
			view.Finished = append(view.Finished, pages.GameLine{
				ID: g.ID, Slug: g.Slug, Finished: g.FinishedAt, Outcome: g.Outcome, Detail: g.Detail,
			})
		}
		for _, st := range stats {
			if info, ok := s.Games.Info(st.Slug); ok {
				view.Boards = append(view.Boards, pages.ProfileBoard{Info: info, Stats: pages.BoardStats{
					Slug: st.Slug, Board: st.Board, Played: st.Played, Wins: st.Wins, Draws: st.Draws,
					Losses: st.Losses, Lowest: st.Lowest, Best: st.Best,
				}})
			}
		}
	}
	s.render(w, r, http.StatusOK, pages.Profile(v.page(r, v.tr("Profile", "Профиль")), view))
	return nil
}
