package handlers

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
)

// TestRankedCardTables: Pharaoh counts only as the championship of ten
// matches and 101 only at a table of four. The new-game form says so as
// it changes, and a game played to its end at another length or size
// stays in the player's history without reaching a board or a rating.
func TestRankedCardTables(t *testing.T) {
	h, p := newHallPlayer(t)
	for _, c := range []struct {
		query, note, reason string
	}{
		{"/play/pharaoh/ranked?matches=10&level=easy", "ranked-note ranked", ""},
		{"/play/pharaoh/ranked?matches=1&level=easy", "ranked-note casual", "only the championship of 10 matches is ranked"},
		{"/play/101/ranked?players=4&level=easy", "ranked-note ranked", ""},
		{"/play/101/ranked?players=2&level=easy", "ranked-note casual", "only a table of 4 is ranked"},
		{"/play/101/ranked?players=6&level=strong", "ranked-note casual", "only a table of 4 is ranked"},
	} {
		r := p.get(c.query)
		if !strings.Contains(r.body, c.note) || !strings.Contains(r.body, c.reason) {
			t.Errorf("%s: %d %.300s", c.query, r.status, r.body)
		}
	}
	ru := h.player()
	ru.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}})
	if r := ru.get("/play/101/ranked?players=3"); !strings.Contains(r.body, "в зачёт идёт только стол на 4 игроков") {
		t.Errorf("the note in Russian: %.300s", r.body)
	}
	// recordForms play Pharaoh as one match and 101 at a table of two.
	for gi, slug := range []string{"pharaoh", "101"} {
		game := playRecorded(t, h, p, slug, rand.New(rand.NewPCG(23, uint64(gi))), 600)
		if !h.row(game).Over {
			t.Fatalf("%s: the game did not end", slug)
		}
		pageSaysCasual(t, p, game, "only ")
		nothingCounts(t, h, game)
		if savedResults(t, h, game) == 0 {
			t.Errorf("%s: the casual game is missing from the player's history", slug)
		}
	}
}
