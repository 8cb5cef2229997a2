package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/store"
)

// The farming recipes of issue 11, each played over HTTP as a person
// (or a script) would: none may reach a leaderboard or a rating. The
// store puts only ranked results on boards and ratings (internal/store
// tests that), so each test shows that every result the game saved is
// casual, and the game page says why.

// countedResults are the game's saved results that reach boards and
// ratings (the memory store keeps what the hall asked to save).
func countedResults(t *testing.T, h *hall, game string) []store.Result {
	t.Helper()
	id := gameIDOf(t, game)
	h.mem.mu.Lock()
	defer h.mem.mu.Unlock()
	var out []store.Result
	for _, r := range h.mem.results[id] {
		if r.Ranked {
			out = append(out, r)
		}
	}
	return out
}

// savedResults counts the game's saved results, ranked or not.
func savedResults(t *testing.T, h *hall, game string) int {
	t.Helper()
	id := gameIDOf(t, game)
	h.mem.mu.Lock()
	defer h.mem.mu.Unlock()
	return len(h.mem.results[id])
}

// nothingCounts fails when any of the game's results would reach a
// board or a rating.
func nothingCounts(t *testing.T, h *hall, game string) {
	t.Helper()
	if got := countedResults(t, h, game); len(got) > 0 {
		t.Fatalf("farmed results reach the boards: %+v", got)
	}
}

// pageSaysCasual fails unless the game page says the game is casual
// and names the reason.
func pageSaysCasual(t *testing.T, p *player, game, reason string) {
	t.Helper()
	r := p.get(game)
	if r.status != http.StatusOK || !strings.Contains(r.body, "ranked-note casual") || !strings.Contains(r.body, reason) {
		t.Fatalf("the game page does not say casual (%s): %d %.300s", reason, r.status, noteOf(r.body))
	}
}

// noteOf is the ranked note of a page, for failure messages.
func noteOf(body string) string {
	if i := strings.Index(body, "ranked-note"); i >= 0 {
		return body[i:min(len(body), i+300)]
	}
	return body
}

func TestFarmGoNegativeKomiAndPass(t *testing.T) {
	h, p := newHallPlayer(t)
	p.signUp("komifarmer", "correct horse battery")
	game := p.newGame("go", url.Values{"size": {"9"}, "level": {"easy"}, "komi": {"-150"}})
	pageSaysCasual(t, p, game, "komi other than the standard 7.5")
	p.act(game, url.Values{"do": {"pass"}})
	// Whether the bot answers with a pass, a move or its resignation,
	// the game ends here: resign if it is still going.
	p.act(game, url.Values{"do": {"resign"}})
	if !h.row(game).Over {
		t.Fatal("the game did not end")
	}
	nothingCounts(t, h, game)
	if savedResults(t, h, game) == 0 {
		t.Fatal("the casual game is missing from the player's history")
	}
}

func TestFarmGoSGFStart(t *testing.T) {
	h, p := newHallPlayer(t)
	sgf := goSetup(
		"X X X X X X X X X",
		"X X X X X X X X X",
		". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .",
		". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .", ". . . . . . . . .")
	game := p.newGame("go", url.Values{"sgf": {sgf}, "level": {"easy"}, "colour": {"black"}})
	pageSaysCasual(t, p, game, "started from an SGF record")
	p.act(game, url.Values{"do": {"pass"}})
	p.act(game, url.Values{"do": {"resign"}})
	nothingCounts(t, h, game)
}

func TestFarmWayfarerLaunchOnly(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("wayfarer", url.Values{})
	p.act(game, url.Values{"do": {"tab"}, "tab": {"market"}})
	nothingCounts(t, h, game)
	// A custom galaxy is casual from the start.
	other := p.newGame("wayfarer", url.Values{"galaxy": {"42"}})
	pageSaysCasual(t, p, other, "a custom galaxy")
	nothingCounts(t, h, other)
}

func TestFarmTonkUntouched500(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("tonk", url.Values{})
	// Seen again later, the table has still done nothing: its 500 chips
	// are not on any board.
	p.get(game)
	nothingCounts(t, h, game)
}

func TestFarmBlackjackPeakLaterLost(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("blackjack", url.Values{"bots": {"0"}})
	for range 20 {
		var st map[string]any
		if err := json.Unmarshal(h.row(game).State, &st); err != nil {
			t.Fatal(err)
		}
		if st["ph"] != "play" {
			break
		}
		p.act(game, url.Values{"do": {"stand"}})
	}
	nothingCounts(t, h, game) // playing: nothing is cashed out yet
	// The table once stood at 5,000 and lost it again.
	var st map[string]any
	row := h.row(game)
	if err := json.Unmarshal(row.State, &st); err != nil {
		t.Fatal(err)
	}
	seat := st["se"].([]any)[0].(map[string]any)
	seat["p"] = 5000
	b, _ := json.Marshal(st)
	h.setState(game, b)
	if r := p.act(game, url.Values{"do": {"cashout"}}); r.status != http.StatusOK {
		t.Fatalf("cash out: %d %.300s", r.status, r.body)
	}
	for _, r := range countedResults(t, h, game) {
		if r.Score == 5000 || r.Score != int64(seat["m"].(float64)) {
			t.Fatalf("the board got %d, not the %v cashed out", r.Score, seat["m"])
		}
	}
}

func TestFarmKlondikeHints(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("klondike", url.Values{})
	// The first hint at move 0 would tell whether the deal can be won:
	// it asks first, and then the deal is casual whatever follows.
	confirmHelp(t, h, p, game, url.Values{"do": {"hint"}})
	p.act(game, url.Values{"do": {"draw"}})
	pageSaysCasual(t, p, game, "you used a hint")
	nothingCounts(t, h, game)
}

