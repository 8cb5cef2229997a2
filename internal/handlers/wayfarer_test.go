package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/games/wayfarer"
)

// wfView decodes the stored career and returns what its page shows.
func wfView(t *testing.T, h *hall, game string) wayfarer.View {
	t.Helper()
	return storedView(t, h, wayfarer.Game{}, game)
}

func TestWayfarerPlayAndRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("wayfarer", nil)
	page := p.get(game)
	if page.status != http.StatusOK || !strings.Contains(page.body, `class="wf-gauges"`) || !strings.Contains(page.body, "wf-market") {
		t.Fatalf("career page: %d %.300s", page.status, page.body)
	}
	p.fragment(t, game, url.Values{"do": {"buy"}, "good": {"food"}, "n": {"max"}})
	if v := wfView(t, h, game); v.Market[0].Held == 0 {
		t.Fatal("buying food bought nothing")
	}

	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"buy"}, "good": {"food"}},      // the hold is full
		{"do": {"sell"}, "good": {"luxuries"}}, // none held
		{"do": {"buy"}, "good": {"<script>alert(1)</script>"}},
		{"do": {"jump"}, "to": {"999"}},
		{"do": {"jump"}, "to": {"-1"}},
		{"do": {"repair"}}, // the hull is sound
		{"do": {"upgrade"}, "item": {"warpcore"}},
		{"do": {"attack"}}, // no fight
		{"do": {"accept"}}, // no offer
		{"do": {"tab"}, "tab": {"casino"}},
		{"do": {"selfdestruct"}},
		{},
	}...)
	// A form from an older page is refused with the fresh board.
	stale := p.act(game, url.Values{"v": {"1"}, "do": {"tab"}, "tab": {"travel"}})
	if stale.status != http.StatusConflict || !strings.Contains(stale.body, `id="board"`) {
		t.Fatalf("stale version: %d", stale.status)
	}
	// Tabs are plain forms too; without htmx they redirect back.
	if r := p.post(game, url.Values{"do": {"tab"}, "tab": {"travel"}}); r.status != http.StatusSeeOther {
		t.Fatalf("plain form tab: %d", r.status)
	}
	if body := p.get(game).body; !strings.Contains(body, "wf-chart") || !strings.Contains(body, `name="do" value="jump"`) {
		t.Fatal("the travel tab shows no star chart or jumps")
	}
}

