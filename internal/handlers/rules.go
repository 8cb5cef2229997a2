package handlers

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/store"
	"gamehall/templates"
)

// rules shows a game's rules in the visitor's language.
func (s *Server) rules(w http.ResponseWriter, r *http.Request) error {
	slug := chi.URLParam(r, "slug")
	g, ok := templates.Entry(slug)
	if !ok {
		return store.ErrNotFound
	}
	v := visitorOf(r)
	p := v.page(r, v.tr("Rules: ", "Правила: ")+g.Name(v.lang))
	s.render(w, r, http.StatusOK, templates.RulesPage(p, g, s.Games.Has(slug), templates.Rules(slug, v.lang)))
	return nil
}
