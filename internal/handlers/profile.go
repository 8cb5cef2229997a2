package handlers

import (
	"net/http"

	"gamehall/templates"
)

// profile shows the visitor's statistics per game and finished games.
func (s *Server) profile(w http.ResponseWriter, r *http.Request) {
	v, err := s.visit(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	view := templates.ProfileView{Name: v.name}
	if v.uid != 0 {
		ctx := r.Context()
		if view.Stats, err = s.Store.UserStats(ctx, v.uid); err != nil {
			s.fail(w, r, err)
			return
		}
		if view.Counts, err = s.Store.CountGames(ctx, v.uid); err != nil {
			s.fail(w, r, err)
			return
		}
		if view.Finished, err = s.Store.FinishedGames(ctx, v.uid, 50); err != nil {
			s.fail(w, r, err)
			return
		}
		for _, st := range view.Stats {
			if info, ok := s.Games.Info(st.Slug); ok {
				view.Boards = append(view.Boards, templates.ProfileBoard{Stats: st, Info: info})
			}
		}
	}
	s.render(w, r, http.StatusOK, templates.Profile(v.page(r, v.tr("Profile", "Профиль")), view))
}
