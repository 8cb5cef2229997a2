package handlers

import (
	"net/http"

	"gamehall/templates/pages"
)

// home shows the catalogue and the visitor's unfinished games.
func (s *Server) home(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	var open []pages.ContinueItem
	if v.uid != 0 {
		games, err := s.Store.OpenGames(r.Context(), v.uid, 24)
		if err != nil {
			return err
		}
		for _, g := range games {
			if s.Games.Has(g.Slug) {
				open = append(open, pages.ContinueItem{ID: g.ID, Slug: g.Slug, Name: s.Games.Name(g.Slug, v.lang), Updated: g.UpdatedAt})
			}
		}
	}
	return s.render(w, r, http.StatusOK, pages.Home(v.page(r, v.tr("Games", "Игры")), s.Games.catalogue(v.lang), open))
}
