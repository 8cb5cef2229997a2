package handlers

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"gamehall/templates/pages"
)

// rules shows a game's rules in the visitor's language.
func (s *Server) rules(w http.ResponseWriter, r *http.Request) {
	e := s.Games.games[chi.URLParam(r, "slug")]
	if e == nil {
		s.notFound(w, r)
		return
	}
	v, err := s.visit(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	g := e.page(v.lang)
	p := v.page(r, v.tr("Rules: ", "Правила: ")+g.Name)
	s.render(w, r, http.StatusOK, pages.RulesPage(p, g, e.rules(v.lang)))
}
