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
	table := cardTable{slug: "thousand", prefix: "k1k", shot: "thousand"}
	_, ctx := table.open(t, name, width, height, "en", `.k1k-table`, `input[value="easy"]`)
	botSeats(t, ctx, `li.k1k-seat`, 2)
	phase := func() string { return eval[string](t, ctx, `document.querySelector('.k1k').dataset.phase`) }
	var played cardPlays
	bids, gives, scored, dealt := 0, 0, false, false
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
		v := boardVersion(t, ctx)
		switch {
		case present(t, ctx, `.k1k-summary [data-key="n"]`):
			scored = true
			shot("hand-over")
			fitsWidth(t, ctx, width)
			key(t, ctx, "n", v)
			dealt = true
		case present(t, ctx, `.k1k-bid:not(.k1k-raise)`):
			shot("bid")
			canBid := present(t, ctx, `.k1k-bid [data-key="bid"]`)
			canPass := present(t, ctx, `.k1k-bid [data-key="p"]`)
			if canBid && (!canPass || bids == 0) {
				// + and the k key raise by 5, j lowers: the bid ends 5 up.
				do(t, ctx, "stepper", chromedp.Click(css(`.k1k-step[data-step="5"]`)), chromedp.KeyEvent("k"), chromedp.KeyEvent("j"))
				want := eval[float64](t, ctx, `+document.querySelector('.k1k-bid-input').min`) + 5
				if got := eval[float64](t, ctx, `+document.querySelector('.k1k-bid-input').value`); got != want {
					t.Errorf("the bid box shows %v, want %v", got, want)
				}
				key(t, ctx, "\r", v)
				bids++
			} else {
				key(t, ctx, "p", v)
			}
		case present(t, ctx, `.k1k-hand button.pc`):
			if phase() == "give" {
				shot("give")
				gives++
			} else if played.clicks+played.keys >= 2 {
				shot("play")
			}
			table.playCard(t, ctx, v, i%2 == 0, &played)
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.k1k-status`))
		}
	}
	if !scored && phase() != "over" {
		t.Fatal("no hand was scored in 200 moves")
	}
	played.bothWays(t)
	if bids == 0 {
		t.Error("no bid was made")
	}
	table.later(t, ctx, name, width, 10, `.k1k-sheet tbody tr`)
	t.Logf("%+v, %d bids, %d gifts", played, bids, gives)
}
