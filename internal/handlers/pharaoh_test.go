package handlers

import (
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"gamehall/internal/formscan"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/pharaoh"
)

// phViews decodes a stored Pharaoh game and returns both seats' views.
func phViews(t *testing.T, h *hall, game string) [2]pharaoh.View {
	t.Helper()
	return [2]pharaoh.View(seatViews(storedState(t, h, pharaoh.Game{}, game), 2))
}

// phMove is a plain person's next action: the first card that fits (a
// joker calling spades), else draw, else pass, else deal on.
func phMove(v pharaoh.View) url.Values {
	switch {
	case v.Phase != pharaoh.Playing:
		return url.Values{"do": {"next"}}
	case !v.Playable.Empty():
		c, _ := v.Playable.Lowest()
		return url.Values{"do": {"play"}, "card": {c.String()}, "suit": {"S"}}
	case v.CanDraw:
		return url.Values{"do": {"draw"}}
	}
	return url.Values{"do": {"pass"}}
}

func TestPharaohPlayAndRefusals(t *testing.T) {
	h, p, game := newTable(t, pharaoh.Slug, url.Values{"matches": {"1"}, "level": {"easy"}}, `class="ph-table"`, "ph-hand")

	v := phViews(t, h, game)
	if !v[0].MyTurn() {
		t.Fatalf("after New the bot plays up to the person: %+v", v[0])
	}
	before := h.row(game)
	bad := append(playRefusals(v[1].Hand[0], v[0].Hand[0]), url.Values{"do": {"next"}})
	if !v[0].Playable.Empty() {
		bad = append(bad, url.Values{"do": {"draw"}}, url.Values{"do": {"pass"}})
	} else {
		bad = append(bad, url.Values{"do": {"pass"}})
	}
	for _, c := range v[0].Hand {
		if !v[0].Playable.Has(c) {
			bad = append(bad, url.Values{"do": {"play"}, "card": {c.String()}})
			break
		}
	}
	for _, j := range v[0].Playable.Jokers().Cards() {
		bad = append(bad, url.Values{"do": {"play"}, "card": {j.String()}}, url.Values{"do": {"play"}, "card": {j.String()}, "suit": {"X"}})
	}
	h.refuses(t, p, game, before, bad...)

	// A move sent with an old version is refused with 409 and the fresh
	// board, and changes nothing.
	old := version(t, p.get(game).body)
	form := phMove(v[0])
	form.Set("v", old)
	if r := p.act(game, form); r.status != http.StatusOK {
		t.Fatalf("a move with the current version: %d", r.status)
	}
	before = h.row(game)
	v = phViews(t, h, game)
	form = phMove(v[0])
	form.Set("v", old)
	if r := p.act(game, form); r.status != http.StatusConflict {
		t.Errorf("stale version: status %d, want 409", r.status)
	} else if after := h.row(game); after.Version != before.Version || string(after.State) != string(before.State) {
		t.Error("a stale move changed the game")
	}

	// Play the match out; without htmx every move redirects back.
	deals := 0
	for i := 0; ; i++ {
		if i > 3000 {
			t.Fatal("the match does not end")
		}
		v = phViews(t, h, game)
		if v[0].Over() {
			break
		}
		form := phMove(v[0])
		if form.Get("do") == "next" {
			deals++
		}
		// The page after every third redirect is checked for leaks.
		h.playMove(t, p, game, form, i%2 == 0, i%2 == 1 || i%6 == 0)
	}
	row := h.finished(t, p, game, url.Values{"do": {"draw"}}, "ph-summary", `action="/play/pharaoh"`, "ph-scores", "ph-series", "ph-match-result")
	st, _ := pharaoh.Game{}.Decode(row.State)
	res := st.Results()
	if len(res) != 1 || res[0].Board != "easy" || (res[0].Outcome == kit.Win) != (v[0].Total > 0) {
		t.Fatalf("results %+v, total %d", res, v[0].Total)
	}
	if lb := p.get("/leaderboard/pharaoh?board=easy"); lb.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", lb.status)
	}
	t.Logf("%d deals, total %+d", deals+1, v[0].Total)
}

