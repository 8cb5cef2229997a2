package handlers

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
)

// Helpers shared by the games' own tests: a move sent the two ways a
// browser sends it, and the steps every card table's browser test takes
// (start from the form, play a card by key or click, check the table
// after a long game).

// playMove sends the person's move form to a game as a browser does:
// plain, as a form post answered by a redirect back to the game, or
// through htmx, answered by the board fragment alone. With leaks set the
// page the person then sees (fetched after a redirect) is checked for
// hidden information.
func (h *hall) playMove(t *testing.T, p *player, game string, form url.Values, plain, leaks bool) {
	t.Helper()
	if plain {
		r := p.post(game, form)
		if r.status != http.StatusSeeOther {
			t.Fatalf("%v: status %d %.300s", form, r.status, r.body)
		}
		if leaks {
			h.noLeaks(t, game, p.get(game))
		}
		return
	}
	r := p.fragment(t, game, form)
	if leaks {
		h.noLeaks(t, game, r)
	}
}

// fragment sends form to a game through htmx and fails t unless the
// answer is the board fragment (200 OK, the board, no whole page).
func (p *player) fragment(t *testing.T, game string, form url.Values) response {
	t.Helper()
	r := p.act(game, form)
	if r.status != http.StatusOK || !strings.Contains(r.body, `id="board"`) || strings.Contains(r.body, "<html") {
		t.Fatalf("%v: want the board fragment, got %d %.300s", form, r.status, r.body)
	}
	return r
}

// boardVersion is the version of the game the page's board shows, for
// waitSwap.
func boardVersion(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
}

// present tells whether an element matching the CSS selector sel is on
// the page.
func present(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	return eval[bool](t, ctx, `!!document.querySelector(`+jsQuote(sel)+`)`)
}

// jsQuote is s as a JavaScript string literal in single quotes (for
// selectors, which hold no backslashes or line breaks).
func jsQuote(s string) string { return `'` + strings.ReplaceAll(s, `'`, `\'`) + `'` }

// newGameSteps are the browser steps that start a game from its
// new-game form (class form): tick each of ticks, selectors of inputs
// inside the form, send it and wait until ready shows.
func newGameSteps(form, ready string, ticks ...string) []chromedp.Action[chromedp.Void] {
	var steps []chromedp.Action[chromedp.Void]
	for _, tick := range ticks {
		steps = append(steps, chromedp.Click(css(form+" "+tick)))
	}
	return append(steps,
		chromedp.Click(css(form+` button[type=submit]`)),
		chromedp.WaitVisible(css(ready)),
	)
}

// cardTable is a card game's page as its browser test plays it: the
// game's path under /play/ and the class prefix of the page's parts
// (".dk" for the table, ".dk-hand", ".dk-log", …).
type cardTable struct {
	slug, prefix string
	// shot names the screenshots ("durak-start-phone").
	shot string
}

// class is the selector of one part of the page: class("hand") is
// ".dk-hand".
func (c cardTable) class(part string) string { return "." + c.prefix + "-" + part }

// open starts a hall and a tab with the screen name (width × height),
// and there a game from the form (start), in the page's language lang.
func (c cardTable) open(t *testing.T, name string, width, height int, lang, ready string, ticks ...string) (*hall, context.Context) {
	t.Helper()
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game", chromedp.Navigate(h.srv.URL+"/play/"+c.slug))
	if lang != "en" {
		do(t, ctx, "language", chromedp.Click(css(`.lang-switch button[value=`+lang+`]`)), chromedp.WaitVisible(css(`html[lang=`+lang+`] `+c.class("new-form"))))
	}
	c.start(t, ctx, name, width, ready, ticks...)
	return h, ctx
}

