package handlers

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserNewGameKeyAsksMidGame: in chess, checkers and Go the n key
// starts a new game at once only when the game is over; while it is
// still going the page asks first, and saying no keeps the game.
func TestBrowserNewGameKeyAsksMidGame(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	path := func() string { return eval[string](t, ctx, `location.pathname`) }
	// answer replaces the browser's confirm dialog: it notes the question
	// and gives the answer, so the test sees whether the page asked.
	answer := func(yes bool) {
		js := `(window.asked = "", window.confirm = (q) => { window.asked = q; return false; }, true)`
		if yes {
			js = strings.Replace(js, "return false", "return true", 1)
		}
		eval[bool](t, ctx, js)
	}
	waitLeave := func(from string) {
		t.Helper()
		// The page navigates, so a poll inside it would lose its context:
		// ask again from outside until the new board is there.
		for range 200 {
			at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#board') ? location.pathname : ""`))
			if err == nil && at != "" && at != from {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("no new game after %s", from)
	}
	// move is each game's first move for the person (who moves first
	// by default), as htmx values: Resign before it would abort.
	for _, g := range []struct{ slug, form, resign, move string }{
		{"chess", ".chess-new-form", ".cb-resign", `{do: "move", move: "e4"}`},
		{"checkers", ".checkers-new-form", ".ck-resign", `{do: "move", path: "c3,d4"}`},
		{"go", ".go-new-form", ".go-resign", `{do: "play", at: "4,4"}`},
	} {
		do(t, ctx, g.slug+": new game",
			chromedp.Navigate(h.srv.URL+"/play/"+g.slug),
			chromedp.Click(css(g.form+` button[type=submit]`)),
			chromedp.WaitVisible(css(`#board`)),
		)
		// The page's keys work once its deferred scripts have run: a busy
		// machine can show the board before that.
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.readyState === "complete"`, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			t.Fatalf("%s: the page never finished loading: %v", g.slug, err)
		}
		game := path()
		// Mid-game: n asks; no keeps the game.
		answer(false)
		do(t, ctx, g.slug+": n mid-game", chromedp.KeyEvent("n"))
		if asked := eval[string](t, ctx, `window.asked`); !strings.Contains(asked, "Continue") || path() != game {
			t.Fatalf("%s: n mid-game asked %q and went to %s (from %s)", g.slug, asked, path(), game)
		}
		// Yes leaves it for a new one.
		answer(true)
		do(t, ctx, g.slug+": n, yes", chromedp.KeyEvent("n"))
		waitLeave(game)
		if old := h.row(game); old.Over {
			t.Fatalf("%s: leaving for a new game ended the old one", g.slug)
		}
		// Over: n starts a new game at once, without a question (a
		// question answered no would keep the page here).
		game = path()
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		eval[bool](t, ctx, `(htmx.ajax("POST", location.pathname, {target: "#board", swap: "outerHTML", values: `+g.move+`}), true)`)
		do(t, ctx, g.slug+": first move", waitSwap(v))
		answer(true)
		v = eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		do(t, ctx, g.slug+": resign", chromedp.Click(css(g.resign)), waitSwap(v))
		if !h.row(game).Over {
			t.Fatalf("%s: resigning after the first move did not end the game", g.slug)
		}
		answer(false)
		do(t, ctx, g.slug+": n after the end", chromedp.KeyEvent("n"))
		waitLeave(game)
	}
}
