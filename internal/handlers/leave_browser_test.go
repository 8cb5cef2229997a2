package handlers

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// postJS defines post(url, form) in the page: a synchronous same-origin
// form post that follows redirects and returns the final path.
const postJS = `function post(u, f) {
	const x = new XMLHttpRequest();
	x.open('POST', u, false);
	x.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
	x.send(new URLSearchParams(f).toString());
	return new URL(x.responseURL).pathname;
}`

// TestLeaveBrowser: the Continue list and the leave page as a person
// sees them, on a phone in Russian and on a desktop in English (both
// themes photographed): Abandon leads to the page, which asks, and its
// button resigns the game; a card game's board links to the same page.
func TestLeaveBrowser(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name          string
		width, height int
		lang          string
		resign, gone  string
	}{
		{"phone-ru", 390, 844, "ru", "Сдаться в этой партии?", "Вы сдались"},
		{"desktop-en", 1280, 900, "en", "Resign this game?", "You resigned"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			h.t = t
			ctx := newBrowser(t, c.width, c.height)
			base := h.srv.URL
			do(t, ctx, "set up",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				chromedp.Navigate(base+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
			)
			games := eval[[]string](t, ctx, `(() => { `+postJS+`
				const chess = post('/play/chess', {color: 'white', level: 'strong'});
				post(chess, {do: 'move', move: 'e4'});
				const hearts = post('/play/hearts', {});
				const go = post('/play/go', {size: '9', level: 'easy'});
				const ms = post('/play/minesweeper', {preset: 'beginner'});
				post(ms, {do: 'flag', x: '0', y: '0'});
				return [chess, hearts, go, ms];
			})()`)
			chess, hearts := games[0], games[1]
			do(t, ctx, "home", chromedp.Navigate(base+"/"), chromedp.WaitVisible(css(`.continue-list`)))
			fitsWidth(t, ctx, c.width)
			screenshotThemes(t, ctx, "leave-continue-"+c.name)
			axeCleanThemes(t, ctx, "home with Continue")
			if n := eval[int](t, ctx, `document.querySelectorAll('.continue-list li').length`); n != 4 {
				t.Fatalf("%d games under Continue, want 4", n)
			}
			if n := eval[int](t, ctx, `document.querySelectorAll('.continue-list a[href$="/leave"]').length`); n != 3 {
				t.Fatalf("%d Abandon buttons, want 3 (not the begun Minesweeper)", n)
			}

			do(t, ctx, "abandon chess",
				chromedp.Click(css(`.continue-list a[href="`+chess+`/leave"]`)),
				chromedp.WaitVisible(css(`.leave-page button.danger`)))
			if got := text(t, ctx, ".leave-page h1"); got != c.resign {
				t.Fatalf("leave page asks %q, want %q", got, c.resign)
			}
			fitsWidth(t, ctx, c.width)
			screenshotThemes(t, ctx, "leave-page-"+c.name)
			axeCleanThemes(t, ctx, "leave page")
			do(t, ctx, "resign", chromedp.Click(css(`.leave-page button.danger`)), chromedp.WaitVisible(css(`#board`)))
			if body := text(t, ctx, "#board"); !strings.Contains(body, c.gone) {
				t.Fatalf("after resigning the board says %.300q", body)
			}

			do(t, ctx, "hearts", chromedp.Navigate(base+hearts), chromedp.WaitVisible(css(`.leave-link a`)))
			fitsWidth(t, ctx, c.width)
			screenshotThemes(t, ctx, "leave-hearts-board-"+c.name)
			do(t, ctx, "abort hearts", chromedp.Click(css(`.leave-link a`)), chromedp.WaitVisible(css(`.leave-page button.danger`)))
			fitsWidth(t, ctx, c.width)
			screenshotThemes(t, ctx, "leave-abort-"+c.name)
			do(t, ctx, "abort", chromedp.Click(css(`.leave-page button.danger`)), chromedp.WaitVisible(css(`.catalogue`)))
			if n := eval[int](t, ctx, `document.querySelectorAll('.continue-list li').length`); n != 2 {
				t.Fatalf("%d games under Continue after resigning one and aborting one, want 2", n)
			}
		})
	}
}

// axeCleanThemes fails on serious or critical axe findings on the page, in
// light (every rule) and dark (colour contrast, the rule the scheme
// changes).
func axeCleanThemes(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	for _, scheme := range []string{"light", "dark"} {
		do(t, ctx, scheme, emulateScheme(scheme))
		var rules []string
		if scheme == "dark" {
			rules = []string{"color-contrast"}
		}
		for _, v := range axeSerious(axeRun(t, ctx, rules...)) {
			t.Errorf("%s (%s): %s is %s on %d elements: %s", name, scheme, v.ID, v.Impact, v.Nodes, strings.Join(v.Targets, "; "))
		}
	}
}
