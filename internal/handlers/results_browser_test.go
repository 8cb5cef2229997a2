package handlers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserRecordHiddenCardsAndBoardBots: a finished Hearts game's
// record lays its hidden cards open under the board, and a game's boards
// list the bots' ratings; both fit a phone, in both languages and both
// colour schemes.
func TestBrowserRecordHiddenCardsAndBoardBots(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	game := playRecorded(t, h, p, "hearts", rand.New(rand.NewPCG(23, 1)), 600)
	if !h.row(game).Over {
		t.Fatal("the hearts game did not end")
	}
	record := fmt.Sprintf("/r/%d?n=5", gameIDOf(t, game))
	for _, c := range []struct {
		name          string
		width, height int
		lang, scheme  string
	}{
		{"phone-en-light", 390, 844, "en", "light"},
		{"phone-ru-dark", 390, 844, "ru", "dark"},
		{"desktop-en-dark", 1280, 900, "en", "dark"},
		{"desktop-ru-light", 1280, 900, "ru", "light"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := newBrowser(t, max(c.width, 500), c.height)
			base := h.srv.URL
			do(t, ctx, "open the record",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(base+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
				chromedp.Navigate(base+record),
				chromedp.WaitVisible(css(`#replay .replay-hidden`)),
			)
			if n := eval[int](t, ctx, `document.querySelectorAll('.replay-hidden [data-open-card]').length`); n < 30 || n > 39 {
				t.Errorf("%d cards laid open early in the first round, want most of the other three hands' 39", n)
			}
			fitsWidth(t, ctx, c.width)
			axeClean(t, ctx, "the record")
			screenshot(t, ctx, "record-hidden-"+c.name)
			for _, slug := range []string{"pharaoh", "go"} {
				do(t, ctx, "open the boards", chromedp.Navigate(base+"/leaderboard/"+slug), chromedp.WaitVisible(css(`.bot-ratings table`)))
				fitsWidth(t, ctx, c.width)
				axeClean(t, ctx, slug+"'s boards")
				screenshot(t, ctx, "boards-"+slug+"-"+c.name)
			}
		})
	}
}

// axeClean fails on any serious or critical axe-core finding.
func axeClean(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	for _, v := range axeSerious(axeRun(t, ctx)) {
		t.Errorf("%s: %s is %s on %d elements: %s", what, v.ID, v.Impact, v.Nodes, strings.Join(v.Targets, "; "))
	}
}
