package handlers

import (
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserThousand(t *testing.T) {
	t.Parallel()
	onScreens(t, browserThousand)
}

// browserThousand starts a match from the form and plays with the mouse
// and the seed's keys (k j Enter p in the auction, l Enter or a click for
// the cards, n for the next hand) until a hand has been scored and the
// next one dealt, or the match is over.
func browserThousand(t *testing.T, name string, width, height int) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new match",
		chromedp.Navigate(h.srv.URL+"/play/thousand"),
	)
	screenshot(t, ctx, "thousand-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "options",
		chromedp.Click(css(`.k1k-new-form input[value="easy"]`)),
		chromedp.Click(css(`.k1k-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.k1k-table`)),
	)
	screenshot(t, ctx, "thousand-start-"+name)
	if n := eval[float64](t, ctx, `document.querySelectorAll('li.k1k-seat').length`); n != 2 {
		t.Fatalf("%v bot seats", n)
	}
	phase := func() string { return eval[string](t, ctx, `document.querySelector('.k1k').dataset.phase`) }
	keys, clicks, bids, gives, scored, dealt := 0, 0, 0, 0, false, false
	shots := map[string]bool{}
	shot := func(what string) {
		if !shots[what] {
			shots[what] = true
			screenshot(t, ctx, "thousand-"+what+"-"+name)
		}
	}
	for i := 0; i < 200 && !dealt; i++ {
		if phase() == "over" {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		switch {
		case eval[bool](t, ctx, `!!document.querySelector('.k1k-summary [data-key="n"]')`):
			scored = true
			shot("hand-over")
			fitsWidth(t, ctx, width)
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
			dealt = true
		case eval[bool](t, ctx, `!!document.querySelector('.k1k-bid:not(.k1k-raise)')`):
			shot("bid")
			canBid := eval[bool](t, ctx, `!!document.querySelector('.k1k-bid [data-key="bid"]')`)
			canPass := eval[bool](t, ctx, `!!document.querySelector('.k1k-bid [data-key="p"]')`)
			if canBid && (!canPass || bids == 0) {
				// + and the k key raise by 5, j lowers: the bid ends 5 up.
				do(t, ctx, "stepper", chromedp.Click(css(`.k1k-step[data-step="5"]`)), chromedp.KeyEvent("k"), chromedp.KeyEvent("j"))
				want := eval[float64](t, ctx, `+document.querySelector('.k1k-bid-input').min`) + 5
				if got := eval[float64](t, ctx, `+document.querySelector('.k1k-bid-input').value`); got != want {
					t.Errorf("the bid box shows %v, want %v", got, want)
				}
				do(t, ctx, "key enter", chromedp.KeyEvent("\r"), waitSwap(v))
				bids++
			} else {
				do(t, ctx, "key p", chromedp.KeyEvent("p"), waitSwap(v))
			}
		case eval[bool](t, ctx, `!!document.querySelector('.k1k-hand button.pc')`):
			if phase() == "give" {
				shot("give")
				gives++
			} else if clicks+keys >= 2 {
				shot("play")
			}
			if i%2 == 0 {
				do(t, ctx, "keys l, enter", chromedp.KeyEvent("l"), chromedp.KeyEvent("\r"), waitSwap(v))
				keys++
			} else {
				do(t, ctx, "click a card", chromedp.Click(css(`.k1k-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
				clicks++
			}
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.k1k-status`))
		}
	}
	if !scored && phase() != "over" {
		t.Fatal("no hand was scored in 200 moves")
	}
	if keys == 0 || clicks == 0 || bids == 0 {
		t.Errorf("played %d cards by keys and %d by clicks, %d bids", keys, clicks, bids)
	}
	fitsWidth(t, ctx, width)
	growHands(t, ctx, ".k1k-hand", 10)
	fitsWidth(t, ctx, width)
	if !eval[bool](t, ctx, `document.querySelectorAll('.k1k-log li').length > 0`) {
		t.Error("the log shows the auction and the plays")
	}
	if !eval[bool](t, ctx, `document.querySelectorAll('.k1k-sheet tbody tr').length >= 1`) {
		t.Error("the score sheet has the scored hand")
	}
	screenshot(t, ctx, "thousand-later-"+name)
	t.Logf("%d cards by keys, %d by clicks, %d bids, %d gifts", keys, clicks, bids, gives)
}
