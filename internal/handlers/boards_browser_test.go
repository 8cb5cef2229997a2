package handlers

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBoardPickOffersManyBoards: a game with many boards (Minesweeper's
// twelve) offers them also as one select, grouped by what they rank, in
// a plain GET form; a game with few boards has tabs only.
func TestBoardPickOffersManyBoards(t *testing.T) {
	t.Parallel()
	p := newHall(t).player()
	r := p.get("/leaderboard/minesweeper?board=expert-rate&period=month")
	if r.status != http.StatusOK {
		t.Fatalf("minesweeper board: %d", r.status)
	}
	for _, want := range []string{`<form method="get" action="/leaderboard/minesweeper" class="board-pick">`,
		`<optgroup label="Best time">`, `<optgroup label="Win rate">`,
		`<option value="expert-rate" selected>`, `<input type="hidden" name="period" value="month">`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("minesweeper board: no %s", want)
		}
	}
	if body := p.get("/leaderboard/chess").body; strings.Contains(body, "board-pick") {
		t.Error("chess, with few boards, offers a select too")
	}
}

// TestBrowserBoardPick: on a phone the select replaces Minesweeper's
// rows of tabs and shows the board chosen; on a desktop the tabs show.
func TestBrowserBoardPick(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	for _, lang := range []string{"en", "ru"} {
		for _, width := range []int{390, 1280} {
			ctx := screenTab(t, width, 844)
			do(t, ctx, "language", setLang(h.srv.URL, lang))
			do(t, ctx, "board", chromedp.Navigate(h.srv.URL+"/leaderboard/minesweeper"), chromedp.WaitVisible(css(`.board-line`)))
			fitsWidth(t, ctx, width)
			pick := eval[bool](t, ctx, `document.querySelector('.board-pick').getClientRects().length > 0`)
			tabs := eval[bool](t, ctx, `document.querySelector('.tabs-many').getClientRects().length > 0`)
			if pick != (width < 600) || tabs != (width >= 600) {
				t.Errorf("%s %d px: select shown %v, tabs shown %v", lang, width, pick, tabs)
			}
			if width < 600 {
				if h := eval[float64](t, ctx, `document.querySelector('.board-pick').getBoundingClientRect().height`); h > 60 {
					t.Errorf("%s: the board picker is %.0f px tall, want one row", lang, h)
				}
				// Choose as a keyboard does (no change event: a touch
				// screen's pick would submit at once), then press Show.
				eval[bool](t, ctx, `!!(document.querySelector('#board-pick').value = "intermediate-noguess-rate") &&
					document.querySelector('.board-line').classList.add('stale') === undefined`)
				do(t, ctx, "show", chromedp.Click(css(`.board-pick button`)), chromedp.WaitVisible(css(`.board-line:not(.stale)`)))
				// The page shows the board chosen, and the select says which.
				if !eval[bool](t, ctx, `location.search.includes("board=intermediate-noguess-rate") &&
					document.querySelector('#board-pick').value === "intermediate-noguess-rate" &&
					document.querySelector('.tabs-many a[aria-current=page]').getAttribute('href').includes("board=intermediate-noguess-rate")`) {
					t.Errorf("%s: the board chosen does not show: %s", lang, eval[string](t, ctx, `location.href`))
				}
			}
			screenshot(t, ctx, "board-pick-"+lang+"-"+strconv.Itoa(width))
		}
	}
}