// TestPharaohHiddenInformation presses random forms of the pages it gets
// back, as a curious person would, through several deals of two games,
// and checks every response for the bot's hand and the stock.
func TestPharaohHiddenInformation(t *testing.T) {
	h, p := newHallPlayer(t)
	rng := rand.New(rand.NewPCG(3, 4))
	for g, level := range []string{"strong", "easy"} {
		game := p.newGame(pharaoh.Slug, url.Values{"matches": {"10"}, "level": {level}})
		if g == 1 {
			p.post("/lang", url.Values{"lang": {"ru"}, "back": {game}})
		}
		r := p.get(game)
		h.noLeaks(t, game, r)
		deals := 0
		for step := 0; step < 150 && deals < 6; step++ {
			forms := formscan.Posting(r.body, game)
			form := formscan.RandomSubmit(rng, forms)
			if form == nil || rng.IntN(8) == 0 {
				// Sometimes a move of our own, right or wrong.
				v := phViews(t, h, game)[0]
				form = phMove(v)
				if rng.IntN(3) == 0 {
					form.Set("card", []string{"XR", "XB", "XK", "AS", "9H"}[rng.IntN(5)])
				}
				form.Set("v", version(t, r.body))
			}
			if form.Get("do") == "next" {
				deals++
			}
			r = p.act(game, form)
			h.noLeaks(t, game, r)
			if r.status != http.StatusOK {
				r = p.get(game)
				h.noLeaks(t, game, r)
			}
		}
		if deals < 2 {
			t.Errorf("game %d: only %d deals", g, deals)
		}
	}
}

func TestPharaohNewGameOptions(t *testing.T) {
	h, p := newHallPlayer(t)
	form := p.get("/play/pharaoh")
	if form.status != http.StatusOK || !strings.Contains(form.body, `name="matches"`) || !strings.Contains(form.body, `name="level"`) {
		t.Fatalf("new-game form: %d", form.status)
	}
	for _, bad := range []url.Values{{"matches": {"3"}}, {"level": {"x"}}} {
		if r := p.post("/play/pharaoh", bad); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("%v: %d", bad, r.status)
		}
	}
	game := p.newGame(pharaoh.Slug, url.Values{"matches": {"10"}, "level": {"easy"}})
	if v := phViews(t, h, game)[0]; v.Length != 10 || v.Level != kit.Easy {
		t.Fatalf("options: %+v", v)
	}
	game = p.newGame(pharaoh.Slug, nil)
	if v := phViews(t, h, game)[0]; v.Length != 1 || v.Level != kit.Easy {
		t.Fatalf("defaults: %+v", v)
	}
	if r := p.get("/rules/pharaoh"); r.status != http.StatusOK || !strings.Contains(r.body, "Ramses") || !strings.Contains(r.body, "champion table") {
		t.Fatalf("rules page: %d", r.status)
	}
	p.post("/lang", url.Values{"lang": {"ru"}, "back": {"/rules/pharaoh"}})
	if r := p.get("/rules/pharaoh"); r.status != http.StatusOK || !strings.Contains(r.body, "Рамзес") {
		t.Fatalf("Russian rules page: %d", r.status)
	}
}

// TestPharaohChampionTable: a finished championship of ten matches
// puts the player on the champion table of its level and on the wins
// board.
func TestPharaohChampionTable(t *testing.T) {
	t.Parallel()
	h := newDBHall(t) // leaderboards are SQL over standings: memStore has none
	p := h.player()
	p.signUp("cleopatra", "sphinx-riddle-42")
	game := p.newGame(pharaoh.Slug, url.Values{"matches": {"10"}, "level": {"easy"}})
	// Nine matches through the engine, the last one through HTTP so the
	// hall records the results.
	phAdvance(t, h, game, func(v pharaoh.View) bool {
		return len(v.Matches) == pharaoh.ChampionSeries-1 && v.Phase == pharaoh.MatchOver
	})
	for i := 0; ; i++ {
		if i > 2000 {
			t.Fatal("the last match does not end")
		}
		v := phViews(t, h, game)[0]
		if v.Over() {
			break
		}
		if r := p.act(game, phMove(v)); r.status != http.StatusOK {
			t.Fatalf("status %d", r.status)
		}
	}
	v := phViews(t, h, game)[0]
	if len(v.Matches) != pharaoh.ChampionSeries {
		t.Fatalf("%d matches", len(v.Matches))
	}
	lb := p.get("/leaderboard/pharaoh?board=" + pharaoh.ChampionBoard(kit.Easy))
	if lb.status != http.StatusOK || !strings.Contains(lb.body, "cleopatra") {
		t.Fatalf("champion table: %d %.500s", lb.status, lb.body)
	}
	if !strings.Contains(lb.body, strconv.Itoa(v.Total)) {
		t.Errorf("the champion table shows the total %d", v.Total)
	}
	if lb := p.get("/leaderboard/pharaoh?board=easy"); lb.status != http.StatusOK || !strings.Contains(lb.body, "cleopatra") {
		t.Fatalf("wins board: %d", lb.status)
	}
}
