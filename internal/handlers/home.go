package handlers

import (
	"net/http"
	"net/url"
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
	"gamehall/templates/pages"
)

// home shows the catalogue and the visitor's unfinished games.
func (s *Server) home(w http.ResponseWriter, r *http.Request) error {
	v := visitorOf(r)
	open, err := s.continueItems(r, v, 24, s.Games.Has)
	if err != nil {
		return err
	}
	return s.render(w, r, http.StatusOK, pages.Home(v.page(r, v.tr("Games", "Игры")), s.Games.catalogue(v.lang), open))
}

// continueItems is the Continue list of the visitor's open games (the
// latest n at the most) whose slug keep accepts.
func (s *Server) continueItems(r *http.Request, v *visitor, n int, keep func(slug string) bool) ([]pages.ContinueItem, error) {
	if v.uid == 0 {
		return nil, nil
	}
	games, err := s.Store.OpenGames(r.Context(), v.uid, n)
	if err != nil {
		return nil, err
	}
	var open []pages.ContinueItem
	for _, g := range games {
		if keep(g.Slug) {
			open = append(open, s.continueItem(v, g))
		}
	}
	return open, nil
}

// continueItem is an open game's line in a Continue list.
func (s *Server) continueItem(v *visitor, g store.GameSummary) pages.ContinueItem {
	e := s.Games.games[g.Slug]
	return pages.ContinueItem{ID: g.ID, Slug: g.Slug, Name: e.name(v.lang), Updated: g.UpdatedAt,
		Setup: setupText(e.info, g.Options, v.lang), Moves: g.Moves, Leavable: g.Moves == 0 || e.info.Opponent}
}

// setupKeys are the options a game's summary names, when the game has
// them: who the person plays against and on what.
var setupKeys = []string{"opponent", kit.LevelKey, "players", "bots", "size", "preset", "draw"}

// setupText names a game's opponent and settings from its stored
// new-game options ("Bots: Strong · Players at the table: 4"), in a
// language; "" for a game stored before options were kept.
func setupText(info kit.Info, options, lang string) string {
	vals, err := url.ParseQuery(options)
	if err != nil || len(vals) == 0 {
		return ""
	}
	var parts []string
	for _, key := range setupKeys {
		o, ok := info.Option(key)
		if !ok || !vals.Has(key) {
			continue
		}
		val := vals.Get(key)
		for _, c := range o.Choices {
			if c.Value == val {
				val = c.Label(lang)
			}
		}
		parts = append(parts, o.Label(lang)+": "+val)
	}
	return strings.Join(parts, " · ")
}
