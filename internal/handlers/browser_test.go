package handlers

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// chromium finds the browser, preferring Chromium's headless shell (the
// old headless mode, a lighter build without the full browser's window
// and UI code) when it is installed; in CI a missing browser fails the
// test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium on PATH: install it (apt-get install -y chromium-headless-shell)")
	}
	t.Skip("no Chromium on PATH (browser tests run in CI)")
	return ""
}

// browser is the package's one headless Chromium, started by the first
// browser test and stopped by TestMain. Each test gets a tab of its own
// in a browser context of its own (its own window, cookies and storage),
// which costs a fraction of starting a browser.
var browser struct {
	once sync.Once
	ctx  context.Context // holds the browser; its first tab stays blank
	stop func()
	err  error
}

// startBrowser starts the shared browser the first time.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	exe := chromium(t)
	browser.once.Do(func() {
		dir, err := os.MkdirTemp("", "hallchromium")
		if err != nil {
			browser.err = err
			return
		}
		opts := []chromedp.ExecAllocatorOption{
			chromedp.ExecPath(exe),
			chromedp.Headless,
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.NoFirstRun,
			chromedp.NoDefaultBrowserCheck,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-dev-shm-usage", true),
			// Tabs of tests running side by side must not slow each
			// other's timers down as background tabs.
			chromedp.Flag("disable-background-timer-throttling", true),
			chromedp.Flag("disable-renderer-backgrounding", true),
			chromedp.Flag("disable-backgrounding-occluded-windows", true),
			chromedp.UserDataDir(dir),
		}
		actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, cancelBrowser := chromedp.NewContext(actx)
		browser.ctx = bctx
		browser.stop = func() {
			cancelBrowser()
			cancelAlloc()
			os.RemoveAll(dir)
		}
		browser.err = chromedp.Do(bctx)
	})
	if browser.err != nil {
		t.Fatalf("start chromium: %v", browser.err)
	}
	return browser.ctx
}

// stopBrowser stops the shared browser if a test started it.
func stopBrowser() {
	if browser.stop != nil {
		browser.stop()
	}
}

// newBrowser opens a tab of the shared browser in a window of the given
// size, with cookies of its own, and returns a context for chromedp
// actions; the tab closes when the test ends.
func newBrowser(t *testing.T, width, height int) context.Context {
	t.Helper()
	return newBrowserGuard(t, width, height, 3*time.Minute)
}

// newBrowserGuard is newBrowser with a hang guard of its own, for a test
// that does much in one tab (the axe runs).
func newBrowserGuard(t *testing.T, width, height int, guard time.Duration) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(startBrowser(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	ctx, cancel2 := context.WithTimeout(ctx, guard) // a hang guard, not a measure
	t.Cleanup(cancel2)
	if err := chromedp.Do(ctx, windowSize(width, height)); err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	return ctx
}

// windowSize sizes the tab's viewport, as the --window-size of a
// browser of its own did (the headless shell has no windows to size),
// and lets its page behave as the focused one though several tests'
// tabs are open at once.
func windowSize(width, height int) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			return err
		}),
	)
}

// screenshot saves a full-page PNG when GAMEHALL_SCREENSHOTS names a
// folder, so people can look at the pages the tests drove.
func screenshot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("GAMEHALL_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644)
}

// signUpInBrowser fills the sign-up form.
func signUpInBrowser(base, name, pw string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/signup"),
		chromedp.WaitVisible(css(`input[name=username]`)),
		chromedp.SendKeys(css(`input[name=username]`), name),
		chromedp.SendKeys(css(`input[name=password]`), pw),
		chromedp.SendKeys(css(`input[name=password2]`), pw),
		chromedp.Submit(css(`input[name=password2]`)),
		chromedp.WaitVisible(css(`.recovery-codes`)), // shown once after sign-up
		chromedp.Click(css(`a.button.primary`)),
		chromedp.WaitVisible(css(`.catalogue`)),
	)
}

// signInInBrowser fills the sign-in form and waits for the signed-in
// header.
func signInInBrowser(base, name, pw string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(base+"/signin"),
		chromedp.WaitVisible(css(`input[name=username]`)),
		chromedp.SendKeys(css(`input[name=username]`), name),
		chromedp.SendKeys(css(`input[name=password]`), pw),
		chromedp.Submit(css(`input[name=password]`)),
		chromedp.WaitVisible(css(`.top-nav a.who`)),
	)
}

// useLang switches the page to lang with the header's language switch
// when it is in the other language (an account remembers its own).
func useLang(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	if eval[string](t, ctx, `document.documentElement.lang`) != lang {
		do(t, ctx, "language", chromedp.Click(css(`.lang-switch button`)), chromedp.WaitVisible(css(`html[lang=`+lang+`]`)))
	}
}

