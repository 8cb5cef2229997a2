package handlers

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
)

// resignFormRE finds a board's Resign form: a plain GET of the leave
// page, whatever htmx does with it.
var resignFormRE = regexp.MustCompile(`<form method="get" action="([^"]+)"[^>]*hx-post="[^"]+"[^>]*>\s*<button type="submit" class="([a-z]+-resign)">([^<]+)</button>`)

// TestBoardResignWithoutJavaScript: the Resign button of chess,
// checkers, Go and Open World Chess works without JavaScript through
// the hall's confirm page, in English and Russian: the button is a GET
// of /games/{id}/leave, which asks, and its form resigns (a recorded
// loss); before the first move the same button offers aborting.
func TestBoardResignWithoutJavaScript(t *testing.T) {
	t.Parallel()
	for _, g := range []struct {
		slug  string
		opts  url.Values
		move  url.Values
		class string
	}{
		{"chess", url.Values{"color": {"white"}}, url.Values{"do": {"move"}, "move": {"e4"}}, "cb-resign"},
		{"checkers", url.Values{"colour": {"white"}}, url.Values{"do": {"move"}, "path": {"c3,d4"}}, "ck-resign"},
		{"go", url.Values{"colour": {"black"}}, url.Values{"do": {"play"}, "at": {"4,4"}}, "go-resign"},
		{"owchess", url.Values{"color": {"white"}}, url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}}, "owc-resign"},
	} {
		t.Run(g.slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			game := p.newGame(g.slug, g.opts)
			resign := func(lang, label string) string {
				t.Helper()
				page := p.get(game)
				m := resignFormRE.FindStringSubmatch(page.body)
				if m == nil || m[1] != game+"/leave" || m[2] != g.class {
					t.Fatalf("%s: the board's Resign is no GET of the leave page: %v\n%.3000s", lang, m, page.body)
				}
				if m[3] != label {
					t.Fatalf("%s: the button says %q, want %q", lang, m[3], label)
				}
				return m[1]
			}
			// Before the first move the button and the confirm page
			// offer an abort.
			if r := p.get(resign("en", "Abort")); r.status != http.StatusOK || !strings.Contains(r.body, "Abort this game?") {
				t.Fatalf("before the first move: %d %.600s", r.status, r.body)
			}
			if r := p.act(game, withVersion(g.move, p.get(game).body)); r.status != http.StatusOK {
				t.Fatalf("move: %d %.300s", r.status, r.body)
			}
			// In Russian the button and the question are Russian.
			p.post("/lang", url.Values{"lang": {"ru"}})
			if r := p.get(resign("ru", "Сдаться")); !strings.Contains(r.body, "Сдаться в этой партии?") {
				t.Fatalf("the Russian confirm page: %.800s", r.body)
			}
			p.post("/lang", url.Values{"lang": {"en"}})
			before := h.row(game)
			if r := p.get(resign("en", "Resign")); r.status != http.StatusOK || !strings.Contains(r.body, "Resign this game?") {
				t.Fatalf("the confirm page: %d %.600s", r.status, r.body)
			}
			if after := h.row(game); after.Version != before.Version || after.Over {
				t.Fatal("showing the confirm page changed the game")
			}
			r := leave(t, p, game, "Resign this game?")
			if r.status != http.StatusSeeOther || r.location != game {
				t.Fatalf("resign: %d %q", r.status, r.location)
			}
			if !h.row(game).Over {
				t.Fatal("the resigned game is not over")
			}
			if page := p.get(game); !strings.Contains(page.body, "resign") || resignFormRE.MatchString(page.body) {
				t.Fatalf("the page after resigning: %.600s", page.body)
			}
			res := allResults(h, game)
			if len(res) == 0 {
				t.Fatal("the resignation recorded no result")
			}
			for _, r := range res {
				if r.Outcome != kit.Loss.String() {
					t.Fatalf("results %+v, want losses", res)
				}
			}
		})
	}
}

// allResults are the results the game saved, ranked or casual.
func allResults(h *hall, game string) []store.Result {
	id := gameIDOf(h.t, game)
	h.mem.mu.Lock()
	defer h.mem.mu.Unlock()
	var out []store.Result
	for _, r := range h.mem.results[id] {
		out = append(out, r)
	}
	return out
}
