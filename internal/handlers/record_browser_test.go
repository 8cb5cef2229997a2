package handlers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// A finished game's record in the browser: ←/→ step, Home/End jump,
// each without reloading the page (record.js swaps #replay and keeps the
// address), on a phone and a desktop, light and dark, English and
// Russian; a chess game and a Durak game.
func TestBrowserReplayKeyboard(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	games := map[string]string{}
	for i, slug := range []string{"chess", "durak"} {
		game := playRecorded(t, h, p, slug, rand.New(rand.NewPCG(3, uint64(i))), 400)
		if !h.row(game).Over {
			t.Fatalf("the %s game did not end", slug)
		}
		games[slug] = fmt.Sprintf("/r/%d", gameIDOf(t, game))
	}
	for _, c := range []struct {
		name          string
		slug          string
		width, height int
		lang, scheme  string
	}{
		{"chess-phone-en-light", "chess", 390, 844, "en", "light"},
		{"chess-desktop-ru-dark", "chess", 1280, 900, "ru", "dark"},
		{"durak-phone-ru-dark", "durak", 390, 844, "ru", "dark"},
		{"durak-desktop-en-light", "durak", 1280, 900, "en", "light"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newBrowser(t, max(c.width, 500), c.height)
			base := h.srv.URL
			path := games[c.slug]
			do(t, ctx, "open the record",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(base+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
				chromedp.Navigate(base+path),
				chromedp.WaitVisible(css(`#replay .replay-board`)),
			)
			steps := eval[int](t, ctx, `+document.querySelector('#replay').dataset.steps`)
			if got := eval[int](t, ctx, `+document.querySelector('#replay').dataset.step`); got != steps || steps < 4 {
				t.Fatalf("opens at step %d of %d, want the end", got, steps)
			}
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "record-"+c.name+"-end")
			eval[bool](t, ctx, `(window.stillHere = true)`) // gone if the page reloads
			at := func(n int, what string) {
				t.Helper()
				waitUntil(t, ctx, fmt.Sprintf(`+document.querySelector('#replay').dataset.step === %d && location.search === '?n=%d'`, n, n), what)
			}
			do(t, ctx, "Home", chromedp.KeyEvent(kb.Home))
			at(0, "Home goes to the start")
			do(t, ctx, "right", chromedp.KeyEvent(kb.ArrowRight))
			at(1, "→ goes one step forward")
			do(t, ctx, "right", chromedp.KeyEvent(kb.ArrowRight))
			at(2, "→ again")
			do(t, ctx, "left", chromedp.KeyEvent(kb.ArrowLeft))
			at(1, "← goes one step back")
			next := eval[int](t, ctx, `+document.querySelector('#replay').dataset.nextTurn`)
			if next <= 1 {
				t.Fatalf("the next turn after step 1 is %d", next)
			}
			do(t, ctx, "PageDown", chromedp.KeyEvent(kb.PageDown))
			at(next, "PageDown goes to the person's next turn")
			do(t, ctx, "PageUp", chromedp.KeyEvent(kb.PageUp))
			waitUntil(t, ctx, fmt.Sprintf(`+document.querySelector('#replay').dataset.step < %d`, next), "PageUp goes back a turn")
			do(t, ctx, "Home", chromedp.KeyEvent(kb.Home))
			at(0, "Home again")
			do(t, ctx, "right", chromedp.KeyEvent(kb.ArrowRight))
			at(1, "→ from the start")
			screenshot(t, ctx, "record-"+c.name+"-step1")
			do(t, ctx, "End", chromedp.KeyEvent(kb.End))
			at(steps, "End goes to the end")
			do(t, ctx, "left", chromedp.KeyEvent(kb.ArrowLeft))
			at(steps-1, "← from the end")
			do(t, ctx, "the back button", chromedp.Click(css(`#replay a.replay-prev`)))
			at(steps-2, "the back button")
			if !eval[bool](t, ctx, `window.stillHere === true`) {
				t.Error("the page reloaded")
			}
			if eval[bool](t, ctx, `!document.querySelector('#replay .replay-board').inert`) {
				t.Error("the board of a record can be played")
			}
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "record-"+c.name+"-middle")
		})
	}
}

// Records of more games, halfway through, fit a phone and a desktop:
// each game's own board as its view package draws it, inert.
func TestBrowserRecordsFit(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	for i, slug := range []string{"minesweeper", "owchess", "hearts"} {
		t.Run(slug, func(t *testing.T) {
			game := playRecorded(t, h, p, slug, rand.New(rand.NewPCG(8, uint64(i))), 400)
			if !h.row(game).Over {
				t.Skip("the game did not end")
			}
			path := fmt.Sprintf("/r/%d", gameIDOf(t, game))
			for _, c := range []struct {
				name          string
				width, height int
				lang, scheme  string
			}{{"phone-ru-dark", 390, 844, "ru", "dark"}, {"desktop-en-light", 1280, 900, "en", "light"}} {
				ctx := newBrowser(t, max(c.width, 500), c.height)
				do(t, ctx, "open the record",
					chromedp.EmulateViewport(int64(c.width), int64(c.height)),
					emulateScheme(c.scheme),
					chromedp.Navigate(h.srv.URL+"/"),
					runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
					chromedp.Navigate(h.srv.URL+path),
					chromedp.WaitVisible(css(`#replay .replay-board`)),
					chromedp.KeyEvent(kb.Home),
				)
				waitUntil(t, ctx, `+document.querySelector('#replay').dataset.step === 0`, "Home")
				do(t, ctx, "a few steps", chromedp.KeyEvent(kb.PageDown), chromedp.KeyEvent(kb.ArrowRight))
				waitUntil(t, ctx, `+document.querySelector('#replay').dataset.step > 0`, "steps forward")
				fitsWidth(t, ctx, c.width)
				screenshot(t, ctx, "record-"+slug+"-"+c.name)
			}
		})
	}
}
