package handlers

import (
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserTonk(t *testing.T) { browserTonk(t, "desktop", 1280, 900, "3") }

func TestBrowserTonkPhone(t *testing.T) { browserTonk(t, "phone", 390, 844, "3") }

// browserTonk sits down at a table from the form and plays with the
// mouse and the seed's keys (d and p to draw, l and Enter to discard,
// 1-9 to hit, n for the next hand) until two hands are settled.
func browserTonk(t *testing.T, name string, width, height int, bots string) {
	h := newHall(t)
	ctx := newBrowser(t, width, height)
	do(t, ctx, "new game",
		chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.Navigate(h.srv.URL+"/play/tonk"),
	)
	screenshot(t, ctx, "tonk-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "options",
		chromedp.Click(css(`.tk-tiles input[name=bots][value="`+bots+`"] + span`)),
		chromedp.Click(css(`.tk-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.tk-table`)),
	)
	screenshot(t, ctx, "tonk-start-"+name)
	if n := eval[float64](t, ctx, `document.querySelectorAll('li.tk-seat').length`); n != float64(mustAtoi(bots)) {
		t.Fatalf("%v bot seats for %s bots", n, bots)
	}
	keys, clicks, hits, settled := 0, 0, 0, 0
	for i := 0; i < 200 && settled < 2; i++ {
		if eval[bool](t, ctx, `document.querySelector('.tk').dataset.phase === 'over'`) {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		phase := eval[string](t, ctx, `document.querySelector('.tk').dataset.phase`)
		switch {
		case phase == "hand-over":
			settled++
			screenshot(t, ctx, "tonk-hand-over-"+name)
			fitsWidth(t, ctx, width)
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
		case phase == "start":
			if i%2 == 0 {
				do(t, ctx, "key d", chromedp.KeyEvent("d"), waitSwap(v))
				keys++
			} else {
				do(t, ctx, "click the pile", chromedp.Click(css(`.tk-pile .tk-pick`), chromedp.NodeVisible), waitSwap(v))
				clicks++
			}
		case eval[bool](t, ctx, `!!document.querySelector('.tk-hit')`):
			// Choose the first card that hits, press its spread's number.
			n := eval[string](t, ctx, `document.querySelector('.tk-hit').closest('.tk-spread').dataset.n`)
			card := eval[string](t, ctx, `document.querySelector('.tk-hit').value`)
			eval[bool](t, ctx, `(document.querySelector('.tk-hand input[value="`+card+`"]').focus(), true)`)
			do(t, ctx, "key "+n, chromedp.KeyEvent(n), waitSwap(v))
			hits++
			screenshot(t, ctx, "tonk-hit-"+name)
		case i%2 == 0:
			// l moves to the next card; skip the one just taken.
			do(t, ctx, "key l", chromedp.KeyEvent("l"))
			for eval[bool](t, ctx, `!!document.activeElement.closest('.tk-fresh')`) {
				do(t, ctx, "key l", chromedp.KeyEvent("l"))
			}
			if keys < 3 {
				screenshot(t, ctx, "tonk-drawn-"+name)
			}
			do(t, ctx, "key enter", chromedp.KeyEvent("\r"), waitSwap(v))
			keys++
		default:
			do(t, ctx, "tick and discard",
				chromedp.Click(css(`.tk-hand label.pc:not(.tk-fresh)`), chromedp.NodeVisible),
				chromedp.Click(css(`.tk-actions button[value=discard]`)),
				waitSwap(v))
			clicks++
		}
	}
	if settled == 0 && eval[bool](t, ctx, `document.querySelector('.tk').dataset.phase !== 'over'`) {
		t.Fatal("no hand was settled in 200 moves")
	}
	if keys == 0 || clicks == 0 {
		t.Errorf("played %d moves by keys and %d by clicks", keys, clicks)
	}
	if !eval[bool](t, ctx, `document.querySelectorAll('.tk-log li').length > 0`) {
		t.Error("the log shows what the bots did")
	}
	if !eval[bool](t, ctx, `document.querySelectorAll('.tk-history li').length >= 1`) {
		t.Error("the latest hands list the settled hand")
	}
	fitsWidth(t, ctx, width)
	growHands(t, ctx, ".tk-hand", 6)
	growHands(t, ctx, ".tk-spread-cards", 13)
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "tonk-later-"+name)
	t.Logf("%d moves by keys, %d by clicks, %d hits, %d hands settled", keys, clicks, hits, settled)
}
