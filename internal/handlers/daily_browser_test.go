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
	ann.signUp("bob_the_builder", "correct horse battery") // a long name, as on a real board
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
					if over := eval[float64](t, ctx, `Math.max(0, ...[...document.querySelectorAll('.daily-challenge table')].map(t =>
						t.getBoundingClientRect().right - t.closest('.daily-challenge').getBoundingClientRect().right))`); over > 0 {
						t.Errorf("%s %d px: a day's board sticks %.0f px out of its card", page.name, width, over)
					}
					screenshot(t, ctx, fmt.Sprintf("daily-%s-%d-%s-%s", page.name, width, scheme, lang))
				}
			}
		}
	}
}
