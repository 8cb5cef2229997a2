package handlers

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// screens are the two sizes a game's page is played at in a browser.
var screens = []struct {
	name          string
	width, height int
}{{"desktop", 1280, 900}, {"phone", 390, 844}}

// onScreens runs play once per screen, each in a parallel subtest named
// after it ("desktop", "phone").
func onScreens(t *testing.T, play func(t *testing.T, name string, width, height int)) {
	for _, sc := range screens {
		t.Run(sc.name, func(t *testing.T) {
			t.Parallel()
			play(t, sc.name, sc.width, sc.height)
		})
	}
}

// screenTab is a browser tab with the screen emulated at width ×
// height: headless Chromium keeps a window at least 500 px wide, and
// only the emulated screen makes a phone width really a phone width.
func screenTab(t *testing.T, width, height int) context.Context {
	t.Helper()
	ctx := newBrowser(t, width, height)
	do(t, ctx, "emulate the screen", chromedp.EmulateViewport(int64(width), int64(height)))
	return ctx
}