// eachScreen runs check on the loaded page at each of screens in turn,
// the tab's screen switched in place (and scrolled back to the top), so
// that one page load serves both sizes.
func eachScreen(t *testing.T, ctx context.Context, check func(name string, width int)) {
	t.Helper()
	for _, sc := range screens {
		do(t, ctx, sc.name, chromedp.EmulateViewport(int64(sc.width), int64(sc.height)), runJS(`(scrollTo(0, 0), true)`))
		check(sc.name, sc.width)
	}
}

// css is a CSS selector (a plain string would be a DevTools search).
func css(s string) chromedp.CSS { return chromedp.CSS(s) }

// eval runs JavaScript in the page and returns its value.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %q: %v", js, err)
	}
	return v
}

// text returns the visible text of the first element matching sel.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(css(sel)))
	if err != nil {
		t.Fatalf("text of %s: %v", sel, err)
	}
	return s
}

// do runs steps and fails the test on error.
func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// pageSettled is a JavaScript condition: no playback of the bots' turns
// is pending (one in progress is skipped to its end), no piece is still
// sliding, and htmx has wired up every form and link that posts. A click
// before that could post a form natively and navigate away, or land where
// a moving element no longer is.
//
// The tests that wait here act on the board as stored
// (playback_browser_test.go watches the playback itself). Frames not yet
// taken up mean the playback is about to start, and a click would skip it.
const pageSettled = `(function(){if (window.hallPlayback) window.hallPlayback.finish();var b=document.querySelector('#board');return !!b && !b.querySelector(':scope > template[data-frame]') && !document.getAnimations().some(a => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition) && a.playState === 'running') && !document.querySelector('[hx-post]:not([data-htmx-powered]), [hx-get]:not([data-htmx-powered])');})()`

// waitSwap waits until htmx has swapped in a board newer than version and
// the page has settled (pageSettled).
func waitSwap(version string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](`document.querySelector('#board') && document.querySelector('#board').dataset.version !== '`+
		strings.ReplaceAll(version, "'", "")+`' && `+pageSettled, chromedp.WithPollingTimeout(30*time.Second))
}

// waitSettled waits until the page has settled (pageSettled) without
// asking for a new board: after an answer that leaves the game as it was,
// such as a question before help makes a ranked game casual.
func waitSettled(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	waitUntil(t, ctx, pageSettled, what)
}

// waitUntil waits for the page to make the JavaScript condition cond
// true on its own (a clock ticking, a counter counting) and fails the
// test with what when it has not within 20 s: a wait for an event, not a
// measure of time, so a slow machine only makes it wait longer.
func waitUntil(t *testing.T, ctx context.Context, cond, what string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Errorf("%s: %v", what, err)
	}
}

// fitsWidth fails the test when the page scrolls sideways on a screen
// width px wide, naming the elements that stick out so the failure says
// what to fix rather than only that something is too wide. It first sets
// the page in DejaVu Sans, a wide font every test machine has, so text
// that fits only in a narrower system font fails here too; the page keeps
// that font for the rest of the test.
func fitsWidth(t *testing.T, ctx context.Context, width int) {
	t.Helper()
	js := fmt.Sprintf(`(() => {
		document.documentElement.style.setProperty('--font', '"DejaVu Sans", sans-serif');
		if (document.documentElement.scrollWidth <= %[1]d) return "";
		const out = [];
		for (const el of document.querySelectorAll('body *')) {
			const r = el.getBoundingClientRect();
			if (r.right > %[1]d + 0.5 && r.width > 0) {
				out.push(el.tagName.toLowerCase() + (el.className && el.className.baseVal === undefined ? '.' + String(el.className).trim().split(/\s+/).join('.') : '') + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
			}
		}
		return document.documentElement.scrollWidth + " px: " + out.slice(0, 8).join("; ");
	})()`, width)
	if over := eval[string](t, ctx, js); over != "" {
		t.Errorf("the page is wider than a %d px screen: %s", width, over)
	}
}

// growHands copies the first card of every container matching sel until
// each holds n cards: the longest hand a game can deal, to check it still
// fits the screen.
func growHands(t *testing.T, ctx context.Context, sel string, n int) {
	t.Helper()
	eval[int](t, ctx, fmt.Sprintf(`(() => {
		for (const row of document.querySelectorAll(%q)) {
			const first = row.querySelector('.pc');
			while (first && row.querySelectorAll('.pc').length < %d) first.parentElement.append(first.cloneNode(true));
		}
		return 0;
	})()`, sel, n))
}

// piecesDrawn fails the test when a chess piece on the page has no
// drawing: the drawings live in a shared stylesheet that a game's own
// rules could override.
func piecesDrawn(t *testing.T, ctx context.Context) {
	t.Helper()
	bare := eval[int](t, ctx, `[...document.querySelectorAll('[class*="pc-w"], [class*="pc-b"]')].filter(e => /\bpc-[wb][PRBNQK]\b/.test(e.className) && getComputedStyle(e).backgroundImage === 'none').length`)
	if bare > 0 {
		t.Errorf("%d pieces are drawn without their picture", bare)
	}
}
