package handlers

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// keys presses keys one by one, as a person at a keyboard would.
func keys(ks ...string) chromedp.Action[chromedp.Void] {
	var steps []chromedp.Action[chromedp.Void]
	for _, k := range ks {
		steps = append(steps, chromedp.KeyEvent(k))
	}
	return chromedp.Steps(steps...)
}

// focusIs reports what has focus: a short description for failures.
const focusIs = `(() => { const a = document.activeElement; if (!a || a === document.body) return "body";
	return a.tagName.toLowerCase() + (a.id ? "#" + a.id : "") + (a.className ? "." + String(a.className).trim().split(/\s+/).join(".") : "") +
	(a.dataset.sq ? "[" + a.dataset.sq + "]" : "") + (a.closest("[data-sq]") ? "@" + a.closest("[data-sq]").dataset.sq : "") +
	(a.dataset.x !== undefined ? "(" + a.dataset.x + "," + a.dataset.y + ")" : "") + (a.value ? "=" + a.value : ""); })()`

// focusShows reports whether the focused element, or the square around
// a focused hidden radio, draws a focus ring.
const focusShows = `(() => { const a = document.activeElement; if (!a || a === document.body) return false;
	const el = a.matches("input.sr-only") ? a.parentElement : a;
	const s = getComputedStyle(el); return s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 2; })()`

// tabTo presses Tab until the focused element matches sel.
func tabTo(t *testing.T, ctx context.Context, sel string, most int) {
	t.Helper()
	for range most {
		if eval[bool](t, ctx, fmt.Sprintf(`!!document.activeElement && document.activeElement.matches(%q)`, sel)) {
			return
		}
		do(t, ctx, "Tab", chromedp.KeyEvent("\t"))
	}
	t.Fatalf("%d Tabs did not reach %s (focus on %s)", most, sel, eval[string](t, ctx, focusIs))
}

