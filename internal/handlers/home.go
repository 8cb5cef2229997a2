package handlers

import (
	"net/http"

	"gamehall/templates"
)

// home shows the catalogue and the visitor's unfinished games.
func (s *Server) home(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	var open []templates.ContinueItem
	if v.uid != 0 {
		games, err := s.Store.OpenGames(r.Context(), v.uid, 24)
		if err != nil {
			return err
		}
		for _, g := range games {
			if s.Games.Has(g.Slug) {
				open = append(open, templates.ContinueItem{ID: g.ID, Slug: g.Slug, Updated: g.UpdatedAt})
			}
		}
	}
	cards := make([]templates.HomeCard, len(templates.Catalogue))
	for i, g := range templates.Catalogue {
		cards[i] = templates.HomeCard{GameEntry: g, Ready: s.Games.Has(g.Slug)}
	}
	s.render(w, r, http.StatusOK, templates.Home(v.page(r, v.tr("Games", "Игры")), cards, open))
	return nil
}
