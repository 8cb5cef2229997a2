package handlers

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// chromium finds the browser; in CI a missing browser fails the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium on PATH: install it (apt-get install -y chromium)")
	}
	t.Skip("no Chromium on PATH (browser tests run in CI)")
	return ""
}

// newBrowser starts headless Chromium with a window of the given size
// and returns a context for chromedp actions.
func newBrowser(t *testing.T, width, height int) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium(t)),
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
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(width, height),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel3)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
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

// waitSwap waits until htmx has swapped in a board newer than version and
// has wired up its forms: a key pressed before that would post the form
// natively and navigate away.
func waitSwap(version string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Poll[bool](`(function(){var b=document.querySelector('#board');return !!b && b.dataset.version !== '`+
			strings.ReplaceAll(version, "'", "")+`' && !document.querySelector('[hx-post]:not([data-htmx-powered]), [hx-get]:not([data-htmx-powered])');})()`,
			chromedp.WithPollingTimeout(10*time.Second))(ctx, t)
		return err
	})
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
