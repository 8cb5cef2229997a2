package handlers

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/ui"
)

// formCasual says why a game started with the new-game form would be
// casual, in a language: "" when it would be ranked, and also when the
// form is not valid (its error says why when it is posted).
func formCasual(info kit.Info, form url.Values, lang string) string {
	v, err := kit.ParseOptions(info, form)
	if err != nil {
		return ""
	}
	return info.CasualFor(v).Reason(lang)
}

// rankedNote answers the new-game form as it changes (static/js/site.js
// asks with the form's fields in the query): whether a game with these
// settings will be ranked, or why the settings are refused.
func (s *Server) rankedNote(w http.ResponseWriter, r *http.Request) error {
	e := s.Games.games[chi.URLParam(r, "slug")]
	if e == nil {
		return store.ErrNotFound
	}
	v := visitorOf(r)
	vals, err := kit.ParseOptions(e.info, r.URL.Query())
	var ie *kit.InputError
	if errors.As(err, &ie) {
		s.render(w, r, http.StatusOK, ui.FormError(ie.Message(v.lang)))
		return nil
	}
	if err != nil {
		return err
	}
	s.render(w, r, http.StatusOK, ui.RankedNote(v.lang, e.info.CasualFor(vals).Reason(v.lang)))
	return nil
}

// confirmStep is the question before help that makes a ranked game
// casual, with the refused action's fields to post again.
func confirmStep(act kit.Action, question string) *ui.Confirm {
	c := &ui.Confirm{Question: question}
	for k, vs := range act {
		if k == "v" || k == kit.ConfirmKey {
			continue
		}
		for _, x := range vs {
			c.Fields = append(c.Fields, [2]string{k, x})
		}
	}
	slices.SortStableFunc(c.Fields, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
	return c
}
