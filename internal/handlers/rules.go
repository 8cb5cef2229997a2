package handlers

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// rules shows a game's rules in the visitor's language.
func (s *Server) rules(w http.ResponseWriter, r *http.Request) error {
	e := s.Games.games[chi.URLParam(r, "slug")]
	if e == nil {
		return store.ErrNotFound
	}
	v := visitorOf(r)
	g := e.page(v.lang)
	p := v.page(r, v.tr("Rules: ", "Правила: ")+g.Name)
	return s.render(w, r, http.StatusOK, pages.RulesPage(p, g, e.rules(v.lang)))
}
