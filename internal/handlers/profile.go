package handlers

import (
	"net/http"

	"gamehall/templates"
)

// profile shows the visitor's statistics per game and finished games.
func (s *Server) profile(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	view := templates.ProfileView{Name: v.name}
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
			view.Finished = append(view.Finished, templates.GameLine{
				ID: g.ID, Slug: g.Slug, Finished: g.FinishedAt, Outcome: g.Outcome, Detail: g.Detail,
			})
		}
		for _, st := range stats {
			if info, ok := s.Games.Info(st.Slug); ok {
				view.Boards = append(view.Boards, templates.ProfileBoard{Info: info, Stats: templates.BoardStats{
					Slug: st.Slug, Board: st.Board, Played: st.Played, Wins: st.Wins, Draws: st.Draws,
					Losses: st.Losses, Lowest: st.Lowest, Best: st.Best,
				}})
			}
		}
	}
	s.render(w, r, http.StatusOK, templates.Profile(v.page(r, v.tr("Profile", "Профиль")), view))
	return nil
}
