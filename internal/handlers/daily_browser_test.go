package handlers

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserDaily opens today's and a past day's challenges at 390 and
// 1280 px, light and dark, in English and Russian, with a winner on the
// day's board: the page fits the screen (and with GAMEHALL_SCREENSHOTS
// each view is photographed as daily-…).
func TestBrowserDaily(t *testing.T) {
	t.Parallel()
	h, clock := dailyHall(t)
	ann := h.player()
	ann.signUp("ann", "correct horse battery")
	dailyWin(t, h, clock, ann, ann.dailyStart(t, "2026-12-04", "beginner"))
	ann.dailyStart(t, "2026-12-04", "klondike")
	for _, lang := range []string{"en", "ru"} {
		for _, width := range []int{390, 1280} {
			ctx := newBrowser(t, width, 900)
			do(t, ctx, "language "+lang, setLang(h.srv.URL, lang))
			for _, scheme := range []string{"light", "dark"} {
				do(t, ctx, scheme, emulateScheme(scheme))
				for _, page := range []struct{ name, path string }{{"today", "/daily"}, {"past", "/daily/2026-12-02"}} {
					do(t, ctx, page.name, chromedp.Navigate(h.srv.URL+page.path), chromedp.WaitVisible(css(`.daily-calendar`)))
					if n := eval[int](t, ctx, `document.querySelectorAll('.daily-challenge').length`); n != 4 {
						t.Fatalf("%s: %d challenges on the page", page.name, n)
					}
					fitsWidth(t, ctx, width)
					screenshot(t, ctx, fmt.Sprintf("daily-%s-%d-%s-%s", page.name, width, scheme, lang))
				}
			}
		}
	}
}
