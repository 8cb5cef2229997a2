package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/baduk"
)

// goView decodes a Go game's stored state and views it.
func goView(t *testing.T, h *hall, game string) baduk.View {
	t.Helper()
	return storedView(t, h, baduk.Game{}, game)
}

// goSetup writes a position drawn row by row (X black, O white) as an
// SGF record, for the new-game form's sgf field.
func goSetup(rows ...string) string {
	var ab, aw strings.Builder
	for y, r := range rows {
		r = strings.ReplaceAll(r, " ", "")
		for x, c := range r {
			pt := "[" + string(rune('a'+x)) + string(rune('a'+y)) + "]"
			switch c {
			case 'X':
				ab.WriteString(pt)
			case 'O':
				aw.WriteString(pt)
			}
		}
	}
	sgf := "(;GM[1]FF[4]SZ[" + strconv.Itoa(len(rows)) + "]KM[7.5]"
	if ab.Len() > 0 {
		sgf += "AB" + ab.String()
	}
	if aw.Len() > 0 {
		sgf += "AW" + aw.String()
	}
	return sgf + ")"
}

// goSplit is a finished 9x9 game, 40 points each, with one dame at E5:
// White wins by 7.5 once both pass, or by 6.5 if Black takes the dame.
var goSplit = []string{
	". X . X X O . O .",
	"X X X X X O O O O",
	". X . X X O . O .",
	"X X X X X O O O O",
	". . X X . O . . O",
	"X X X X O O O O O",
	". X . X O O . O .",
	"X X X X O O O O O",
	". X . X O O . O .",
}

func TestGoPlayAndRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("go", url.Values{"size": {"9"}, "level": {"easy"}, "colour": {"black"}})

	p.gamePage(t, game, `class="go-board"`, `<svg class="go-svg"`)
	p.fragment(t, game, url.Values{"do": {"play"}, "at": {"4,4"}})
	if v := goView(t, h, game); v.MoveNumber != 2 || v.Cell(4, 4).Stone != baduk.Black {
		t.Fatalf("after E5 the bot must have answered in the same request: %d moves", v.MoveNumber)
	}

	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"play"}, "at": {"4,4"}},                       // occupied
		{"do": {"play"}, "x": {"9"}, "y": {"0"}},              // off the board
		{"do": {"play"}, "at": {"-1,3"}},                      // off the board
		{"do": {"play"}, "at": {"<script>alert(1)</script>"}}, // markup
		{"do": {"accept"}},                                    // only after two passes
		{"do": {"toggle"}, "at": {"4,4"}},                     // only after two passes
		{"do": {"resume"}},
		{"do": {"propose"}, "dead": {"4,4"}}, // the bot's word, not yours
		{"do": {"fly"}},
		{"at": {"2,2"}},
	}...)

	// Suicide and superko are refused with their reasons, unchanged.
	sg := p.newGame("go", url.Values{"level": {"easy"}, "sgf": {goSetup(
		". O . . . . . . .",
		"O . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	)}})
	before = h.row(sg)
	if r := p.act(sg, url.Values{"do": {"play"}, "at": {"0,0"}}); r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "suicide") {
		t.Fatalf("suicide: %d %.200s", r.status, r.body)
	}
	if after := h.row(sg); after.Version != before.Version || string(after.State) != string(before.State) {
		t.Fatal("a refused suicide changed the game")
	}

	// Take back the pair (confirming that the game turns casual), then
	// resign: the loss is kept in the history, casual.
	takeBack(t, h, p, game)
	if v := goView(t, h, game); v.MoveNumber != 0 {
		t.Fatalf("after undo: %d moves", v.MoveNumber)
	}
	if r := p.act(game, url.Values{"do": {"resign"}}); r.status != http.StatusOK || !strings.Contains(r.body, "You resigned") {
		t.Fatalf("resign: %d %.300s", r.status, r.body)
	}
	if !h.row(game).Over {
		t.Fatal("a resigned game is over")
	}
	// Without htmx a move is post/redirect/get, as a plain form sends it.
	g2 := p.newGame("go", url.Values{"level": {"easy"}})
	if r := p.post(g2, url.Values{"do": {"play"}, "at": {"2,2"}}); r.status != http.StatusSeeOther {
		t.Fatalf("plain form move: status %d", r.status)
	}
	if v := goView(t, h, g2); v.MoveNumber != 2 || v.Cell(2, 2).Stone != baduk.Black {
		t.Fatalf("plain form move: %d moves", v.MoveNumber)
	}
	if r := p.post("/play/go", url.Values{"size": {"10"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a 10x10 board: %d", r.status)
	}
}

func TestGoBotOpensForWhite(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("go", url.Values{"size": {"13"}, "level": {"easy"}, "colour": {"white"}})
	if v := goView(t, h, game); v.MoveNumber != 1 || v.ToMove != baduk.White {
		t.Fatalf("playing white, the bot's first stone is placed at once: %d moves", v.MoveNumber)
	}
	if page := p.get(game); !strings.Contains(page.body, "go-n13") || !strings.Contains(page.body, "go-last") {
		t.Fatalf("13x13 page without the bot's stone: %.300s", page.body)
	}
}

func TestGoScoringPhase(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("go", url.Values{"level": {"easy"}, "sgf": {goSetup(goSplit...)}})
	// Black takes the dame; White has nothing left and passes; Black
	// passes too and play stops.
	if r := p.act(game, url.Values{"do": {"play"}, "at": {"4,4"}}); r.status != http.StatusOK || !strings.Contains(r.body, "The bot passed") {
		t.Fatalf("after the dame the bot should pass: %d %.400s", r.status, r.body)
	}
	r := p.act(game, url.Values{"do": {"pass"}})
	if r.status != http.StatusOK || !strings.Contains(r.body, "go-marking") || !strings.Contains(r.body, "Accept the score") ||
		!strings.Contains(r.body, `class="go-score"`) {
		t.Fatalf("two passes should open the scoring phase: %d %.400s", r.status, r.body)
	}
	v := goView(t, h, game)
	if v.Phase != baduk.Scoring || !v.Proposed || v.Score == nil || v.Score.Text() != "W+6.5" {
		t.Fatalf("scoring view: phase %s proposed %v", v.Phase, v.Proposed)
	}
	// Claiming White's wall dead is refused at accept time.
	if r := p.act(game, url.Values{"do": {"toggle"}, "at": {"5,0"}}); r.status != http.StatusOK {
		t.Fatalf("toggle: %d", r.status)
	}
	before := h.row(game)
	if r := p.act(game, url.Values{"do": {"accept"}}); r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "does not agree") {
		t.Fatalf("disputed accept: %d %.300s", r.status, r.body)
	}
	if after := h.row(game); after.Version != before.Version {
		t.Fatal("a refused accept changed the game")
	}
	p.act(game, url.Values{"do": {"toggle"}, "at": {"5,0"}})
	if r := p.act(game, url.Values{"do": {"accept"}}); r.status != http.StatusOK || !strings.Contains(r.body, "The bot wins by 6.5") {
		t.Fatalf("accept: %d %.300s", r.status, r.body)
	}
	if !h.row(game).Over {
		t.Fatal("an accepted count ends the game")
	}
	if page := p.get(game); !strings.Contains(page.body, "data:application/x-go-sgf") || !strings.Contains(page.body, "RE%5BW+6.5%5D") {
		t.Fatalf("the finished page offers the SGF with its result: %.300s", page.body)
	}
}

func TestBrowserGo(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	base := h.srv.URL

	// A fresh 9x9 game from the form, and a stone placed with a click.
	do(t, ctx, "new game",
		chromedp.Navigate(base+"/play/go"),
		chromedp.WaitVisible(css(`.go-new-form`)),
	)
	screenshot(t, ctx, "go-new-desktop")
	do(t, ctx, "start", chromedp.Click(css(`.go-new-form button[type=submit]`)), chromedp.WaitVisible(css(`.go-board`)))
	v := boardVersion(t, ctx)
	do(t, ctx, "click a point", chromedp.Click(css(`.go-points button.pt[data-x="2"][data-y="6"]`)), waitSwap(v))
	if n := eval[int](t, ctx, `document.querySelectorAll('.go-stone').length`); n != 2 {
		t.Fatalf("after one click and the bot's answer: %d stones", n)
	}
	// And one with the keyboard: the cursor is where the click was; walk
	// it right until it stands on a free point, then press enter.
	v = boardVersion(t, ctx)
	do(t, ctx, "cursor up", chromedp.KeyEvent("k"))
	for i := 0; i < 8 && !eval[bool](t, ctx, `!!document.querySelector('.go-points button.pt.cursor')`); i++ {
		do(t, ctx, "cursor right", chromedp.KeyEvent("l"))
	}
	do(t, ctx, "enter places a stone", chromedp.KeyEvent("\r"), waitSwap(v))
	if n := eval[int](t, ctx, `document.querySelectorAll('.go-stone').length`); n != 4 {
		t.Fatalf("after a keyboard move and the bot's answer: %d stones", n)
	}
	screenshot(t, ctx, "go-play-desktop")

	// A finished position from SGF: take the dame, pass twice, see the count.
	do(t, ctx, "sgf game",
		chromedp.Navigate(base+"/play/go"),
		chromedp.WaitVisible(css(`.go-new-form`)),
		chromedp.Click(css(`.go-sgf-start summary`)),
		chromedp.SetValue(css(`textarea[name=sgf]`), goSetup(goSplit...)),
		chromedp.Click(css(`.go-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.go-board`)),
	)
	v = boardVersion(t, ctx)
	do(t, ctx, "take the dame", chromedp.Click(css(`.go-points button.pt[data-x="4"][data-y="4"]`)), waitSwap(v))
	if s := text(t, ctx, ".go-status"); !strings.Contains(s, "passed") {
		t.Fatalf("the bot should pass back: %q", s)
	}
	v = boardVersion(t, ctx)
	do(t, ctx, "pass with p", chromedp.KeyEvent("p"), waitSwap(v), chromedp.WaitVisible(css(`.go-marking .go-score`)))
	if n := eval[int](t, ctx, `document.querySelectorAll('.go-area rect').length`); n < 20 {
		t.Fatalf("the scoring phase shades the areas: %d marks", n)
	}
	screenshot(t, ctx, "go-scoring-desktop")
	v = boardVersion(t, ctx)
	do(t, ctx, "accept", chromedp.Click(css(`.go-accept`)), waitSwap(v))
	if s := text(t, ctx, ".go-status"); !strings.Contains(s, "bot wins by 6.5") {
		t.Fatalf("after accepting: %q", s)
	}
}

func TestBrowserGoPhone(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 390, 844)
	do(t, ctx, "19x19 on a phone",
		chromedp.Navigate(h.srv.URL+"/play/go"),
		chromedp.WaitVisible(css(`.go-new-form`)),
		chromedp.Click(css(`input[name=size][value="19"]`)),
		chromedp.Click(css(`input[name=level][value=easy]`)),
		chromedp.Click(css(`.go-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.go-board`)),
	)
	v := boardVersion(t, ctx)
	do(t, ctx, "tap a point", chromedp.Click(css(`.go-points button.pt[data-x="3"][data-y="15"]`)), waitSwap(v))
	screenshot(t, ctx, "go-phone")
	// The board takes the page's width but for a small margin.
	if gap := eval[float64](t, ctx, `document.documentElement.clientWidth - document.querySelector('.go-board').getBoundingClientRect().width`); gap < 0 || gap > 40 {
		t.Fatalf("the board should fill the phone's width: %.0fpx left over", gap)
	}
}

// TestGoFinishedPageHasNoPlacingHint: once a game is over the page no
// longer invites the player to place a stone, in either language.
func TestGoFinishedPageHasNoPlacingHint(t *testing.T) {
	h := newHall(t)
	p := h.player()
	game := p.newGame("go", url.Values{"level": {"easy"}, "colour": {"black"}})
	if page := p.get(game); !strings.Contains(page.body, "Click an intersection to place a stone") {
		t.Fatalf("a game in play explains how to place a stone: %.300s", page.body)
	}
	// A first move, so that Resign resigns (before it, it aborts).
	if r := p.act(game, url.Values{"do": {"play"}, "at": {"4,4"}}); r.status != http.StatusOK {
		t.Fatalf("play: %d", r.status)
	}
	if r := p.act(game, url.Values{"do": {"resign"}}); r.status != http.StatusOK {
		t.Fatalf("resign: %d", r.status)
	}
	for _, lang := range []struct{ code, hint string }{
		{"en", "Click an intersection to place a stone"},
		{"ru", "Нажмите на пересечение, чтобы поставить камень"},
	} {
		p.post("/lang", url.Values{"lang": {lang.code}, "back": {game}})
		page := p.get(game)
		if page.status != http.StatusOK || strings.Contains(page.body, lang.hint) {
			t.Errorf("%s: the finished page still says %q", lang.code, lang.hint)
		}
	}
}

// TestGoHandicapGame: the new-game form offers a fixed handicap; after
// Black's stones White moves first, so playing Black the bot's stone is
// already there, and playing White it is the player's move.
func TestGoHandicapGame(t *testing.T) {
	h := newHall(t)
	p := h.player()
	form := p.get("/play/go")
	if !strings.Contains(form.body, `name="handicap"`) || !strings.Contains(form.body, `<option value="9">`) {
		t.Fatalf("the new-game form offers no handicap: %.300s", form.body)
	}
	game := p.newGame("go", url.Values{"size": {"19"}, "level": {"easy"}, "colour": {"black"}, "handicap": {"3"}, "komi": {"0.5"}})
	v := goView(t, h, game)
	if v.Record.Handicap != 3 || len(v.Record.Black) != 3 || v.MoveNumber != 1 || v.Record.Moves[0].Color != baduk.White || v.ToMove != baduk.Black {
		t.Fatalf("handicap 3 as Black: %+v", v.Record)
	}
	for _, name := range []string{"D4", "Q16", "D16"} {
		x, y, _ := baduk.ParseVertex(19, name)
		if v.Cell(x, y).Stone != baduk.Black {
			t.Errorf("no handicap stone at %s", name)
		}
	}
	if page := p.get(game); !strings.Contains(page.body, "HA%5B3%5D") {
		t.Errorf("the SGF download does not carry the handicap")
	}
	w := p.newGame("go", url.Values{"size": {"9"}, "level": {"easy"}, "colour": {"white"}, "handicap": {"2"}})
	if v := goView(t, h, w); v.MoveNumber != 0 || v.ToMove != baduk.White || v.Human != baduk.White {
		t.Fatalf("handicap 2 as White: %d moves, %v to move", v.MoveNumber, v.ToMove)
	}
	if r := p.act(w, url.Values{"do": {"play"}, "at": {"4,4"}}); r.status != http.StatusOK {
		t.Fatalf("White's first move: %d", r.status)
	}
	if r := p.post("/play/go", url.Values{"handicap": {"12"}}); r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "Handicap") {
		t.Fatalf("handicap 12: %d", r.status)
	}
}
