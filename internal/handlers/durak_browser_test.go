package handlers

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserDurak plays four at the desktop's table and two at the
// phone's.
func TestBrowserDurak(t *testing.T) {
	t.Parallel()
	players := map[string]string{"desktop": "4", "phone": "2"}
	onScreens(t, func(t *testing.T, name string, width, height int) {
		browserDurak(t, name, width, height, players[name])
	})
}

// browserDurak starts a game from the form, then plays with the mouse
// (and the T key for the take) until the person has taken the table
// once and made a few moves.
func browserDurak(t *testing.T, name string, width, height int, players string) {
	table := cardTable{slug: "durak", prefix: "dk", shot: "durak"}
	_, ctx := table.open(t, name, width, height, "en", `.dk-felt`, `input[name=players][value="`+players+`"]`)
	botSeats(t, ctx, `.dk-seat`, mustAtoi(players)-1)
	took, moves, shotTable := false, 0, false
	for i := 0; i < 80 && (!took || moves < 5); i++ {
		if present(t, ctx, `.dk-summary`) {
			break
		}
		v := boardVersion(t, ctx)
		if !shotTable && present(t, ctx, `.dk-pairs:not(.dk-ghost)`) {
			screenshot(t, ctx, "durak-table-"+name)
			shotTable = true
		}
		if !took && present(t, ctx, `.dk-take`) {
			// T takes the table.
			key(t, ctx, "t", v)
			took = true
			screenshot(t, ctx, "durak-took-"+name)
		} else {
			durakMove(t, ctx, v)
		}
		moves++
	}
	if !took && !present(t, ctx, `.dk-summary`) {
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

// durakMove makes the person's plainest move with the mouse, the board
// being at version v: the first card of the hand, else a pass, else
// taking the table.
func durakMove(t *testing.T, ctx context.Context, v string) {
	t.Helper()
	switch {
	case present(t, ctx, `.dk-hand button.pc`):
		do(t, ctx, "play a card", chromedp.Click(css(`.dk-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
	case present(t, ctx, `.dk-pass`):
		do(t, ctx, "pass", chromedp.Click(css(`.dk-pass`), chromedp.NodeVisible), waitSwap(v))
	default:
		do(t, ctx, "take", chromedp.Click(css(`.dk-take`), chromedp.NodeVisible), waitSwap(v))
	}
}

// mustAtoi is the number a one-digit option value names.
func mustAtoi(s string) int { return int(s[0] - '0') }

// TestBrowserDurakTransferPhone plays transfer Durak with 52 cards on a
// phone: the form's variant fields start the table, and the person
// transfers an attack the first time the page offers it.
func TestBrowserDurakTransferPhone(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := screenTab(t, 390, 844)
	do(t, ctx, "new game", chromedp.Navigate(h.srv.URL+"/play/durak"))
	do(t, ctx, "options", newGameSteps(`.dk-new-form`, `.dk-felt`,
		`input[name=players][value="3"]`, `input[name=game][value=transfer]`, `input[name=deck][value="52"]`)...)
	if line := eval[string](t, ctx, `document.querySelector('.dk-variant').textContent`); line != "Transfer durak · 52 cards" {
		t.Fatalf("the table says %q", line)
	}
	transferred := false
	for i := 0; i < 120 && !transferred; i++ {
		if present(t, ctx, `.dk-summary`) {
			break
		}
		v := boardVersion(t, ctx)
		if present(t, ctx, `.dk-transfer button`) {
			fitsWidth(t, ctx, 390)
			screenshot(t, ctx, "durak-transfer-phone")
			do(t, ctx, "transfer", chromedp.Click(css(`.dk-transfer button`), chromedp.NodeVisible), waitSwap(v))
			transferred = true
		} else {
			durakMove(t, ctx, v)
		}
	}
	if !transferred {
		t.Fatal("the page offered no transfer in 120 moves")
	}
	fitsWidth(t, ctx, 390)
	screenshot(t, ctx, "durak-transferred-phone")
}
