package handlers

import (
	"net/http"
	"strings"
	"testing"
)

// gamePage fetches a game's page and fails t unless it answers 200 OK
// with every one of marks in its HTML.
func (p *player) gamePage(t *testing.T, game string, marks ...string) response {
	t.Helper()
	page := p.get(game)
	ok := page.status == http.StatusOK
	for _, m := range marks {
		ok = ok && strings.Contains(page.body, m)
	}
	if !ok {
		t.Fatalf("game page: %d %.300s", page.status, page.body)
	}
	return page
}
