package handlers

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserWayfarer(t *testing.T) {
	t.Parallel()
	onScreens(t, browserWayfarer)
}

// browserWayfarer starts a career from the form and plays it with the
// seed's keys and clicks: trade at the market, visit the shipyard, jump
// from the star chart, and fly on until fights and encounters have been
// met, checking that every screen fits the width.
func browserWayfarer(t *testing.T, name string, width, height int) {
	_, ctx := wayfarerForm(t, width, height)
	fitsWidth(t, ctx, width)
	do(t, ctx, "launch",
		chromedp.Click(css(`.wf-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.wf-gauges`)),
	)
	screenshot(t, ctx, "wayfarer-market-"+name)
	fitsWidth(t, ctx, width)

	key := func(what, k string) {
		t.Helper()
		v := wfVersion(t, ctx)
		do(t, ctx, what, chromedp.KeyEvent(k), waitSwap(v))
	}
	// b buys a tonne of the selected good (food); j moves down, B buys
	// as much textiles as fit.
	key("key b", "b")
	if held := text(t, ctx, `.wf-good[data-good=food] .wf-held`); !strings.Contains(held, "1") {
		t.Fatalf("b bought no food: %q", held)
	}
	do(t, ctx, "key j", chromedp.KeyEvent("j"))
	key("key B", "B")
	if held := text(t, ctx, `.wf-good[data-good=textiles] .wf-held`); strings.Contains(held, "—") {
		t.Fatal("B bought no textiles")
	}
	screenshot(t, ctx, "wayfarer-bought-"+name)
	wfMarketAligned(t, ctx)
	key("key 2", "2")
	if !eval[bool](t, ctx, `!!document.querySelector('.wf-yard')`) {
		t.Fatal("2 did not open the shipyard")
	}
	screenshot(t, ctx, "wayfarer-shipyard-"+name)
	fitsWidth(t, ctx, width)
	key("key 3", "3")
	screenshot(t, ctx, "wayfarer-travel-"+name)
	fitsWidth(t, ctx, width)
	wfLabelsApart(t, ctx, "the first system")
	// A click on a reachable star picks it, a second click jumps.
	v := wfVersion(t, ctx)
	do(t, ctx, "star clicks",
		chromedp.Click(css(`.wf-star.reach circle`)),
		chromedp.WaitVisible(css(`.wf-star.picked`)),
		chromedp.Click(css(`.wf-star.picked circle`)),
		waitSwap(v),
	)
	seen := map[string]bool{}
	for i := 0; i < 40 && !(seen["quest"] && (seen["combat"] || seen["encounter"])); i++ {
		mode := eval[string](t, ctx, `document.querySelector('[data-wf]').dataset.mode`)
		tab := eval[string](t, ctx, `document.querySelector('[data-wf]').dataset.tab`)
		if !seen[mode] {
			seen[mode] = true
			screenshot(t, ctx, "wayfarer-"+mode+"-"+name)
			fitsWidth(t, ctx, width)
		}
		switch mode {
		case "over":
			seen["combat"], seen["encounter"], seen["quest"] = true, true, true
			continue
		case "combat", "encounter":
			key("key 1", "1")
			continue
		}
		if eval[bool](t, ctx, `!!document.querySelector('.wf-tab .wf-dot')`) && !seen["quest"] {
			if tab != "quests" {
				key("key 4", "4")
			}
			seen["quest"] = true
			screenshot(t, ctx, "wayfarer-quest-"+name)
			fitsWidth(t, ctx, width)
			// Enter takes the selected row; j moves past a disabled one.
			for n := 0; n < 3 && eval[bool](t, ctx, `!!document.querySelector('.wf-quests .sel button:disabled')`); n++ {
				do(t, ctx, "key j", chromedp.KeyEvent("j"))
			}
			key("enter (accept or choose)", "\r")
			continue
		}
		if eval[bool](t, ctx, `!document.querySelector('.wf-dest.reach')`) || tab != "travel" && i%2 == 0 {
			if tab != "shipyard" {
				key("key 2", "2")
			}
			key("enter (refuel)", "\r")
			key("key 3", "3")
			continue
		}
		if tab != "travel" {
			key("key 3", "3")
		}
		if i%4 == 0 {
			wfLabelsApart(t, ctx, "step "+strconv.Itoa(i))
		}
		// Enter jumps to the selected system: the nearest.
		key("enter (jump)", "\r")
	}
	// The Russian page has the longest words: it must fit too, on every tab.
	do(t, ctx, "Russian", chromedp.Click(css(`.lang-switch button[value=ru]`)), chromedp.WaitVisible(css(`html[lang=ru] .wf-gauges`)))
	for _, k := range []string{"1", "2", "3", "4", "5"} {
		if eval[string](t, ctx, `document.querySelector('[data-wf]').dataset.mode`) != "docked" {
			break
		}
		key("key "+k, k)
		fitsWidth(t, ctx, width)
		if k == "3" {
			wfLabelsApart(t, ctx, "Russian")
		}
		screenshot(t, ctx, "wayfarer-ru-"+k+"-"+name)
	}
	if !seen["combat"] && !seen["encounter"] {
		t.Errorf("no fight or encounter in many jumps: %v", seen)
	}
}

