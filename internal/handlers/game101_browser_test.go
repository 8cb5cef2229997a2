package handlers

import (
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowser101(t *testing.T) {
	t.Parallel()
	browser101(t, "desktop", 1280, 900, "4")
}

func TestBrowser101Phone(t *testing.T) {
	t.Parallel()
	browser101(t, "phone", 390, 844, "6")
}

// browser101 starts a match from the form and plays with the mouse and
// the seed's keys (l and Enter to play, d to draw, n for the next round)
// until a round has been scored and the next one dealt, or the match is
// over.
func browser101(t *testing.T, name string, width, height int, players string) {
	h := newHall(t)
	ctx := newBrowser(t, width, height)
	// Headless Chromium keeps a window at least 500 px wide: emulate the
	// screen itself so a phone width really is a phone width.
	do(t, ctx, "new match",
		chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.Navigate(h.srv.URL+"/play/101"),
	)
	screenshot(t, ctx, "101-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "options",
		chromedp.Click(css(`.g101-tiles input[value="`+players+`"] + span`)),
		chromedp.Click(css(`.g101-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.g101-table`)),
	)
	screenshot(t, ctx, "101-start-"+name)
	if n := eval[float64](t, ctx, `document.querySelectorAll('li.g101-seat').length`); n != mustAtoi(players)-1 {
		t.Fatalf("%v bot seats for %s players", n, players)
	}
	keys, clicks, draws, scored, dealt := 0, 0, 0, false, false
	for i := 0; i < 120 && !dealt; i++ {
		if eval[bool](t, ctx, `document.querySelector('.g101').dataset.phase === 'over'`) {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		switch {
		case eval[bool](t, ctx, `!!document.querySelector('.g101-summary [data-key="n"]')`):
			scored = true
			screenshot(t, ctx, "101-round-over-"+name)
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
			dealt = true
		case eval[bool](t, ctx, `!!document.querySelector('.g101-hand button.pc')`):
			if i%2 == 0 {
				// l chooses the first card that fits, Enter plays it.
				do(t, ctx, "keys l, enter", chromedp.KeyEvent("l"), chromedp.KeyEvent("\r"), waitSwap(v))
				keys++
			} else {
				do(t, ctx, "click a card", chromedp.Click(css(`.g101-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
				clicks++
			}
			if clicks == 2 {
				screenshot(t, ctx, "101-play-"+name)
			}
		case eval[bool](t, ctx, `!!document.querySelector('.g101 [data-key="d"]')`):
			do(t, ctx, "key d", chromedp.KeyEvent("d"), waitSwap(v))
			draws++
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.g101-status`))
		}
	}
	if !scored && eval[bool](t, ctx, `document.querySelector('.g101').dataset.phase !== 'over'`) {
		t.Fatal("no round was scored in 120 moves")
	}
	if keys == 0 || clicks == 0 {
		t.Errorf("played %d cards by keys and %d by clicks", keys, clicks)
	}
	fitsWidth(t, ctx, width)
	growHands(t, ctx, ".g101-hand", 20)
	fitsWidth(t, ctx, width)
	if !eval[bool](t, ctx, `document.querySelectorAll('.g101-log li').length > 0`) {
		t.Error("the log shows the plays")
	}
	if !eval[bool](t, ctx, `document.querySelectorAll('.g101-scores tbody tr').length >= 1`) {
		t.Error("the score table has the scored round")
	}
	screenshot(t, ctx, "101-later-"+name)
	t.Logf("%d cards by keys, %d by clicks, %d draws", keys, clicks, draws)
}