// start screenshots the new-game form on screen name, width px wide,
// and checks that it fits, then ticks ticks, starts the game and
// screenshots the table once ready shows.
func (c cardTable) start(t *testing.T, ctx context.Context, name string, width int, ready string, ticks ...string) {
	t.Helper()
	screenshot(t, ctx, c.shot+"-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "options", newGameSteps(c.class("new-form"), ready, ticks...)...)
	screenshot(t, ctx, c.shot+"-start-"+name)
}

// botSeats fails t unless the table shows want bot seats (elements
// matching sel).
func botSeats(t *testing.T, ctx context.Context, sel string, want int) {
	t.Helper()
	if n := eval[float64](t, ctx, `document.querySelectorAll(`+jsQuote(sel)+`).length`); n != float64(want) {
		t.Fatalf("%v bot seats, want %d", n, want)
	}
}

// over tells whether the match on the page has ended.
func (c cardTable) over(t *testing.T, ctx context.Context) bool {
	t.Helper()
	return eval[bool](t, ctx, `document.querySelector('.`+c.prefix+`').dataset.phase === 'over'`)
}

// cardPlays counts the cards the person played by the keys and by
// clicks.
type cardPlays struct{ keys, clicks int }

// playCard plays a card of the person's hand, the board being at
// version v: by the keys (l chooses the first card that fits, Enter
// plays it) or with a click on the first card, and counts it in n.
func (c cardTable) playCard(t *testing.T, ctx context.Context, v string, byKeys bool, n *cardPlays) {
	t.Helper()
	if byKeys {
		do(t, ctx, "keys l, enter", chromedp.KeyEvent("l"), chromedp.KeyEvent("\r"), waitSwap(v))
		n.keys++
		return
	}
	do(t, ctx, "click a card", chromedp.Click(css(c.class("hand")+` button.pc`), chromedp.NodeVisible), waitSwap(v))
	n.clicks++
}

// bothWays fails t unless cards were played both by keys and by clicks.
func (n cardPlays) bothWays(t *testing.T) {
	t.Helper()
	if n.keys == 0 || n.clicks == 0 {
		t.Errorf("played %d cards by keys and %d by clicks", n.keys, n.clicks)
	}
}

// key presses a key of the game's keyboard help, the board being at
// version v, and waits for the new board.
func key(t *testing.T, ctx context.Context, k, v string) {
	t.Helper()
	do(t, ctx, "key "+k, chromedp.KeyEvent(k), waitSwap(v))
}

// later checks the table after some play, on a screen width px wide:
// the page fits, still fits with every hand grown to hand cards (the
// longest a game can deal), the log has lines and the score table
// (scores, a selector of its rows) at least one; then it screenshots the
// page.
func (c cardTable) later(t *testing.T, ctx context.Context, name string, width, hand int, scores string) {
	t.Helper()
	fitsWidth(t, ctx, width)
	growHands(t, ctx, c.class("hand"), hand)
	fitsWidth(t, ctx, width)
	if !present(t, ctx, c.class("log")+" li") {
		t.Error("the log shows the plays")
	}
	if scores != "" && !present(t, ctx, scores) {
		t.Errorf("the score table has no rows (%s)", scores)
	}
	screenshot(t, ctx, c.shot+"-later-"+name)
}

// newTable starts a hall with a person at a new game of slug (opts its
// new-game form), checks that its page shows every one of marks and
// gives away nothing hidden, and returns the game's path. The bots have
// played up to the person's first turn.
func newTable(t *testing.T, slug string, opts url.Values, marks ...string) (*hall, *player, string) {
	t.Helper()
	h, p := newHallPlayer(t)
	game := p.newGame(slug, opts)
	h.noLeaks(t, game, p.gamePage(t, game, marks...))
	return h, p, game
}

// playRefusals are moves refused at any turn of a game whose cards are
// played with do=play: a card of another seat (theirs), a script, a
// card no deck has, a play without a card, an action no game has, and
// the person's own card (mine) without an action.
func playRefusals(theirs, mine cards.Card) []url.Values {
	return []url.Values{
		{"do": {"play"}, "card": {theirs.String()}},
		{"do": {"play"}, "card": {"<script>alert(1)</script>"}},
		{"do": {"play"}, "card": {"2C"}},
		{"do": {"play"}},
		{"do": {"shuffle"}},
		{"card": {mine.String()}},
	}
}
