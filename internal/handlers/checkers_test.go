package handlers

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	checkersbot "gamehall/internal/ai/checkers"
	"gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
	checkersview "gamehall/templates/checkers"
)

// checkersView decodes a checkers game's stored state and views it.
func checkersView(t *testing.T, h *hall, game string) checkers.View {
	t.Helper()
	return storedView(t, h, checkers.Game{}, game)
}

// scriptedCheckersBot plays the given paths on the bot's turns, then
// plays like the real bot.
func scriptedCheckersBot(paths ...string) kit.Bot[checkers.View] {
	return scripted(checkersbot.Play, "path", paths, func(v checkers.View) (int, bool) {
		return botMoves(len(v.History), v.Human == checkers.Black), !v.DrawPending
	})
}

// TestBrowserCheckersDoubleCapture plays white against a bot scripted to
// walk into a double capture, chosen on the page square by square.
func TestBrowserCheckersDoubleCapture(t *testing.T) {
	t.Parallel()
	h := oneGameHall(t, checkers.Game{}, checkersview.View, scriptedCheckersBot("f6-e5", "d6-c5"))
	ctx := newBrowser(t, 1280, 900)
	base := h.srv.URL

	do(t, ctx, "new game as white", chromedp.Navigate(base+"/play/checkers"))
	do(t, ctx, "start", newGameSteps(`.checkers-new-form`, `.ck-board`)...)
	screenshot(t, ctx, "checkers-start-desktop")
	move := func(squares ...string) {
		t.Helper()
		v := boardVersion(t, ctx)
		for _, sq := range squares {
			do(t, ctx, "click "+sq, chromedp.Click(css(`.ck-board [data-sq="`+sq+`"]`)))
		}
		do(t, ctx, "wait for the reply", waitSwap(v))
	}
	// Pick up c3: two targets light up.
	pickUp(t, ctx, `.ck-board`, "c3", 2)
	do(t, ctx, "drop c3", chromedp.KeyEvent("\x1b"))
	move("c3", "b4")
	move("d2", "c3")

	// b4 must capture: c5 then e5, one landing square at a time.
	if got := text(t, ctx, ".ck-status"); !strings.Contains(got, "compulsory") {
		t.Fatalf("status before the capture: %q", got)
	}
	do(t, ctx, "pick up b4", chromedp.Click(css(`.ck-board [data-sq="b4"]`)))
	do(t, ctx, "first jump to d6", chromedp.Click(css(`.ck-board [data-sq="d6"]`)))
	if !eval[bool](t, ctx, `document.querySelector('.ck-board [data-sq="f4"]').classList.contains('target')`) {
		t.Fatal("after d6 the next landing square f4 is not offered")
	}
	screenshot(t, ctx, "checkers-capture-desktop")
	v := boardVersion(t, ctx)
	do(t, ctx, "second jump to f4", chromedp.Click(css(`.ck-board [data-sq="f4"]`)), waitSwap(v))
	if got := text(t, ctx, ".ck-moves"); !strings.Contains(got, "b4:d6:f4") {
		t.Fatalf("the double capture is not listed: %q", got)
	}
	if taken := eval[int](t, ctx, `document.querySelectorAll('.ck-player:not(.ck-top) .ck-pc-tiny').length`); taken < 2 {
		t.Errorf("the player strip shows %d pieces taken, want at least 2", taken)
	}
	screenshot(t, ctx, "checkers-after-desktop")
}

func TestBrowserCheckersPhone(t *testing.T) {
	t.Parallel()
	h := oneGameHall(t, checkers.Game{}, checkersview.View, scriptedCheckersBot())
	ctx := newBrowser(t, 390, 844)
	do(t, ctx, "new game on a phone", chromedp.Navigate(h.srv.URL+"/play/checkers"))
	do(t, ctx, "start", newGameSteps(`.checkers-new-form`, `.ck-board`)...)
	tapMove(t, ctx, `.ck-board`, "g3", "h4")
	if w := eval[float64](t, ctx, `document.querySelector('.ck-board').getBoundingClientRect().width`); w < 340 {
		t.Errorf("the board is %.0f px wide on a 390 px phone", w)
	}
	if over := eval[bool](t, ctx, `document.documentElement.scrollWidth > window.innerWidth`); over {
		t.Error("the page scrolls sideways on a phone")
	}
	screenshot(t, ctx, "checkers-phone")
}