// toBoard opens a new game with the form's defaults, then, by keyboard
// alone, takes the skip link (the page's first Tab stop) to the board.
func toBoard(t *testing.T, ctx context.Context, base, slug, form string) string {
	t.Helper()
	do(t, ctx, slug+": new game",
		chromedp.Navigate(base+"/play/"+slug),
		chromedp.WaitVisible(css(form+` button[type=submit]`)),
		runJS(`(document.querySelector(`+"`"+form+"`"+`).submit(), true)`),
	)
	// The game page is ready for keys once htmx has wired every form: a
	// key pressed before that posts a form natively and navigates away.
	// Errors while the form's own navigation is under way are expected.
	ready := false
	for range 1200 {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector('#board [data-version], #board') && document.readyState === 'complete' && !document.querySelector('[hx-post]:not([data-htmx-powered]), [hx-get]:not([data-htmx-powered])') ? location.pathname : ""`))
		if err == nil && at != "" && at != "/play/"+slug {
			ready = true
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if !ready {
		t.Fatalf("%s: the game page did not load with its forms wired", slug)
	}
	do(t, ctx, slug+": Tab", chromedp.KeyEvent("\t"))
	if got := eval[string](t, ctx, focusIs); got != "a.skip-link" {
		t.Fatalf("%s: the first Tab lands on %s, want the skip link", slug, got)
	}
	if !eval[bool](t, ctx, focusShows) {
		t.Errorf("%s: the skip link shows no focus", slug)
	}
	do(t, ctx, slug+": skip", chromedp.KeyEvent("\r"))
	if got := eval[string](t, ctx, focusIs); got[:10] != "div#board." {
		t.Fatalf("%s: the skip link took focus to %s, want the board", slug, got)
	}
	return eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
}

// afterMove waits for the board after a move (and the bots' turns) and
// checks that focus came back to the board, visibly.
func afterMove(t *testing.T, ctx context.Context, slug, version, want string) {
	t.Helper()
	do(t, ctx, slug+": the move lands", waitSwap(version))
	waitUntil(t, ctx, `!window.hallPlayback.playing()`, slug+": the playback ends")
	// Focus is put back once the swapped board has settled, which may be
	// a tick after the swap: wait for it (the poll's limit only guards a
	// hang), then check where it is.
	settled := `!!document.activeElement && document.querySelector('#board').contains(document.activeElement)`
	if want != "" {
		settled += fmt.Sprintf(` && document.activeElement.matches(%q)`, want)
	}
	_, _ = chromedp.Run(ctx, chromedp.Poll[bool](settled, chromedp.WithPollingTimeout(60*time.Second))) // a miss is reported below
	got := eval[string](t, ctx, focusIs)
	if !eval[bool](t, ctx, `!!document.activeElement && document.querySelector('#board').contains(document.activeElement)`) {
		t.Errorf("%s: after the move focus is on %s, not on the board", slug, got)
		return
	}
	if want != "" && !eval[bool](t, ctx, fmt.Sprintf(`document.activeElement.matches(%q)`, want)) {
		t.Errorf("%s: after the move focus is on %s, want %s", slug, got, want)
	}
	if !eval[bool](t, ctx, focusShows) && !eval[bool](t, ctx, `document.activeElement.id === "board"`) {
		t.Errorf("%s: the focused %s shows no focus ring", slug, got)
	}
}

// TestBrowserKeyboardOnly plays a move in each board game and in a card
// game with the keyboard alone: the skip link reaches the board, focus
// shows on it, the move is made with the game's keys, and afterwards
// focus is back on the board rather than on the page's <body>.
func TestBrowserKeyboardOnly(t *testing.T) {
	h := newHall(t)
	base := h.srv.URL
	for _, c := range []struct {
		slug, form string
		play       func(t *testing.T, ctx context.Context) string // the keys of a move; what should have focus after it
	}{
		{"chess", ".chess-new-form", func(t *testing.T, ctx context.Context) string {
			do(t, ctx, "Tab into the board", chromedp.KeyEvent("\t"))
			if got := eval[string](t, ctx, focusIs); got != "input.sr-only@a2=a2" {
				t.Fatalf("Tab into the board lands on %s, want the pawn on a2", got)
			}
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused square a2 shows no focus")
			}
			do(t, ctx, "e2-e4", keys(kb.ArrowRight, kb.ArrowRight, kb.ArrowRight, kb.ArrowRight))
			if got := eval[string](t, ctx, focusIs); got != "input.sr-only@e2=e2" {
				t.Errorf("focus does not follow the cursor: on %s, want e2", got)
			}
			do(t, ctx, "e2-e4", keys("\r", kb.ArrowUp, kb.ArrowUp))
			if got := eval[string](t, ctx, focusIs); got != "button.sq.light.target.cursor[e4]@e4=e4" && got != "button.sq.light.cursor.target[e4]@e4=e4" {
				t.Errorf("focus does not follow the cursor to a target: on %s, want e4", got)
			}
			do(t, ctx, "e2-e4", keys("\r"))
			return `[data-sq="e4"] input`
		}},
		{"checkers", ".checkers-new-form", func(t *testing.T, ctx context.Context) string {
			do(t, ctx, "Tab into the board", chromedp.KeyEvent("\t"))
			if got := eval[string](t, ctx, focusIs); got != "input.sr-only@a3=a3" {
				t.Fatalf("Tab into the board lands on %s, want the man on a3", got)
			}
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused square a3 shows no focus")
			}
			do(t, ctx, "a3-b4", keys("\r", kb.ArrowUp, kb.ArrowRight, "\r"))
			return `[data-sq="b4"] input, [data-sq="b4"]`
		}},
		{"go", ".go-new-form", func(t *testing.T, ctx context.Context) string {
			tabTo(t, ctx, `.go-points .pt`, 3)
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused point shows no focus")
			}
			do(t, ctx, "a stone left of the centre", keys(kb.ArrowLeft))
			at := eval[string](t, ctx, `'[data-x="' + document.activeElement.dataset.x + '"][data-y="' + document.activeElement.dataset.y + '"]'`)
			do(t, ctx, "place it", keys("\r"))
			return at
		}},
		{"owchess", ".owc-new-form", func(t *testing.T, ctx context.Context) string {
			tabTo(t, ctx, `.owc-board input.sr-only`, 3)
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused square shows no focus")
			}
			from := eval[string](t, ctx, `document.activeElement.value`)
			to := eval[string](t, ctx, `document.activeElement.closest('.sq').dataset.targets.split(' ')[0]`)
			// Walk the cursor from the piece to its first target.
			dx := int(to[0]) - int(from[0])
			dy := int(from[1]) - int(to[1]) // up the screen is up the ranks for white
			var ks []string
			ks = append(ks, "\r")
			for ; dx > 0; dx-- {
				ks = append(ks, kb.ArrowRight)
			}
			for ; dx < 0; dx++ {
				ks = append(ks, kb.ArrowLeft)
			}
			for ; dy < 0; dy++ {
				ks = append(ks, kb.ArrowUp)
			}
			for ; dy > 0; dy-- {
				ks = append(ks, kb.ArrowDown)
			}
			do(t, ctx, from+"-"+to, keys(append(ks, "\r")...))
			return ""
		}},
		{"minesweeper", ".ms-new-form", func(t *testing.T, ctx context.Context) string {
			tabTo(t, ctx, `.ms-grid .c`, 4)
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused cell shows no focus")
			}
			do(t, ctx, "open a cell", keys(kb.ArrowRight, kb.ArrowDown, "\r"))
			return `.ms-grid [data-x="1"][data-y="1"]`
		}},
		{"klondike", ".kl-new-form", func(t *testing.T, ctx context.Context) string {
			tabTo(t, ctx, `.kl-stock`, 4)
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused stock shows no focus")
			}
			do(t, ctx, "draw", keys("\r"))
			return `.kl-stock`
		}},
		{"durak", ".dk-new-form", func(t *testing.T, ctx context.Context) string {
			// The bots may open the deal: the person's cards are
			// buttons once it is their turn.
			waitUntil(t, ctx, `!!document.querySelector('#board button[name=card]')`, "durak: the person's turn")
			tabTo(t, ctx, `#board button[name=card]`, 30)
			if !eval[bool](t, ctx, focusShows) {
				t.Errorf("the focused card shows no focus")
			}
			do(t, ctx, "play the card", keys("\r"))
			return ""
		}},
	} {
		t.Run(c.slug, func(t *testing.T) {
			t.Parallel()
			ctx := newBrowserGuard(t, 1280, 900, 8*time.Minute)
			v := toBoard(t, ctx, base, c.slug, c.form)
			want := c.play(t, ctx)
			afterMove(t, ctx, c.slug, v, want)
			screenshot(t, ctx, "keyboard-"+c.slug)
		})
	}
}
