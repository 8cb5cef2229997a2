package handlers

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
)

// The leaving rules of issue 11, played over HTTP: a game counts from
// the player's first move. Before it, leaving aborts (no result, no
// rating, gone from Continue); after it, leaving a game with an
// opponent resigns it (a loss), and so does leaving it untouched for a
// week; solo games are kept.

// leaveVersion is the version the leave page's form carries.
func leaveVersion(t *testing.T, body string) string {
	t.Helper()
	_, rest, ok := strings.Cut(body, `name="v" value="`)
	if !ok {
		t.Fatalf("the leave page has no form: %.500s", body)
	}
	v, _, _ := strings.Cut(rest, `"`)
	return v
}

// leave opens a game's leave page, checks its question and confirms it.
func leave(t *testing.T, p *player, game, question string) response {
	t.Helper()
	page := p.get(game + "/leave")
	if page.status != http.StatusOK || !strings.Contains(page.body, question) {
		t.Fatalf("leave page: want %q, got %d %.600s", question, page.status, page.body)
	}
	return p.post(game+"/leave", url.Values{"v": {leaveVersion(t, page.body)}})
}

func TestLeaveAbortBeforeFirstMove(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("chess", url.Values{"color": {"white"}, "level": {"strong"}})
	if home := p.get("/"); !strings.Contains(home.body, `href="`+game+`/leave"`) || !strings.Contains(home.body, "not started") {
		t.Fatalf("the Continue list offers no Abandon for an unstarted game: %.2000s", home.body)
	}
	r := leave(t, p, game, "Abort this game?")
	if r.status != http.StatusSeeOther || r.location != "/" {
		t.Fatalf("abort: %d %q", r.status, r.location)
	}
	abortedGone(t, h, p, game)
}

// abortedGone fails unless the aborted game is gone: not found, off
// Continue, nothing recorded.
func abortedGone(t *testing.T, h *hall, p *player, game string) {
	t.Helper()
	if r := p.get(game); r.status != http.StatusNotFound {
		t.Fatalf("an aborted game still answers %d", r.status)
	}
	if home := p.get("/"); strings.Contains(home.body, game) {
		t.Fatal("an aborted game is still under Continue")
	}
	if n := savedResults(t, h, game); n != 0 {
		t.Fatalf("an aborted game recorded %d results", n)
	}
}

func TestLeaveRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("chess", url.Values{"color": {"white"}})
	before := h.row(game)
	// Another player's game is not found, and a stale page changes nothing.
	if r := h.player().get(game + "/leave"); r.status != http.StatusNotFound {
		t.Errorf("someone else's leave page: %d", r.status)
	}
	if r := h.player().post(game+"/leave", url.Values{"v": {"1"}}); r.status != http.StatusNotFound {
		t.Errorf("leaving someone else's game: %d", r.status)
	}
	if r := p.post(game+"/leave", url.Values{"v": {"99"}}); r.status != http.StatusConflict || !strings.Contains(r.body, "moved on in another window") {
		t.Errorf("a stale leave page: %d %.300s", r.status, r.body)
	}
	if r := p.post(game+"/leave", url.Values{}); r.status != http.StatusConflict {
		t.Errorf("no version: %d", r.status)
	}
	if after := h.row(game); after.Version != before.Version || after.Over {
		t.Fatal("a refused leave changed the game")
	}
	// Once the player has moved, the page asks to resign instead (in
	// Russian too), and a page shown before the move is stale.
	stale := leaveVersion(t, p.get(game+"/leave").body)
	p.act(game, url.Values{"do": {"move"}, "move": {"e4"}})
	if r := p.post(game+"/leave", url.Values{"v": {stale}}); r.status != http.StatusConflict || h.row(game).Over {
		t.Fatalf("leaving from a page shown before a move: %d", r.status)
	}
	p.post("/lang", url.Values{"lang": {"ru"}})
	if r := p.get(game + "/leave"); !strings.Contains(r.body, "Сдаться в этой партии?") || !strings.Contains(r.body, "1 ход") {
		t.Fatalf("the Russian leave page: %.800s", r.body)
	}
}

func TestLeaveResignsAfterFirstMove(t *testing.T) {
	h, p := newDBHallPlayer(t)
	p.signUp("leaver", "correct horse battery")
	game := p.newGame("chess", url.Values{"color": {"white"}, "level": {"easy"}})
	if r := p.act(game, url.Values{"do": {"move"}, "move": {"e4"}}); r.status != http.StatusOK {
		t.Fatalf("move: %d", r.status)
	}
	home := p.get("/")
	if !strings.Contains(home.body, "The bot: Easy") || !strings.Contains(home.body, "1 move") {
		t.Fatalf("the Continue line does not sum the game up: %.3000s", home.body)
	}
	r := leave(t, p, game, "Resign this game?")
	if r.status != http.StatusSeeOther || r.location != game {
		t.Fatalf("resign: %d %q", r.status, r.location)
	}
	if page := p.get(game); !strings.Contains(page.body, "You resigned") {
		t.Fatalf("the game page after resigning: %.500s", page.body)
	}
	lossAndRating(t, h, "leaver", "chess")
}

