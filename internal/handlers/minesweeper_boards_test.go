package handlers

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// minesweeperCells reads a game's field from its stored state (the test
// plays the part of a player who knows where the mines are).
func minesweeperCells(t *testing.T, h *hall, game string) (w int, cells []byte) {
	t.Helper()
	var st struct {
		W     int    `json:"w"`
		Cells []byte `json:"c"`
	}
	if err := json.Unmarshal(h.row(game).State, &st); err != nil {
		t.Fatal(err)
	}
	return st.W, st.Cells
}

// pacedDBHall is a hall on PostgreSQL whose clock moves only by tick,
// 1.5 s a time: a person's pace.
func pacedDBHall(t *testing.T) (*hall, func()) {
	var mu sync.Mutex
	at := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	tick := func() {
		mu.Lock()
		at = at.Add(1500 * time.Millisecond)
		mu.Unlock()
	}
	h := newDBHallWith(t, func(c *Config) {
		c.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return at }
	})
	return h, tick
}

// The ends playMinesweeper plays a game to.
const (
	msWin   = iota // open every safe cell
	msLose         // open a mine
	msLeave        // leave it in play after the first reveal
)

// playMinesweeper starts a Beginner-sized game with opts, reveals the
// middle and plays it to end, calling tick before every action (the
// hall's clock: a person's pace keeps the game ranked).
func playMinesweeper(t *testing.T, h *hall, p *player, tick func(), opts url.Values, end int) string {
	t.Helper()
	game := p.newGame("minesweeper", opts)
	tick()
	if r := p.act(game, url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}}); r.status != http.StatusOK {
		t.Fatalf("first reveal: %d", r.status)
	}
	for !h.row(game).Over && end != msLeave {
		w, cells := minesweeperCells(t, h, game)
		target := -1
		for i, c := range cells {
			mine, open := c&1 != 0, c&2 != 0
			if !open && mine == (end == msLose) {
				target = i
				break
			}
		}
		tick()
		if r := p.act(game, url.Values{"do": {"reveal"}, "x": {strconv.Itoa(target % w)}, "y": {strconv.Itoa(target / w)}}); r.status != http.StatusOK {
			t.Fatalf("reveal %d: %d", target, r.status)
		}
	}
	return game
}

// TestMinesweeperNoGuessRateBoardsAndProfile plays, at a person's pace,
// no-guess and standard Beginner games over HTTP and checks where each
// lands: no-guess times on their own board, win rates counting a game
// from its first click (a game left in play is a loss there), the win
// rate board's minimum of games, and the profile's statistics.
func TestMinesweeperNoGuessRateBoardsAndProfile(t *testing.T) {
	t.Parallel()
	h, tick := pacedDBHall(t)
	p := h.player()
	p.signUp("sapper", "a long enough secret")

	play := func(opts url.Values, end int) string { return playMinesweeper(t, h, p, tick, opts, end) }

	noGuess := url.Values{"preset": {"beginner"}, "noguess": {"on"}}
	standard := url.Values{"preset": {"beginner"}}
	ng := play(noGuess, msWin)
	page := p.get(ng).body
	if !strings.Contains(page, "No guessing") || !strings.Contains(page, `name="noguess" value="on"`) {
		t.Error("a no-guess game's page does not say so, or its New game button forgets it")
	}
	play(noGuess, msWin)
	play(standard, msWin)
	for range 19 {
		play(standard, msLose)
	}
	play(standard, msLeave)

	board := func(key string) string {
		t.Helper()
		r := p.get("/leaderboard/minesweeper?board=" + key + "&period=all")
		if r.status != http.StatusOK {
			t.Fatalf("board %s: %d", key, r.status)
		}
		return r.body
	}
	const row = `<a href="/u/sapper">sapper</a>`
	if b := board("beginner-noguess"); !strings.Contains(b, row) || !strings.Contains(b, `detail">no guessing`) {
		t.Error("the no-guess board does not list the no-guess win")
	}
	if b := board("beginner"); !strings.Contains(b, row) || strings.Contains(b, `detail">no guessing`) {
		t.Error("the standard board must list the standard win and no no-guess one")
	}
	// 1 win in 21 games started: the one left in play counts as lost.
	if b := board("beginner-rate"); !strings.Contains(b, row) || !strings.Contains(b, "1 / 21") {
		t.Errorf("the win-rate board: %.2000s", b[strings.Index(b, "<table"):])
	}
	// Two no-guess games are below the minimum of a win-rate board.
	if b := board("beginner-noguess-rate"); strings.Contains(b, row) {
		t.Error("a win-rate board lists a player below its minimum of games")
	}

	prof := p.get("/u/sapper").body
	i := strings.Index(prof, `id="minesweeper-stats"`)
	if i < 0 {
		t.Fatal("the profile has no Minesweeper statistics")
	}
	stats := prof[i:]
	stats = stats[:strings.Index(stats, "</section>")]
	// Standard: 20 finished games (the one in play waits), 1 won, the
	// win the latest but one... then 19 losses: streak 0, best 1.
	// No-guess: 2 of 2, streak 2.
	for _, want := range []string{"Beginner, no guessing", ">20<", "1 <span class=\"muted\">(5%)", "2 <span class=\"muted\">(100%)", "Efficiency", "\u00a0s</td>"} {
		if !strings.Contains(stats, want) {
			t.Errorf("the statistics lack %q: %s", want, stats)
		}
	}

	// A custom field offers no no-guess layout: refused, nothing made.
	r := p.post("/play/minesweeper", url.Values{"preset": {"custom"}, "width": {"9"}, "height": {"9"}, "mines": {"10"}, "noguess": {"on"}})
	if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "classic fields only") {
		t.Errorf("custom no-guess: %d", r.status)
	}
}
