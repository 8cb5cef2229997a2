package handlers

import (
	"context"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	owchessbot "gamehall/internal/ai/owchess"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/owchess"
)

// owcState decodes an Open World Chess game's stored state.
func owcState(t *testing.T, h *hall, game string) *owchess.State {
	t.Helper()
	return storedState(t, h, owchess.Game{}, game).(*owchess.State)
}

// owcSquareRE finds each board square of a page and what it holds.
var owcSquareRE = regexp.MustCompile(`(?s)<(label|button|div) [^>]*?class="sq [^"]*"[^>]*data-sq="([a-h][1-8])"[^>]*>(.*?)</(?:label|button|div)>`)

// owcFogLeaks lists what a page shows of the squares the person cannot
// see: the page must draw them as bare fog. The bot's view of the same
// state tells which squares hold something.
func owcFogLeaks(t *testing.T, body string, st *owchess.State) []string {
	t.Helper()
	v := st.View(kit.HumanSeat, time.Now())
	var leaks []string
	seen := 0
	for _, m := range owcSquareRE.FindAllStringSubmatch(body, -1) {
		seen++
		sq, _ := owchess.ParseSquare(m[2])
		if v.Open[sq] {
			continue
		}
		for _, bad := range []string{"pc-", "owc-hp", "owc-b-", "owc-coin", "HP"} {
			if strings.Contains(m[0], bad) {
				leaks = append(leaks, m[2]+" shows "+bad)
			}
		}
		if m[1] != "div" {
			leaks = append(leaks, m[2]+" under fog is clickable")
		}
	}
	if seen > 0 && seen != 64 {
		t.Fatalf("found %d squares on the page", seen)
	}
	// The raw state and the enemy's purse are never on the page.
	if strings.Contains(body, `"rng"`) || strings.Contains(body, `"fog"`) {
		leaks = append(leaks, "raw state")
	}
	return leaks
}

// TestOwchessTimerWhileAway: the clock runs on the server. Nobody looks
// for two minutes: the first time-out turns the clock red; two more
// minutes and the game is lost, recorded on the leaderboard.
func TestOwchessTimerWhileAway(t *testing.T) {
	t.Parallel()
	clock := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	h := newHallAt(t, clock)
	p := h.player()
	game := p.newGame("owchess", url.Values{"level": {"medium"}, "timer": {"on"}})
	clock.add(90 * time.Second)
	if page := p.get(game); strings.Contains(page.body, "owc-red") || !strings.Contains(page.body, "0:30") {
		t.Fatalf("30 s left, not red yet: %.2000s", page.body)
	}
	clock.add(31 * time.Second)
	page := p.get(game)
	if !strings.Contains(page.body, "owc-clock owc-red") || !strings.Contains(page.body, "out of time") {
		t.Fatalf("first time-out: %.3000s", page.body)
	}
	if h.row(game).Over {
		t.Fatal("one time-out does not end the game")
	}
	// A move still counts in the red; the clock resets for the next one.
	r := p.act(game, url.Values{"do": {"move"}, "from": {"b1"}, "to": {"c3"}})
	if r.status != http.StatusOK {
		t.Fatalf("move in the red: %d", r.status)
	}
	clock.add(4 * time.Minute) // away again: the second time-out
	page = p.get(game)
	if !h.row(game).Over || !strings.Contains(page.body, "You ran out of time twice") {
		t.Fatalf("second time-out: over %v, %.300s", h.row(game).Over, page.body)
	}
	if r := p.act(game, url.Values{"do": {"move"}, "from": {"c3"}, "to": {"d5"}}); r.status != http.StatusUnprocessableEntity {
		t.Errorf("a move after the loss: %d, want 422", r.status)
	}
	board := p.get("/leaderboard/owchess")
	if board.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", board.status)
	}
}

// TestOwchessWholeGameOverHTTP plays whole games through HTTP, the
// person's moves chosen by the medium bot from the person's own view,
// pressing the page's shop buttons too, and checks after every response
// that nothing under the person's fog was sent.
func TestOwchessWholeGameOverHTTP(t *testing.T) {
	h, p := newHallPlayer(t)
	rng := rand.New(rand.NewPCG(5, 6))
	for g := 0; g < 2; g++ {
		game := p.newGame("owchess", url.Values{"level": {"easy"}, "timer": {"off"}, "color": {[]string{"white", "black"}[g]}})
		body := p.get(game).body
		for step := 0; ; step++ {
			st := owcState(t, h, game)
			if leaks := owcFogLeaks(t, body, st); len(leaks) > 0 {
				t.Fatalf("game %d step %d: fog leaks: %v", g, step, leaks)
			}
			if st.Over() {
				break
			}
			if step > 600 {
				t.Fatal("the game does not end")
			}
			v := st.View(kit.HumanSeat, time.Now())
			v.Level = kit.Medium
			act, err := owchessbot.Bot(context.Background(), v, rng)
			if err != nil {
				t.Fatal(err)
			}
			act.Set("v", version(t, body))
			r := p.act(game, act)
			if r.status != http.StatusOK {
				t.Fatalf("game %d step %d: %v: %d %.300s", g, step, act, r.status, r.body)
			}
			body = framesRE.ReplaceAllString(r.body, "") // the playback's frames are earlier moments
		}
		if !strings.Contains(body, "owc-over") {
			t.Fatalf("the finished game's page: %.300s", body)
		}
	}
	prof := p.get("/leaderboard/owchess")
	if prof.status != http.StatusOK || !strings.Contains(prof.body, "Coins collected") {
		t.Fatalf("leaderboard: %d %.300s", prof.status, prof.body)
	}
}

// TestOwchessFriendOverHTTP: two people at one screen take turns; the
// board is covered between turns, and every response shows only the
// side to move's view (nothing at all under the cover).
func TestOwchessFriendOverHTTP(t *testing.T) {
	h, p := newHallPlayer(t)
	rng := rand.New(rand.NewPCG(8, 9))
	game := p.newGame("owchess", url.Values{"opponent": {"friend"}, "timer": {"off"}})
	body := p.get(game).body
	covers := 0
	for step := 0; step < 60; step++ {
		st := owcState(t, h, game)
		if leaks := owcFogLeaks(t, body, st); len(leaks) > 0 {
			t.Fatalf("step %d: fog leaks: %v", step, leaks)
		}
		if st.Over() {
			break
		}
		v := st.View(kit.HumanSeat, time.Now())
		var act url.Values
		if v.Cover {
			covers++
			if !strings.Contains(body, "owc-cover") || strings.Contains(body, "owc-board") {
				t.Fatalf("step %d: the cover does not hide the board", step)
			}
			act = url.Values{"do": {"ready"}}
		} else {
			var err error
			if act, err = owchessbot.Bot(context.Background(), v, rng); err != nil {
				t.Fatal(err)
			}
		}
		r := p.act(game, act)
		if r.status != http.StatusOK {
			t.Fatalf("step %d: %v: %d", step, act, r.status)
		}
		body = r.body
	}
	if covers < 10 {
		t.Fatalf("the board was covered %d times", covers)
	}
	if owcState(t, h, game).View(0, time.Now()).Cover {
		p.act(game, url.Values{"do": {"ready"}})
	}
	if r := p.act(game, url.Values{"do": {"resign"}}); r.status != http.StatusOK || !strings.Contains(r.body, "win by resignation") {
		t.Fatalf("resign: %d %.300s", r.status, r.body)
	}
}
