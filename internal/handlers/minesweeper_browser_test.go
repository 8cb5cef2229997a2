package handlers

import (
	"encoding/json"
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
	do(t, ctx, "new game", chromedp.Navigate(base+"/play/minesweeper"))
	do(t, ctx, "start", newGameSteps(`.ms-new-form`, `.ms-grid`)...)
	screenshot(t, ctx, "minesweeper-new")
	do(t, ctx, "keyboard reveal",
		chromedp.KeyEvent("l"), chromedp.KeyEvent("j"), chromedp.KeyEvent("l"), chromedp.KeyEvent("j"),
		chromedp.KeyEvent("\r"),
		chromedp.WaitVisible(css(`.ms-playing, .ms-won`)),
	)
	// Right click flags a hidden cell.
	v := boardVersion(t, ctx)
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
		v := boardVersion(t, ctx)
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
	s = strings.ReplaceAll(strings.ReplaceAll(s, " cursor", ""), ` class="cursor"`, "")
	// The cursor's cell is the field's one Tab stop (minesweeper.js).
	return strings.ReplaceAll(strings.ReplaceAll(s, ` tabindex="0"`, ""), ` tabindex="-1"`, "")
}

// TestBrowserMinesweeperNumberColours checks that the numbers have their
// classic colours (1 blue, 2 green, 3 red, 4 navy, 5 maroon, 6 teal,
// 7 black, 8 grey; lighter variants in the dark theme) with AA contrast
// against an open cell, rather than the open cell's grey: numbers in
// cells of every count are put in the grid and their computed colours
// read, and so are the real numbers after the first click.
func TestBrowserMinesweeperNumberColours(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	do(t, ctx, "open a cell",
		chromedp.Navigate(h.srv.URL+"/play/minesweeper"),
		chromedp.Click(css(`.ms-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.ms-grid`)),
		chromedp.Click(css(`.ms-grid .ms-row:nth-child(5) button.c:nth-child(5)`)),
		// The first click is safe; the region it opens is bordered by
		// numbers, or it is a number itself.
		chromedp.WaitVisible(css(`.ms-grid .c.open[class*=" n"]`)),
	)
	want := map[string][8]string{
		"light": {"rgb(29, 78, 216)", "rgb(22, 101, 52)", "rgb(185, 28, 28)", "rgb(30, 58, 138)",
			"rgb(127, 29, 29)", "rgb(17, 94, 89)", "rgb(17, 17, 17)", "rgb(89, 89, 89)"},
		"dark": {"rgb(96, 165, 250)", "rgb(74, 222, 128)", "rgb(248, 113, 113)", "rgb(165, 180, 252)",
			"rgb(252, 165, 165)", "rgb(45, 212, 191)", "rgb(244, 244, 245)", "rgb(163, 163, 163)"},
	}
	for _, scheme := range []string{"light", "dark"} {
		do(t, ctx, scheme, emulateScheme(scheme))
		got := eval[[]string](t, ctx, `(function(){
			const row = document.querySelector('.ms-grid .ms-row');
			const out = [];
			for (let n = 1; n <= 8; n++) {
				const probe = document.createElement('span');
				probe.className = 'c open n' + n;
				probe.textContent = n;
				row.appendChild(probe);
				out.push(getComputedStyle(probe).color);
				probe.remove();
			}
			return out;
		})()`)
		for n, c := range got {
			if c != want[scheme][n] {
				t.Errorf("%s theme: a %d is %s, want %s", scheme, n+1, c, want[scheme][n])
			}
		}
		// The real numbers on the board, and their contrast with the cell.
		wantJSON, _ := json.Marshal(want[scheme])
		bad := eval[[]string](t, ctx, contrastJS+`; (function(want){
			const out = [];
			for (const c of document.querySelectorAll('.ms-grid .c.open[class*=" n"]')) {
				const s = getComputedStyle(c), n = +c.className.match(/\bn(\d)\b/)[1];
				const ratio = contrast(s.color, s.backgroundColor);
				if (s.color !== want[n-1] || ratio < 4.5) {
					out.push(n + ': ' + s.color + ' on ' + s.backgroundColor + ' (contrast ' + ratio.toFixed(2) + ')');
				}
			}
			return out;
		})(`+string(wantJSON)+`)`)
		for _, b := range bad {
			t.Errorf("%s theme: the number %s", scheme, b)
		}
		screenshot(t, ctx, "minesweeper-numbers-"+scheme)
	}
}