func wfVersion(t *testing.T, ctx context.Context) string {
	return boardVersion(t, ctx)
}

// wfLabelsApart fails the test when two names on the local star chart
// overlap as drawn, a name covers the dot of another named star, or a
// name sticks out of the chart.
func wfLabelsApart(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	bad := eval[[]string](t, ctx, `(function(){
		const chart = document.querySelector('.wf-chart:not(.wf-chart-all)');
		if (!chart) return ['no chart'];
		const c = chart.getBoundingClientRect();
		const boxes = [...chart.querySelectorAll('.wf-star text')].map(e => [e.textContent, e.getBoundingClientRect()]);
		const out = [];
		for (const [n, b] of boxes) {
			if (b.left < c.left - 0.5 || b.right > c.right + 0.5 || b.top < c.top - 0.5 || b.bottom > c.bottom + 0.5) out.push(n + ' sticks out of the chart');
		}
		for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
			const [n, a] = boxes[i], [m, b] = boxes[j];
			if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(n + ' overlaps ' + m);
		}
		// Nor may a name cover the dot of another named star.
		for (const g of chart.querySelectorAll('.wf-star')) {
			const t = g.querySelector('text'), dot = g.querySelector('circle').getBoundingClientRect();
			if (!g.matches('.here, .reach, .target')) continue;
			for (const [n, b] of boxes) {
				if (t && t.textContent === n) continue;
				if (b.left < dot.right && dot.left < b.right && b.top < dot.bottom && dot.top < b.bottom) {
					out.push(n + ' covers the star of ' + ((g.querySelector('title')||t||{}).textContent || 'a system'));
				}
			}
		}
		if (boxes.length === 0) out.push('no names on the chart');
		return out;
	})()`)
	for _, b := range bad {
		t.Errorf("star chart at %s: %s", where, b)
	}
}

// wfMarketAligned fails the test when the market's numbers do not line
// up: every row's buying price, selling price and tonnes held must end
// at the same x, in tabular figures.
func wfMarketAligned(t *testing.T, ctx context.Context) {
	t.Helper()
	bad := eval[[]string](t, ctx, `(function(){
		const out = [];
		for (const sel of ['.wf-buyp', '.wf-sellp', '.wf-qty']) {
			const cells = [...document.querySelectorAll('.wf-good ' + sel)];
			if (cells.length < 2) { out.push('fewer than two ' + sel); continue; }
			const right = cells.map(c => c.getBoundingClientRect().right);
			const lo = Math.min(...right), hi = Math.max(...right);
			if (hi - lo > 0.5) out.push(sel + ' right edges from ' + lo.toFixed(1) + ' to ' + hi.toFixed(1));
			for (const c of cells) {
				if (!getComputedStyle(c).fontVariantNumeric.includes('tabular-nums')) { out.push(sel + ' without tabular figures'); break; }
			}
		}
		return out;
	})()`)
	for _, b := range bad {
		t.Errorf("market columns: %s", b)
	}
}

// wayfarerForm starts a hall and a tab with a screen width × height
// showing Wayfarer's new-career form.
func wayfarerForm(t *testing.T, width, height int) (*hall, context.Context) {
	t.Helper()
	h := newHall(t)
	ctx := newBrowser(t, max(width, 500), height)
	do(t, ctx, "new career",
		chromedp.EmulateViewport(int64(width), int64(height)),
		chromedp.Navigate(h.srv.URL+"/play/wayfarer"),
		chromedp.WaitVisible(css(`.wf-new-form`)),
	)
	return h, ctx
}