func TestWayfarerGalaxySeed(t *testing.T) {
	h, p := newHallPlayer(t)
	std := wfView(t, h, p.newGame("wayfarer", url.Values{"galaxy": {""}}))
	own := wfView(t, h, p.newGame("wayfarer", url.Values{"galaxy": {"12345"}}))
	again := wfView(t, h, p.newGame("wayfarer", url.Values{"galaxy": {" 12345 "}}))
	if std.Custom || !own.Custom || own.Seed != 12345 {
		t.Fatalf("seeds: standard %v, own %v %d", std.Custom, own.Custom, own.Seed)
	}
	if own.Here.Name == std.Here.Name && own.Travel.Dests[0].Name == std.Travel.Dests[0].Name {
		t.Fatal("a galaxy seed gave the standard galaxy")
	}
	if own.Here.Name != again.Here.Name {
		t.Fatal("the same seed gave another galaxy")
	}
	if r := p.post("/play/wayfarer", url.Values{"galaxy": {"twelve"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a bad seed: status %d", r.status)
	}
}

// TestWayfarerCareerToTheEnd flies a reckless captain through HTTP —
// no escape pod, always towards the most lawless system in range,
// always fighting — until the ship is lost; the career ends with its
// result kept and accepts nothing more. Every response is checked for
// what the page must never show.
func TestWayfarerCareerToTheEnd(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("wayfarer", nil)
	for step := 0; step < 3000; step++ {
		v := wfView(t, h, game)
		if v.Mode == wayfarer.ModeOver {
			break
		}
		a := wfReckless(v)
		r := p.act(game, a)
		if r.status != http.StatusOK {
			t.Fatalf("step %d %v: status %d: %.300s", step, a, r.status, r.body)
		}
		wfNoLeaks(t, r.body)
	}
	v := wfView(t, h, game)
	if v.Mode != wayfarer.ModeOver {
		t.Fatalf("the reckless captain survived: %+v", v.Log)
	}
	page := p.get(game)
	if !strings.Contains(page.body, "wf-end") {
		t.Fatal("the finished career shows no ending")
	}
	before := h.row(game)
	if r := p.act(game, url.Values{"do": {"tab"}, "tab": {"market"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("an action after the end: %d", r.status)
	}
	if after := h.row(game); after.Version != before.Version {
		t.Fatal("a finished career changed")
	}
	lb := p.get("/leaderboard/wayfarer")
	if lb.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", lb.status)
	}
}

// wfReckless picks the action of a captain looking for trouble.
func wfReckless(v wayfarer.View) url.Values {
	switch v.Mode {
	case wayfarer.ModeCombat:
		return url.Values{"do": {"attack"}}
	case wayfarer.ModeEncounter:
		return url.Values{"do": {"enc"}, "c": {v.Enc.Choices[0].Key}}
	}
	if v.Offer != nil {
		return url.Values{"do": {"decline"}}
	}
	if v.Yard.CanRefuel {
		return url.Values{"do": {"refuel"}}
	}
	best, gov := -1, 99
	for _, d := range v.Travel.Dests {
		if d.Reach && d.Gov < gov {
			best, gov = d.Index, d.Gov
		}
	}
	if best < 0 {
		return url.Values{"do": {"work"}}
	}
	return url.Values{"do": {"jump"}, "to": {itoaWF(best)}}
}

func itoaWF(n int) string { return strconv.Itoa(n) }

// wfNoLeaks fails if a page carries the RNG or a roll not yet made.
func wfNoLeaks(t *testing.T, body string) {
	t.Helper()
	if i := strings.Index(body, `class="wf-log"`); i >= 0 {
		// The log may tell of a trap that already sprang; the panels may not.
		body = body[:i]
	}
	for _, leak := range []string{"trap", "ловушк", "bait", "приманк", "rng"} {
		if strings.Contains(strings.ToLower(body), leak) {
			t.Fatalf("a panel contains %q", leak)
		}
	}
}

// TestWayfarerRetire: a career that only launched cannot retire; after
// a jump, retiring needs its confirmation, then ends the career with
// its net worth on the ended-careers boards as a win.
func TestWayfarerRetire(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("wayfarer", nil)
	if body := p.get(game).body; strings.Contains(body, `value="retire"`) {
		t.Fatal("a career that only launched offers retiring")
	}
	h.refuses(t, p, game, h.row(game), url.Values{"do": {"retire"}, "confirm": {"yes"}})
	nothingCounts(t, h, game)
	for step := 0; ; step++ {
		v := wfView(t, h, game)
		if v.Mode == wayfarer.ModeDocked && v.Jumps > 0 {
			break
		}
		if step > 50 || v.Mode == wayfarer.ModeOver {
			t.Fatalf("no safe jump: mode %s", v.Mode)
		}
		a := wfReckless(v)
		if v.Mode == wayfarer.ModeCombat {
			a = url.Values{"do": {"flee"}}
		}
		if r := p.act(game, a); r.status != http.StatusOK {
			t.Fatalf("%v: %d", a, r.status)
		}
	}
	p.act(game, url.Values{"do": {"tab"}, "tab": {"board"}})
	body := p.get(game).body
	if !strings.Contains(body, "wf-board") || !strings.Contains(body, `value="retire"`) || !strings.Contains(body, `name="confirm"`) {
		t.Fatal("the Contracts tab shows no board or no retirement")
	}
	h.refuses(t, p, game, h.row(game), url.Values{"do": {"retire"}}, url.Values{"do": {"retire"}, "confirm": {"no"}})
	worth := wfView(t, h, game).Worth
	if r := p.act(game, url.Values{"do": {"retire"}, "confirm": {"yes"}}); r.status != http.StatusOK || !strings.Contains(r.body, "wf-retired") {
		t.Fatalf("retire: %d", r.status)
	}
	got := map[string]int64{}
	for _, r := range countedResults(t, h, game) {
		if r.Outcome != "win" {
			t.Fatalf("%s: outcome %s", r.Board, r.Outcome)
		}
		got[r.Board] = r.Score
	}
	if _, active := got[wayfarer.BoardActive]; active || got[wayfarer.BoardWorth] != worth || len(got) != 3 {
		t.Fatalf("retired career's boards: %v (worth %d)", got, worth)
	}
	if r := p.get("/leaderboard/wayfarer"); r.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", r.status)
	}
}