// lossAndRating checks that the player's one result of the game is a
// ranked loss and that it moved their rating.
func lossAndRating(t *testing.T, h *hall, name, slug string) {
	t.Helper()
	var outcome string
	var ranked bool
	var ratings int
	err := h.store.Pool().QueryRow(context.Background(), `
		SELECT r.outcome, r.ranked,
			(SELECT count(*) FROM ratings g WHERE g.user_id = u.id AND g.games = 1)
		FROM results r JOIN users u ON u.id = r.user_id
		WHERE u.username = $1 AND r.slug = $2`, name, slug).Scan(&outcome, &ranked, &ratings)
	if err != nil {
		t.Fatal(err)
	}
	if outcome != "loss" || !ranked || ratings != 1 {
		t.Fatalf("result %s (ranked %v), ratings with one game %d: want a ranked loss that is rated", outcome, ranked, ratings)
	}
}

func TestLeaveResignsCardGame(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("hearts", url.Values{})
	// Before the first move the board offers an abort, after it resign.
	if r := p.get(game); !strings.Contains(r.body, `href="`+game+`/leave">Abort the game…`) {
		t.Fatalf("no abort link under the board: %.300s", r.body)
	}
	mine := heartsViews(t, h, game)[0].Hand
	if r := p.act(game, url.Values{"do": {"pass"}, "cards": {cards.Join(mine[:3])}}); r.status != http.StatusOK {
		t.Fatalf("pass: %d %.300s", r.status, r.body)
	}
	if r := p.get(game); !strings.Contains(r.body, `href="`+game+`/leave">Resign…`) {
		t.Fatalf("no resign link under the board: %.300s", r.body)
	}
	r := leave(t, p, game, "Resign this game?")
	if r.status != http.StatusSeeOther || !h.row(game).Over {
		t.Fatalf("resign: %d, over %v", r.status, h.row(game).Over)
	}
	page := p.get(game)
	if !strings.Contains(page.body, "You resigned.") || strings.Contains(page.body, "/leave") {
		t.Fatalf("the resigned game's page: %.600s", page.body)
	}
	got := countedResults(t, h, game)
	if len(got) != 1 || got[0].Outcome != "loss" || got[0].Board != "easy" {
		t.Fatalf("results %+v, want one ranked loss against easy bots", got)
	}
	// Its record replays to the resignation.
	id := strings.TrimPrefix(game, "/games/")
	for _, at := range []string{"", "?n=1", "?n=2", "?n=99"} {
		if r := p.get("/r/" + id + at); r.status != http.StatusOK {
			t.Fatalf("the resigned game's record%s: %d %.300s", at, r.status, r.body)
		}
	}
	// A resigned game takes no more moves.
	if r := p.act(game, url.Values{"do": {"play"}, "card": {hearts.TwoOfClubs.String()}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a move after resigning: %d", r.status)
	}
}

func TestLeaveSoloGameKept(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	if r := p.act(game, url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}}); r.status != http.StatusOK {
		t.Fatalf("reveal: %d", r.status)
	}
	if h.row(game).Over {
		t.Skip("the first reveal ended the game")
	}
	page := p.get(game + "/leave")
	if page.status != http.StatusOK || !strings.Contains(page.body, "Solo games are kept") || strings.Contains(page.body, `method="post"`+` action="`+game) {
		t.Fatalf("a begun solo game's leave page: %d %.600s", page.status, page.body)
	}
	if r := p.post(game+"/leave", url.Values{"v": {strconv.FormatInt(h.row(game).Version, 10)}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("leaving a begun solo game: %d", r.status)
	}
	if row := h.row(game); row.Over {
		t.Fatal("a solo game was ended")
	}
	if home := p.get("/"); !strings.Contains(home.body, `href="`+game+`"`) || strings.Contains(home.body, game+"/leave") {
		t.Fatal("the Continue list offers Abandon for a begun solo game, or lost it")
	}
}

