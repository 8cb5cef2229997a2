package handlers

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// takeBack takes the person's last move back in a ranked game over
// HTTP: the first post only asks (the confirm step, nothing changes),
// the confirmed one takes back and the game is casual from then on.
func takeBack(t *testing.T, h *hall, p *player, game string) {
	t.Helper()
	confirmHelp(t, h, p, game, url.Values{"do": {"undo"}})
}

// confirmHelp posts help (a take-back, a hint) to a ranked game and
// confirms it through the server's confirm step.
func confirmHelp(t *testing.T, h *hall, p *player, game string, act url.Values) response {
	t.Helper()
	before := h.row(game)
	r := p.act(game, act)
	if r.status != http.StatusOK || !strings.Contains(r.body, "confirm-step") || !strings.Contains(r.body, `name="casual" value="yes"`) {
		t.Fatalf("%v in a ranked game: want the confirm step, got %d %.400s", act, r.status, r.body)
	}
	if after := h.row(game); after.Version != before.Version || string(after.State) != string(before.State) {
		t.Fatalf("%v: asking to confirm changed the game", act)
	}
	yes := url.Values{}
	for k, v := range act {
		yes[k] = v
	}
	yes.Set("casual", "yes")
	r = p.act(game, yes)
	if r.status != http.StatusOK || !strings.Contains(r.body, "ranked-note casual") {
		t.Fatalf("%v confirmed: want a casual game, got %d %.400s", act, r.status, r.body)
	}
	return r
}
