package handlers

import (
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserDurak(t *testing.T) {
	t.Parallel()
	browserDurak(t, "desktop", 1280, 900, "4")
}

func TestBrowserDurakPhone(t *testing.T) {
	t.Parallel()
	browserDurak(t, "phone", 390, 844, "2")
}

// browserDurak starts a game from the form, then plays with the mouse
// (and the T key for the take) until the person has taken the table
// once and made a few moves.
func browserDurak(t *testing.T, name string, width, height int, players string) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game",
		chromedp.Navigate(h.srv.URL+"/play/durak"),
		chromedp.Click(css(`.dk-players input[value="`+players+`"] + .dk-tile`)),
		chromedp.Click(css(`.dk-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.dk-felt`)),
	)
	screenshot(t, ctx, "durak-start-"+name)
	if n := eval[float64](t, ctx, `document.querySelectorAll('.dk-seat').length`); n != float64(len(players))*0+mustAtoi(players)-1 {
		t.Fatalf("%v bot seats for %s players", n, players)
	}
	took, moves, shotTable := false, 0, false
	for i := 0; i < 80 && (!took || moves < 5); i++ {
		if eval[bool](t, ctx, `!!document.querySelector('.dk-summary')`) {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		if !shotTable && eval[bool](t, ctx, `!!document.querySelector('.dk-pairs:not(.dk-ghost)')`) {
			screenshot(t, ctx, "durak-table-"+name)
			shotTable = true
		}
		switch {
		case !took && eval[bool](t, ctx, `!!document.querySelector('.dk-take')`):
			// T takes the table.
			do(t, ctx, "key t", chromedp.KeyEvent("t"), waitSwap(v))
			took = true
			screenshot(t, ctx, "durak-took-"+name)
		case eval[bool](t, ctx, `!!document.querySelector('.dk-hand button.pc')`):
			do(t, ctx, "play a card", chromedp.Click(css(`.dk-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
		case eval[bool](t, ctx, `!!document.querySelector('.dk-pass')`):
			do(t, ctx, "pass", chromedp.Click(css(`.dk-pass`), chromedp.NodeVisible), waitSwap(v))
		default:
			do(t, ctx, "take", chromedp.Click(css(`.dk-take`), chromedp.NodeVisible), waitSwap(v))
		}
		moves++
	}
	if !took && !eval[bool](t, ctx, `!!document.querySelector('.dk-summary')`) {
		t.Fatal("no take in 80 moves")
	}
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "durak-later-"+name)
	// A player who took every bout can hold most of the deck.
	growHands(t, ctx, ".dk-hand", 24)
	fitsWidth(t, ctx, width)
	if !eval[bool](t, ctx, `document.querySelectorAll('.dk-log li').length > 1`) {
		t.Error("the log shows the bouts played")
	}
	screenshot(t, ctx, "durak-long-hand-"+name)
}

func mustAtoi(s string) float64 { return float64(s[0] - '0') }

// TestBrowserDurakTransferPhone plays transfer Durak with 52 cards on a
// phone: the form's variant fields start the table, and the person
// transfers an attack the first time the page offers it.
func TestBrowserDurakTransferPhone(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 390, 844)
	do(t, ctx, "new game",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(h.srv.URL+"/play/durak"),
		chromedp.Click(css(`.dk-players input[value="3"] + .dk-tile`)),
		chromedp.Click(css(`.dk-new-form input[name=game][value=transfer]`)),
		chromedp.Click(css(`.dk-new-form input[name=deck][value="52"]`)),
		chromedp.Click(css(`.dk-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.dk-felt`)),
	)
	if line := eval[string](t, ctx, `document.querySelector('.dk-variant').textContent`); line != "Transfer durak · 52 cards" {
		t.Fatalf("the table says %q", line)
	}
	transferred := false
	for i := 0; i < 120 && !transferred; i++ {
		if eval[bool](t, ctx, `!!document.querySelector('.dk-summary')`) {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		switch {
		case eval[bool](t, ctx, `!!document.querySelector('.dk-transfer button')`):
			fitsWidth(t, ctx, 390)
			screenshot(t, ctx, "durak-transfer-phone")
			do(t, ctx, "transfer", chromedp.Click(css(`.dk-transfer button`), chromedp.NodeVisible), waitSwap(v))
			transferred = true
		case eval[bool](t, ctx, `!!document.querySelector('.dk-hand button.pc')`):
			do(t, ctx, "play a card", chromedp.Click(css(`.dk-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
		case eval[bool](t, ctx, `!!document.querySelector('.dk-pass')`):
			do(t, ctx, "pass", chromedp.Click(css(`.dk-pass`), chromedp.NodeVisible), waitSwap(v))
		default:
			do(t, ctx, "take", chromedp.Click(css(`.dk-take`), chromedp.NodeVisible), waitSwap(v))
		}
	}
	if !transferred {
		t.Fatal("the page offered no transfer in 120 moves")
	}
	fitsWidth(t, ctx, 390)
	screenshot(t, ctx, "durak-transferred-phone")
}
