package handlers

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// scriptsOff switches the page's JavaScript off, as a visitor without
// it has the site.
func scriptsOff() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
		return err
	})
}

// TestBrowserBoardResignWithoutJavaScript: after a move in chess the
// board's Resign button asks in the page with JavaScript (no keeps the
// game); with JavaScript off it opens the confirm page and its button
// resigns. On a phone in Russian and dark, and on a desktop in English
// and light.
func TestBrowserBoardResignWithoutJavaScript(t *testing.T) {
	for _, c := range []struct {
		name               string
		width, height      int
		lang, scheme       string
		question, resigned string
	}{
		{"phone-ru-dark", 390, 844, "ru", "dark", "Сдаться в этой партии?", "Вы сдались."},
		{"desktop-en-light", 1280, 900, "en", "light", "Resign this game?", "You resigned."},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			ctx := newBrowser(t, c.width, c.height)
			do(t, ctx, "start a game",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(h.srv.URL+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
				chromedp.Navigate(h.srv.URL+"/play/chess"),
				chromedp.Click(css(`.chess-new-form button[type=submit]`)),
				chromedp.WaitVisible(css(`.cb-board`)),
			)
			game := eval[string](t, ctx, `location.pathname`)
			v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
			do(t, ctx, "e2-e4",
				chromedp.Click(css(`.cb-board [data-sq="e2"]`)),
				chromedp.Click(css(`.cb-board [data-sq="e4"]`)),
				waitSwap(v),
			)
			// With JavaScript the button asks in the page; "no" stays.
			eval[bool](t, ctx, `(window.asked = "", window.confirm = (q) => { window.asked = q; return false; }, true)`)
			do(t, ctx, "Resign, no", chromedp.Click(css(`.cb-resign`)))
			if asked := eval[string](t, ctx, `window.asked`); asked != c.question || h.row(game).Over {
				t.Fatalf("with JavaScript the button asked %q (over %v), want %q and the game kept", asked, h.row(game).Over, c.question)
			}
			do(t, ctx, "JavaScript off", scriptsOff(), chromedp.Navigate(h.srv.URL+game), chromedp.WaitVisible(css(`.cb-resign`)))
			screenshot(t, ctx, "resign-nojs-board-"+c.name)
			do(t, ctx, "Resign", chromedp.Click(css(`.cb-resign`)), chromedp.WaitVisible(css(`.leave-page`)))
			if got := text(t, ctx, `.leave-page h1`); got != c.question {
				t.Fatalf("the confirm page asks %q, want %q", got, c.question)
			}
			if row := h.row(game); row.Over {
				t.Fatal("opening the confirm page ended the game")
			}
			screenshot(t, ctx, "resign-nojs-confirm-"+c.name)
			do(t, ctx, "confirm", chromedp.Click(css(`.leave-page button.danger`)), chromedp.WaitVisible(css(`.cb-board`)))
			if !h.row(game).Over {
				t.Fatal("the confirmed resignation left the game running")
			}
			if got := text(t, ctx, `#board`); !strings.Contains(got, c.resigned) {
				t.Errorf("the board after resigning says %q, want %q", got, c.resigned)
			}
			screenshot(t, ctx, "resign-nojs-over-"+c.name)
		})
	}
}

// TestBrowserNewcomerDefaults: Pharaoh's form opens on one match against
// the easy bot and Open World Chess's on the easy bot without the
// timer; each says live that this default game is casual, and choosing
// the original game's setting (the championship, the timer) makes it
// ranked. On a phone in Russian and dark, and a desktop in English and
// light.
func TestBrowserNewcomerDefaults(t *testing.T) {
	for _, c := range []struct {
		name          string
		width, height int
		lang, scheme  string
	}{
		{"phone-ru-dark", 390, 844, "ru", "dark"},
		{"desktop-en-light", 1280, 900, "en", "light"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			ctx := newBrowser(t, c.width, c.height)
			do(t, ctx, "set up",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(h.srv.URL+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
			)
			for _, g := range []struct{ slug, form, casual, original string }{
				{"pharaoh", ".ph-new-form", `input[name=matches][value="1"]`, `input[name=matches][value="10"]`},
				{"owchess", ".owc-new-form", `input[name=timer][value=off]`, `input[name=timer][value=on]`},
			} {
				do(t, ctx, g.slug+" form",
					chromedp.Navigate(h.srv.URL+"/play/"+g.slug),
					chromedp.WaitVisible(css(`#ranked-live .ranked-note.casual`)),
				)
				for _, sel := range []string{g.casual, `input[name=level][value=easy]`} {
					if !eval[bool](t, ctx, `document.querySelector('`+g.form+` `+sel+`').checked`) {
						t.Errorf("%s: %s is not the default", g.slug, sel)
					}
				}
				fitsWidth(t, ctx, c.width)
				screenshot(t, ctx, "defaults-"+g.slug+"-"+c.name)
				do(t, ctx, g.slug+": the original setting", chromedp.Click(css(g.form+` `+g.original)))
				waitUntil(t, ctx, `!!document.querySelector('#ranked-live .ranked-note.ranked')`, g.slug+": the form to say ranked")
			}
		})
	}
}
