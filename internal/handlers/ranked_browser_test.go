package handlers

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserRankedNoteAndConfirm: the new-game form says live whether
// the game will be ranked (Go's komi turns it casual and back), and a
// take-back in a ranked game asks on the page first; "no" keeps it
// ranked, "yes" takes back and the game says it is casual. On a phone in
// Russian and dark, and on a desktop in English and light.
func TestBrowserRankedNoteAndConfirm(t *testing.T) {
	for _, c := range []struct {
		name          string
		width, height int
		lang, scheme  string
		casual, yes   string
	}{
		{"phone-ru-dark", 390, 844, "ru", "dark", "Товарищеская", "Да, сделать товарищеской"},
		{"desktop-en-light", 1280, 900, "en", "light", "Casual", "Yes, make it casual"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHall(t)
			ctx := newBrowser(t, c.width, c.height)
			do(t, ctx, "set up",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(h.srv.URL+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
				chromedp.Navigate(h.srv.URL+"/play/go"),
				chromedp.WaitVisible(css(`#ranked-live .ranked-note.ranked`)),
			)
			do(t, ctx, "komi -150",
				chromedp.SetValue(css(`input[name=komi]`), "-150"),
				runJS(`(document.querySelector('input[name=komi]').dispatchEvent(new Event('input', {bubbles: true})), true)`),
			)
			waitUntil(t, ctx, `!!document.querySelector('#ranked-live .ranked-note.casual')`, "the form to say casual")
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "ranked-form-"+c.name)
			do(t, ctx, "komi back to 7.5",
				chromedp.SetValue(css(`input[name=komi]`), "7.5"),
				runJS(`(document.querySelector('input[name=komi]').dispatchEvent(new Event('input', {bubbles: true})), true)`),
			)
			waitUntil(t, ctx, `!!document.querySelector('#ranked-live .ranked-note.ranked')`, "the form to say ranked again")
			do(t, ctx, "start",
				chromedp.Click(css(`.go-new-form button[type=submit]`)),
				chromedp.WaitVisible(css(`#board .ranked-note.ranked`)),
			)
			game := eval[string](t, ctx, `location.pathname`)
			v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
			do(t, ctx, "play", chromedp.Click(css(`.go-points button[value="4,4"]`)), waitSwap(v))
			waitUntil(t, ctx, `!document.querySelector('#board.pb-playing') && !!document.querySelector('button.go-undo')`, "the bot's answer")
			before := h.row(game)
			do(t, ctx, "take back", chromedp.Click(css(`button.go-undo`)))
			waitUntil(t, ctx, `!!document.querySelector('#board .confirm-step')`, "the confirm step")
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "ranked-confirm-"+c.name)
			if after := h.row(game); after.Version != before.Version || string(after.State) != string(before.State) {
				t.Fatal("asking changed the game")
			}
			waitSettled(t, ctx, "the confirm step wired up")
			do(t, ctx, "yes", chromedp.Click(css(`.confirm-step button[type=submit]`)))
			waitUntil(t, ctx, `!!document.querySelector('#board .ranked-note.casual')`, "the game to say casual")
			if got := text(t, ctx, `#board .ranked-note.casual`); !strings.Contains(got, c.casual) {
				t.Fatalf("casual note %q", got)
			}
			screenshot(t, ctx, "ranked-casual-"+c.name)
		})
	}
}
