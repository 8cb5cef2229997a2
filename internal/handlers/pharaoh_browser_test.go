package handlers

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/pharaoh"
)

func TestBrowserPharaoh(t *testing.T) {
	t.Parallel()
	onScreens(t, browserPharaoh)
}

// browserPharaoh starts a game from the form and plays with the mouse
// and the keys (l and Enter to play, 1-4 for a joker's suit, d to draw,
// p to pass, n for the next deal) until a deal has been scored and the
// next one dealt.
func browserPharaoh(t *testing.T, name string, width, height int) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game",
		chromedp.Navigate(h.srv.URL+"/play/pharaoh"),
	)
	screenshot(t, ctx, "pharaoh-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "options",
		chromedp.Click(css(`.ph-new-form input[name=matches][value="1"]`)),
		chromedp.Click(css(`.ph-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.ph-table`)),
	)
	screenshot(t, ctx, "pharaoh-start-"+name)
	keys, clicks, draws, jokers, scored, dealt := 0, 0, 0, 0, false, false
	for i := 0; i < 200 && !dealt; i++ {
		if eval[bool](t, ctx, `document.querySelector('.ph').dataset.phase === 'over'`) {
			break
		}
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		switch {
		case eval[bool](t, ctx, `!!document.querySelector('.ph-summary [data-key="n"]')`):
			scored = true
			screenshot(t, ctx, "pharaoh-deal-over-"+name)
			fitsWidth(t, ctx, width)
			do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
			dealt = true
		case eval[bool](t, ctx, `!!document.querySelector('.ph-call')`):
			screenshot(t, ctx, "pharaoh-joker-"+name)
			if jokers%2 == 0 {
				do(t, ctx, "key 2", chromedp.KeyEvent("2"), waitSwap(v))
			} else {
				do(t, ctx, "click a suit", chromedp.Click(css(`.ph-call-suit`), chromedp.NodeVisible), waitSwap(v))
			}
			jokers++
		case eval[bool](t, ctx, `!!document.querySelector('.ph-hand button.pc')`):
			if i%2 == 0 {
				do(t, ctx, "keys l, enter", chromedp.KeyEvent("l"), chromedp.KeyEvent("\r"), waitSwap(v))
				keys++
			} else {
				do(t, ctx, "click a card", chromedp.Click(css(`.ph-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
				clicks++
			}
			if clicks == 2 {
				screenshot(t, ctx, "pharaoh-play-"+name)
			}
		case eval[bool](t, ctx, `!!document.querySelector('.ph [data-key="d"]')`):
			do(t, ctx, "key d", chromedp.KeyEvent("d"), waitSwap(v))
			draws++
		case eval[bool](t, ctx, `!!document.querySelector('.ph [data-key="p"]')`):
			do(t, ctx, "key p", chromedp.KeyEvent("p"), waitSwap(v))
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.ph-status`))
		}
	}
	if !scored {
		t.Fatal("no deal was scored in 200 moves")
	}
	if keys == 0 || clicks == 0 {
		t.Errorf("played %d cards by keys and %d by clicks", keys, clicks)
	}
	fitsWidth(t, ctx, width)
	growHands(t, ctx, ".ph-hand", 12)
	fitsWidth(t, ctx, width)
	if !eval[bool](t, ctx, `document.querySelectorAll('.ph-log li').length > 0`) {
		t.Error("the log shows the plays")
	}
	if !eval[bool](t, ctx, `document.querySelectorAll('.ph-scores tbody tr').length >= 1`) {
		t.Error("the score table has the scored deal")
	}
	screenshot(t, ctx, "pharaoh-later-"+name)
	t.Logf("%d cards by keys, %d by clicks, %d draws, %d jokers", keys, clicks, draws, jokers)

	// In Russian, the match played out to its end: the summary with
	// both hands, the match result and a new game.
	path := eval[string](t, ctx, `location.pathname`)
	phFinish(t, h, path)
	do(t, ctx, "russian",
		chromedp.Click(css(`form[action="/lang"] button[value="ru"]`)),
		chromedp.WaitVisible(css(`.ph-summary`)),
	)
	if !strings.Contains(text(t, ctx, `.ph-summary`), "Новая игра") || !eval[bool](t, ctx, `!!document.querySelector('.ph-match-result')`) {
		t.Error("the end shows the match result and a new game, in Russian")
	}
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "pharaoh-over-ru-"+name)
}

// phFinish plays a stored game to its end with plain moves, straight
// through the engine, and saves it.
func phFinish(t *testing.T, h *hall, path string) {
	t.Helper()
	phAdvance(t, h, path, func(pharaoh.View) bool { return false })
}

// phAdvance plays a stored game with plain moves, straight through the
// engine, until stop says so or the game is over, and saves it.
func phAdvance(t *testing.T, h *hall, path string, stop func(pharaoh.View) bool) {
	t.Helper()
	st, err := pharaoh.Game{}.Decode(h.row(path).State)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	for i := 0; !st.Over() && !stop(st.View(pharaoh.Person, now)); i++ {
		if i > 50000 {
			t.Fatal("endless game")
		}
		seat, ok := st.NextBot()
		if !ok {
			seat = pharaoh.Person
		}
		if err := st.Apply(seat, phMove(st.View(seat, now)), now); err != nil {
			t.Fatal(err)
		}
	}
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	h.setState(path, data)
}
