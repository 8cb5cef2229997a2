package handlers

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserWayfarerCareer(t *testing.T) {
	t.Parallel()
	onScreens(t, browserWayfarerCareer)
}

// browserWayfarerCareer opens the career pieces on a phone and a
// desktop, in both languages and themes: a missile fired at a patrol
// cutter, the ships and missiles of the shipyard, a contract taken from
// the mission board with an offender's police desk, and retiring
// through its confirmation.
func browserWayfarerCareer(t *testing.T, name string, width, height int) {
	h, ctx := wayfarerForm(t, width, height)
	do(t, ctx, "launch",
		chromedp.Click(css(`.wf-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.wf-gauges`)),
	)
	game := eval[string](t, ctx, `location.pathname`)
	// An offender with 12 kills, a missile and rich enough to shop,
	// caught by a patrol cutter on a jump already made.
	var st map[string]any
	if err := json.Unmarshal(h.row(game).State, &st); err != nil {
		t.Fatal(err)
	}
	st["lo"], st["mi"], st["k"], st["j"], st["cr"] = 20, 1, 12, 1, 30000
	st["o"] = "combat"
	st["x"] = map[string]any{"c": 5, "s": 30, "h": 80, "ms": 20, "r": 0, "d": 3}
	b, _ := json.Marshal(st)
	h.setState(game, b)
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.wf-fight`)))
	if !strings.Contains(text(t, ctx, `.wf-standing`), "Offender") || !strings.Contains(text(t, ctx, `.wf-standing`), "Average") {
		t.Fatalf("standing: %q", text(t, ctx, `.wf-standing`))
	}
	key := func(what, k string) {
		t.Helper()
		v := wfVersion(t, ctx)
		do(t, ctx, what, chromedp.KeyEvent(k), waitSwap(v))
	}
	key("key 4 (missile)", "4")
	screenshotThemes(t, ctx, "wayfarer-missile-"+name)
	fitsWidth(t, ctx, width)
	for i := 0; i < 30 && eval[string](t, ctx, `document.querySelector('[data-wf]').dataset.mode`) != "docked"; i++ {
		key("key 1", "1")
	}
	if eval[string](t, ctx, `document.querySelector('[data-wf]').dataset.mode`) != "docked" {
		t.Skip("the fight did not end in the dock")
	}
	key("key 2", "2")
	do(t, ctx, "ships", chromedp.ScrollIntoView(css(`.wf-yard-h`)))
	screenshotThemes(t, ctx, "wayfarer-ships-"+name)
	fitsWidth(t, ctx, width)
	key("key 5", "5")
	if !eval[bool](t, ctx, `!!document.querySelector('.wf-board')`) {
		t.Fatal("5 did not open the Contracts tab")
	}
	if eval[bool](t, ctx, `!!document.querySelector('.wf-board .wf-contract button:not([disabled])')`) {
		key("enter (take the first contract)", "\r")
	}
	screenshotThemes(t, ctx, "wayfarer-contracts-"+name)
	fitsWidth(t, ctx, width)
	do(t, ctx, "Russian", chromedp.Click(css(`.lang-switch button[value=ru]`)), chromedp.WaitVisible(css(`html[lang=ru] .wf-board`)))
	screenshotThemes(t, ctx, "wayfarer-contracts-ru-"+name)
	fitsWidth(t, ctx, width)
	key("key 2", "2")
	screenshot(t, ctx, "wayfarer-ships-ru-"+name)
	fitsWidth(t, ctx, width)
	key("key 5", "5")
	// Retiring takes two steps: open the confirmation, then confirm.
	if eval[bool](t, ctx, `!!document.querySelector('.wf-retire[open]')`) {
		t.Fatal("the confirmation is open before it is asked for")
	}
	do(t, ctx, "open the confirmation", chromedp.Click(css(`.wf-retire summary`)), chromedp.WaitVisible(css(`.wf-retire button.danger`)))
	screenshot(t, ctx, "wayfarer-retire-ru-"+name)
	v := wfVersion(t, ctx)
	do(t, ctx, "retire", chromedp.Click(css(`.wf-retire button.danger`)), waitSwap(v), chromedp.WaitVisible(css(`.wf-end.wf-retired`)))
	fitsWidth(t, ctx, width)
	screenshotThemes(t, ctx, "wayfarer-retired-ru-"+name)
	do(t, ctx, "English", chromedp.Click(css(`.lang-switch button[value=en]`)), chromedp.WaitVisible(css(`html[lang=en] .wf-end`)))
	screenshot(t, ctx, "wayfarer-retired-"+name)
	if !strings.Contains(text(t, ctx, `.wf-end`), "Retired") {
		t.Fatalf("the end panel: %q", text(t, ctx, `.wf-end`))
	}
}