func TestFarmKlondikeUndoMoveCounter(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("klondike", url.Values{})
	p.act(game, url.Values{"do": {"draw"}})
	// Undoing a draw puts a seen card back on the stock: it asks first.
	confirmHelp(t, h, p, game, url.Values{"do": {"undo"}})
	// The deal was begun ranked, so it stays a loss on its win-rate
	// board (help never takes a started deal off it); nothing else counts.
	if got := countedResults(t, h, game); len(got) != 1 || got[0].Board != "draw1-rate" || got[0].Outcome != "loss" {
		t.Fatalf("after a revealing undo, counted: %+v", got)
	}
	id := gameIDOf(t, game)
	h.mem.mu.Lock()
	defer h.mem.mu.Unlock()
	for _, r := range h.mem.results[id] {
		if r.Moves != 2 {
			t.Fatalf("a draw and its undo count %d moves, want 2 (undo never lowers the counter)", r.Moves)
		}
	}
}

func TestFarmHeartsShortTarget(t *testing.T) {
	_, p := newHallPlayer(t)
	for _, target := range []string{"25", "500"} {
		if r := p.get("/play/hearts/ranked?target=" + target); !strings.Contains(r.body, "ranked-note casual") {
			t.Fatalf("the form does not say a game to %s is casual: %.200s", target, r.body)
		}
		game := p.newGame("hearts", url.Values{"target": {target}})
		pageSaysCasual(t, p, game, "not the standard 100")
	}
	if r := p.get("/play/hearts/ranked?target=100"); !strings.Contains(r.body, "ranked-note ranked") {
		t.Fatalf("a game to 100 is not ranked: %.200s", r.body)
	}
}

// TestFarmMinesweeperScript plays Beginner as the 0.377 s script did:
// every click at once. Its pace and its time both keep its win and its
// time off the boards; the game began ranked, so it stays what its first
// click counted on the win-rate board: a loss.
func TestFarmMinesweeperScript(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC)
	h := newHallWith(t, func(c *Config) { c.Now = func() time.Time { return at } })
	p := h.player()
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	p.act(game, url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}})
	var st struct {
		W, H  int
		Cells []byte `json:"c"`
		S     string `json:"s"`
	}
	if err := json.Unmarshal(h.row(game).State, &st); err != nil {
		t.Fatal(err)
	}
	for i, c := range st.Cells {
		if c&3 == 0 { // neither a mine (1) nor open (2)
			p.act(game, url.Values{"do": {"reveal"}, "x": {strconv.Itoa(i % 9)}, "y": {strconv.Itoa(i / 9)}})
		}
	}
	if !h.row(game).Over {
		t.Fatal("the script did not finish the board")
	}
	if got := countedResults(t, h, game); len(got) != 1 || got[0].Board != "beginner-rate" || got[0].Outcome != "loss" {
		t.Fatalf("the script's game counts as more than a loss: %+v", got)
	}
	r := p.get(game)
	if !strings.Contains(r.body, "faster than") {
		t.Fatalf("the page does not say why: %.300s", noteOf(r.body))
	}
}

func TestFarmTakeBacks(t *testing.T) {
	t.Parallel()
	for _, c := range boardOpenings {
		if c.slug == "owchess" {
			continue // it has no take-back
		}
		t.Run(c.slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			game := p.newGame(c.slug, c.opts)
			if r := p.act(game, c.move); r.status != http.StatusOK {
				t.Fatalf("move: %d %.300s", r.status, r.body)
			}
			takeBack(t, h, p, game)
			pageSaysCasual(t, p, game, "you used a take-back")
			p.act(game, url.Values{"do": {"resign"}})
			if !h.row(game).Over {
				t.Fatal("the game did not end")
			}
			nothingCounts(t, h, game)
		})
	}
}

func TestFarmResignAtMoveZero(t *testing.T) {
	t.Parallel()
	for _, slug := range []string{"chess", "checkers", "go", "owchess"} {
		t.Run(slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			game := p.newGame(slug, url.Values{})
			p.act(game, url.Values{"do": {"resign"}})
			nothingCounts(t, h, game)
			// Resigning before the first move aborts: no finished game
			// with nothing recorded is left behind.
			if r := p.get(game); r.status != http.StatusNotFound {
				t.Fatalf("a game resigned at move 0 still answers %d", r.status)
			}
		})
	}
}

// TestFarmStandingsOnPostgreSQL plays one recipe against the real store
// and reads the tables the boards and ratings are made of.
func TestFarmStandingsOnPostgreSQL(t *testing.T) {
	h, p := newDBHallPlayer(t)
	p.signUp("sqlfarmer", "correct horse battery")
	game := p.newGame("go", url.Values{"size": {"9"}, "level": {"easy"}, "komi": {"-150"}})
	p.act(game, url.Values{"do": {"pass"}})
	p.act(game, url.Values{"do": {"resign"}})
	ctx := context.Background()
	var standings, ratings, results int
	err := h.store.Pool().QueryRow(ctx, `SELECT
		(SELECT count(*) FROM standings s JOIN users u ON u.id = s.user_id WHERE u.username = 'sqlfarmer'),
		(SELECT count(*) FROM ratings r JOIN users u ON u.id = r.user_id WHERE u.username = 'sqlfarmer'),
		(SELECT count(*) FROM results r JOIN users u ON u.id = r.user_id WHERE u.username = 'sqlfarmer' AND NOT r.ranked)`).
		Scan(&standings, &ratings, &results)
	if err != nil {
		t.Fatal(err)
	}
	if standings != 0 || ratings != 0 || results == 0 {
		t.Fatalf("standings %d, ratings %d, casual results in the history %d", standings, ratings, results)
	}
}
