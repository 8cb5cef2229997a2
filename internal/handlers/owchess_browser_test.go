package handlers

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

func TestBrowserOwchess(t *testing.T) {
	t.Parallel()
	onScreens(t, browserOwchess)
}

// browserOwchess starts a game from the form, moves by click and by the
// keyboard, watches the clock tick, then visits a merchant with coins
// planted in the stored game and shops with the keys 1-4.
func browserOwchess(t *testing.T, name string, width, height int) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game form",
		chromedp.Navigate(h.srv.URL+"/play/owchess"),
		chromedp.WaitVisible(css(`.owc-new-form`)),
	)
	screenshot(t, ctx, "owchess-new-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "start", newGameSteps(`.owc-new-form`, `.owc-board`, `input[value=easy]`, `input[name=timer][value=on]`)...)
	screenshot(t, ctx, "owchess-start-"+name)
	piecesDrawn(t, ctx)
	if n := eval[int](t, ctx, `document.querySelectorAll('.owc-board .sq.fog').length`); n < 24 {
		t.Errorf("only %d squares under fog at the start", n)
	}

	// Click e2: its two squares light up; click e4.
	pickUp(t, ctx, `.owc-board`, "e2", 2)
	screenshot(t, ctx, "owchess-selected-"+name)
	v := boardVersion(t, ctx)
	do(t, ctx, "put down on e4", chromedp.Click(css(`.owc-board [data-sq="e4"]`)), waitSwap(v))
	if got := text(t, ctx, ".owc-log"); !strings.Contains(got, "e2–e4") {
		t.Fatalf("the log does not show the move: %q", got)
	}

	// Drag the knight from g1 to f3.
	v = boardVersion(t, ctx)
	do(t, ctx, "drag Ng1-f3", dragSquare(`.owc-board`, "g1", "f3"), waitSwap(v))
	if got := text(t, ctx, ".owc-log"); !strings.Contains(got, "knight g1–f3") {
		t.Fatalf("the log does not show the dragged move: %q", got)
	}

	// The keyboard: the cursor goes to a movable piece, Enter picks it
	// up, the keys walk to its first target, Enter moves.
	v = boardVersion(t, ctx)
	do(t, ctx, "cursor", chromedp.KeyEvent("l"))
	var from int
	for !eval[bool](t, ctx, `!!document.querySelector('.owc-board .sq.cursor.owc-mine')`) {
		do(t, ctx, "cursor right", chromedp.KeyEvent("l"))
		from = eval[int](t, ctx, `Array.prototype.indexOf.call(document.querySelectorAll('.owc-board .sq'), document.querySelector('.owc-board .sq.cursor'))`)
		if from%8 == 7 {
			do(t, ctx, "next row", chromedp.KeyEvent("j"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"), chromedp.KeyEvent("h"))
		}
	}
	from = eval[int](t, ctx, `Array.prototype.indexOf.call(document.querySelectorAll('.owc-board .sq'), document.querySelector('.owc-board .sq.cursor'))`)
	do(t, ctx, "enter picks up", chromedp.KeyEvent("\r"))
	to := eval[int](t, ctx, `Array.prototype.indexOf.call(document.querySelectorAll('.owc-board .sq'), document.querySelector('.owc-board .sq.target'))`)
	if to < 0 {
		t.Fatal("Enter did not pick up the piece under the cursor")
	}
	for dy := to/8 - from/8; dy != 0; {
		if dy > 0 {
			do(t, ctx, "down", chromedp.KeyEvent("j"))
			dy--
		} else {
			do(t, ctx, "up", chromedp.KeyEvent(kb.ArrowUp))
			dy++
		}
	}
	for dx := to%8 - from%8; dx != 0; {
		if dx > 0 {
			do(t, ctx, "right", chromedp.KeyEvent(kb.ArrowRight))
			dx--
		} else {
			do(t, ctx, "left", chromedp.KeyEvent("h"))
			dx++
		}
	}
	do(t, ctx, "enter moves", chromedp.KeyEvent("\r"), waitSwap(v))
	if n := eval[int](t, ctx, `document.querySelectorAll('.owc-log li.owc-mine').length`); n < 2 {
		t.Fatalf("after a keyboard move the log shows %d of my moves", n)
	}

	// The clock ticks from the server's deadline.
	first := text(t, ctx, ".owc-clock-time")
	waitUntil(t, ctx, `document.querySelector('.owc-clock-time').innerText !== `+strconv.Quote(first),
		fmt.Sprintf("the clock stands at %q", first))

	// Plant coins and clear the a-file in the stored game, then take the rook to
	// the merchant on a4 and shop with the keys.
	game := eval[string](t, ctx, `location.pathname`)
	row := h.row(game)
	var st map[string]any
	if err := json.Unmarshal(row.State, &st); err != nil {
		t.Fatal(err)
	}
	st["coins"] = []any{6, 0}
	st["collected"] = []any{6, 0}
	board := st["board"].([]any)
	board[0] = "R3.3"                           // a white rook on a1
	board[8], board[16], board[24] = "", "", "" // a2-a4 cleared
	board[18] = "p1.1"                          // a black pawn on c3
	b, _ := json.Marshal(st)
	csStore(t, h, game, b)
	do(t, ctx, "reload", chromedp.Navigate(h.srv.URL+game), chromedp.WaitVisible(css(`.owc-board`)))
	screenshot(t, ctx, "owchess-planted-"+name)
	// The knight on b1 can attack the pawn on c3: the ring and the line
	// under the board tell the pawn would be destroyed.
	do(t, ctx, "pick up the knight", chromedp.Click(css(`.owc-board [data-sq="b1"]`)))
	if !eval[bool](t, ctx, `document.querySelector('.owc-board [data-sq="c3"]').classList.contains('kill')`) {
		t.Error("the deadly attack on c3 is not marked")
	}
	eval[bool](t, ctx, `document.querySelector('.owc-board [data-sq="c3"]').dispatchEvent(new PointerEvent('pointerover', {bubbles: true}))`)
	if got := text(t, ctx, ".owc-preview"); !strings.Contains(got, "pawn (1 HP) is destroyed; your knight moves in with 2 HP") {
		t.Errorf("attack preview: %q", got)
	}
	screenshot(t, ctx, "owchess-preview-"+name)
	do(t, ctx, "put the knight down", chromedp.Click(css(`.owc-board [data-sq="b1"]`)))
	v = boardVersion(t, ctx)
	do(t, ctx, "rook to the merchant",
		chromedp.Click(css(`.owc-board [data-sq="a1"]`)),
		chromedp.Click(css(`.owc-board [data-sq="a4"]`)),
		waitSwap(v),
		chromedp.WaitVisible(css(`.owc-shop`)),
	)
	screenshot(t, ctx, "owchess-shop-"+name)
	fitsWidth(t, ctx, width)
	v = boardVersion(t, ctx)
	do(t, ctx, "key 1 buys longer moves", chromedp.KeyEvent("1"), waitSwap(v))
	if !strings.Contains(text(t, ctx, ".owc-player:last-of-type, .owc-main"), "long moves") {
		t.Error("the upgrade is not shown")
	}
	v = boardVersion(t, ctx)
	do(t, ctx, "key 2 buys more HP", chromedp.KeyEvent("2"), waitSwap(v))
	if eval[bool](t, ctx, `!!document.querySelector('.owc-shop')`) {
		t.Error("the shop stays open with no coins left")
	}
	if got := eval[string](t, ctx, `document.querySelector('.owc-board [data-sq="b1"] .owc-hp').textContent`); got != "6" {
		t.Errorf("the knight's HP after More HP: %q, want 6", got)
	}
	// Stretch the page the way a long game does: many log lines.
	eval[int](t, ctx, `(() => { const l = document.querySelector('.owc-log'); for (let i = 0; i < 40; i++) { const li = document.createElement('li'); li.textContent = 'Bot: knight ?–e5 attacks the queen: 2 HP left to it, 1 to the attacker'; l.append(li); } return 0; })()`)
	growHands(t, ctx, ".owc-badges", 8)
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "owchess-after-shop-"+name)

	v = boardVersion(t, ctx)
	eval[bool](t, ctx, `(document.querySelector('.owc-resign').closest('form').removeAttribute('hx-confirm'), true)`)
	do(t, ctx, "resign", chromedp.Click(css(`.owc-resign`)), waitSwap(v))
	if got := text(t, ctx, ".owc-status"); !strings.Contains(got, "resigned") {
		t.Errorf("status after resigning: %q", got)
	}
}

// TestBrowserOwchessFriend: two people at one screen; after White's
// move the board is covered until Black presses Enter.
func TestBrowserOwchessFriend(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := screenTab(t, 390, 844)
	do(t, ctx, "new game with a friend", chromedp.Navigate(h.srv.URL+"/play/owchess"))
	do(t, ctx, "start", newGameSteps(`.owc-new-form`, `.owc-board`, `input[value=friend]`)...)
	v := boardVersion(t, ctx)
	do(t, ctx, "white plays d2-d4",
		chromedp.Click(css(`.owc-board [data-sq="d2"]`)),
		chromedp.Click(css(`.owc-board [data-sq="d4"]`)),
		waitSwap(v),
		chromedp.WaitVisible(css(`.owc-cover`)),
	)
	screenshot(t, ctx, "owchess-friend-cover-phone")
	fitsWidth(t, ctx, 390)
	if eval[bool](t, ctx, `!!document.querySelector('.owc-board')`) {
		t.Fatal("the board shows under the cover")
	}
	v = boardVersion(t, ctx)
	do(t, ctx, "Enter uncovers black's board", chromedp.KeyEvent("\r"), waitSwap(v), chromedp.WaitVisible(css(`.owc-board.owc-black`)))
	if got := text(t, ctx, ".owc-status"); !strings.Contains(got, "Black to move") {
		t.Errorf("status: %q", got)
	}
	screenshot(t, ctx, "owchess-friend-black-phone")
}
