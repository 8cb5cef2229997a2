package handlers

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserMinesweeper(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	base := h.srv.URL

	do(t, ctx, "sign up", signUpInBrowser(base, "sweeper", "mines are 9 deep"))
	if nav := text(t, ctx, ".top-nav"); !strings.Contains(nav, "sweeper") {
		t.Fatalf("not signed in after sign-up: %q", nav)
	}
	screenshot(t, ctx, "home-desktop")

	// Start a Beginner game and open a cell with the keyboard.
	do(t, ctx, "new game",
		chromedp.Navigate(base+"/play/minesweeper"),
		chromedp.Click(css(`.ms-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.ms-grid`)),
	)
	screenshot(t, ctx, "minesweeper-new")
	do(t, ctx, "keyboard reveal",
		chromedp.KeyEvent("l"), chromedp.KeyEvent("j"), chromedp.KeyEvent("l"), chromedp.KeyEvent("j"),
		chromedp.KeyEvent("\r"),
		chromedp.WaitVisible(css(`.ms-playing, .ms-won`)),
	)
	// Right click flags a hidden cell.
	v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
	eval[bool](t, ctx, `document.querySelector('.ms-grid button.c.hidden').dispatchEvent(new MouseEvent('contextmenu',{bubbles:true,cancelable:true}))`)
	do(t, ctx, "right click", waitSwap(v))
	if !eval[bool](t, ctx, `document.querySelectorAll('.ms-grid .c.flagged').length > 0`) {
		t.Fatal("right click did not flag")
	}

	// The board survives a reload exactly.
	before := eval[string](t, ctx, `document.querySelector('.ms-grid').outerHTML`)
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.ms-grid`)))
	after := eval[string](t, ctx, `document.querySelector('.ms-grid').outerHTML`)
	if stripCursor(before) != stripCursor(after) {
		t.Fatal("the board differs after a reload")
	}

	// Play with the mouse until the game ends.
	for i := 0; i < 200 && !eval[bool](t, ctx, `!!document.querySelector('.ms-won, .ms-lost')`); i++ {
		v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
		do(t, ctx, "click a cell", chromedp.Click(css(`.ms-grid button.c.hidden`), chromedp.NodeVisible), waitSwap(v))
	}
	status := text(t, ctx, ".ms-bar .status-line")
	if !strings.Contains(status, "win") && !strings.Contains(status, "mine") {
		t.Fatalf("the game did not end: %q", status)
	}
	screenshot(t, ctx, "minesweeper-over-desktop")

	// The finished game is on the profile.
	do(t, ctx, "profile", chromedp.Navigate(base+"/profile"))
	if profile := text(t, ctx, "main"); !strings.Contains(profile, "Minesweeper") {
		t.Fatalf("profile does not list the game: %.300s", profile)
	}
	screenshot(t, ctx, "profile-desktop")
}

func TestBrowserMinesweeperPhone(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	// Headless windows are at least 500 px wide: emulate a real phone.
	ctx := newBrowser(t, 500, 844)
	do(t, ctx, "home", chromedp.EmulateViewport(390, 844), chromedp.Navigate(h.srv.URL+"/"), chromedp.WaitVisible(css(`.catalogue`)))
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the home page is %d px wide on a 390 px phone", w)
	}
	screenshot(t, ctx, "home-phone")
	do(t, ctx, "flag mode on a phone",
		chromedp.Navigate(h.srv.URL+"/play/minesweeper"),
		chromedp.Click(css(`.ms-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.ms-grid`)),
		// Touch players switch to flag mode, then tap.
		chromedp.Click(css(`.ms-mode label:nth-of-type(2)`)),
		chromedp.Click(css(`.ms-grid button.c.hidden`)),
		chromedp.WaitVisible(css(`.ms-grid .c.flagged`)),
	)
	if w := eval[int](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the Minesweeper page is %d px wide on a 390 px phone", w)
	}
	screenshot(t, ctx, "minesweeper-phone")
}

func stripCursor(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, " cursor", ""), ` class="cursor"`, "")
}