func TestSweepAbandonedGames(t *testing.T) {
	h, p := newDBHallPlayer(t)
	p.signUp("wanderer", "correct horse battery")
	moved := p.newGame("chess", url.Values{"color": {"white"}, "level": {"easy"}})
	p.act(moved, url.Values{"do": {"move"}, "move": {"e4"}})
	unmoved := p.newGame("checkers", url.Values{"color": {"white"}})
	solo := p.newGame("minesweeper", url.Values{"preset": {"expert"}})
	p.act(solo, url.Values{"do": {"flag"}, "x": {"0"}, "y": {"0"}})
	ctx := context.Background()
	now := time.Now()
	if n, err := SweepAbandoned(ctx, h.store, nil, now.Add(6*24*time.Hour)); err != nil || n != 0 {
		t.Fatalf("six days on: swept %d, %v", n, err)
	}
	n, err := SweepAbandoned(ctx, h.store, nil, now.Add(8*24*time.Hour))
	if err != nil || n != 1 {
		t.Fatalf("eight days on: swept %d, %v; want the moved chess game", n, err)
	}
	if !h.row(moved).Over || h.row(unmoved).Over || h.row(solo).Over {
		t.Fatalf("over: moved %v, unmoved %v, solo %v", h.row(moved).Over, h.row(unmoved).Over, h.row(solo).Over)
	}
	lossAndRating(t, h, "wanderer", "chess")
	if n, err := SweepAbandoned(ctx, h.store, nil, now.Add(9*24*time.Hour)); err != nil || n != 0 {
		t.Fatalf("a second sweep: %d, %v", n, err)
	}
}

// TestNewGameFormRemembersSettings: the new-game form starts from the
// settings of the person's last game of it, and the ranked note agrees.
func TestNewGameFormRemembersSettings(t *testing.T) {
	h, p := newHallPlayer(t)
	checked := func(body, name, value string) bool {
		return regexp.MustCompile(`name="`+name+`"[^>]*value="`+value+`"[^>]*checked`).MatchString(body) ||
			regexp.MustCompile(`value="`+value+`"[^>]*name="`+name+`"[^>]*checked`).MatchString(body)
	}
	if r := p.get("/play/hearts"); !strings.Contains(r.body, `value="100"`) {
		t.Fatalf("a first form shows the default target: %.300s", r.body)
	}
	p.newGame("hearts", url.Values{"level": {"strong"}, "target": {"50"}})
	r := p.get("/play/hearts")
	if !checked(r.body, "level", "strong") || !strings.Contains(r.body, `value="50"`) || !strings.Contains(r.body, "ranked-note casual") {
		t.Fatalf("the form does not start from the last game's settings: %.3000s", r.body)
	}
	if r := h.player().get("/play/hearts"); checked(r.body, "level", "strong") {
		t.Fatal("one player's settings prefill another's form")
	}
}

// boardOpenings are the board games, each with the options of a new game
// where the person moves first and a first move: for the tests that play
// a move in each.
var boardOpenings = []struct {
	slug       string
	opts, move url.Values
}{
	{"chess", url.Values{"color": {"white"}}, url.Values{"do": {"move"}, "move": {"e4"}}},
	{"checkers", url.Values{"color": {"white"}}, url.Values{"do": {"move"}, "path": {"c3,d4"}}},
	{"go", url.Values{"size": {"9"}, "level": {"easy"}, "colour": {"black"}}, url.Values{"do": {"play"}, "at": {"4,4"}}},
	{"owchess", url.Values{"color": {"white"}, "level": {"easy"}}, url.Values{"do": {"move"}, "from": {"e2"}, "to": {"e4"}}},
}

// TestBoardResignBeforeFirstMoveAborts: the board's Resign (htmx, or a
// plain post) before the person's first move aborts the game as the
// leave page does (gone, nothing recorded, off Continue, to the home
// page); after the first move it resigns (the game ends, its result
// recorded), as before.
func TestBoardResignBeforeFirstMoveAborts(t *testing.T) {
	t.Parallel()
	for _, c := range boardOpenings {
		t.Run(c.slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			resign := func(game string) url.Values {
				return url.Values{"do": {kit.ActResign}, "v": {strconv.FormatInt(h.row(game).Version, 10)}}
			}
			game := p.newGame(c.slug, c.opts)
			if r := p.act(game, resign(game)); r.status != http.StatusOK || r.header.Get("HX-Redirect") != "/" {
				t.Fatalf("htmx resign at move 0: %d, HX-Redirect %q", r.status, r.header.Get("HX-Redirect"))
			}
			abortedGone(t, h, p, game)
			game = p.newGame(c.slug, c.opts)
			if r := p.post(game, resign(game)); r.status != http.StatusSeeOther || r.location != "/" {
				t.Fatalf("plain resign at move 0: %d %q", r.status, r.location)
			}
			abortedGone(t, h, p, game)
			// After the first move Resign resigns: a finished game, recorded.
			game = p.newGame(c.slug, c.opts)
			if r := p.act(game, c.move); r.status != http.StatusOK {
				t.Fatalf("move: %d %.300s", r.status, r.body)
			}
			if r := p.act(game, resign(game)); r.status != http.StatusOK || r.header.Get("HX-Redirect") != "" {
				t.Fatalf("resign after a move: %d", r.status)
			}
			if row := h.row(game); !row.Over {
				t.Fatal("resigning after the first move did not end the game")
			}
			if n := savedResults(t, h, game); n == 0 {
				t.Fatal("resigning after the first move recorded nothing")
			}
		})
	}
}
