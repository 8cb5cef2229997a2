package handlers

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axeFile is the vendored axe-core (testdata/axe/README.md says where it
// comes from and under which licence).
const axeFile = "testdata/axe/axe-4.14.1.min.js"

var axeSource struct {
	once sync.Once
	js   string
	err  error
}

// axeViolation is one rule axe found broken on a page.
type axeViolation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Nodes   int      `json:"nodes"`
	Targets []string `json:"targets"`
}

// axeRun loads axe-core into the page (once per document) and runs it
// with its default rules, or only the rules named; it returns the
// violations found.
func axeRun(t *testing.T, ctx context.Context, rules ...string) []axeViolation {
	t.Helper()
	axeSource.once.Do(func() {
		b, err := os.ReadFile(filepath.FromSlash(axeFile))
		axeSource.js, axeSource.err = string(b), err
	})
	if axeSource.err != nil {
		t.Fatalf("axe-core: %v", axeSource.err)
	}
	if !eval[bool](t, ctx, `typeof window.axe === "object"`) {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](axeSource.js+";\ntrue")); err != nil {
			t.Fatalf("load axe-core: %v", err)
		}
	}
	vs := axeEval(t, ctx, false, rules)
	if len(axeSerious(vs)) > 0 {
		vs = axeEval(t, ctx, true, rules) // again, naming the elements
	}
	return vs
}

// axeEval runs axe-core once. Without selectors it builds no CSS selector
// for the elements it reports (for that it first indexes the whole page),
// so the violations come without targets; a page that has serious ones is
// run again with them.
func axeEval(t *testing.T, ctx context.Context, selectors bool, rules []string) []axeViolation {
	t.Helper()
	opts := fmt.Sprintf(`{resultTypes: ["violations"], selectors: %t`, selectors)
	if len(rules) > 0 {
		b, _ := json.Marshal(rules)
		opts += `, runOnly: {type: "rule", values: ` + string(b) + `}`
	}
	js := `axe.run(document, ` + opts + `}).then(r => JSON.stringify(r.violations.map(v => ({
		id: v.id, impact: v.impact || "", nodes: v.nodes.length,
		targets: v.nodes.slice(0, 4).map(n => (n.target || []).join(" ") + (n.any[0] && n.any[0].data && n.any[0].data.contrastRatio ? " " + n.any[0].data.contrastRatio + ":1" : ""))}))))`
	out, err := chromedp.Run(ctx, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("run axe-core: %v", err)
	}
	var vs []axeViolation
	if err := json.Unmarshal([]byte(out), &vs); err != nil {
		t.Fatalf("axe-core's answer %q: %v", out, err)
	}
	return vs
}

// axeSerious keeps the serious and critical violations, and a skipped
// heading level: a screen reader's outline of the page, fixed once on
// every page and kept so.
func axeSerious(vs []axeViolation) []axeViolation {
	var out []axeViolation
	for _, v := range vs {
		if v.Impact == "serious" || v.Impact == "critical" || v.ID == "heading-order" {
			out = append(out, v)
		}
	}
	return out
}

// axeSummary is one page's figures: "critical 0, serious 2 (rule×nodes …)".
func axeSummary(vs []axeViolation) string {
	n := map[string]int{}
	var rules []string
	for _, v := range vs {
		n[v.Impact] += v.Nodes
		rules = append(rules, fmt.Sprintf("%s/%s×%d", v.ID, v.Impact, v.Nodes))
	}
	sort.Strings(rules)
	return fmt.Sprintf("critical %d, serious %d, moderate %d, minor %d [%s]", n["critical"], n["serious"], n["moderate"], n["minor"], strings.Join(rules, " "))
}

// TestBrowserAxe runs axe-core on every page a player meets: home,
// sign-in and sign-up, the leaderboards, the profile, the daily
// challenges, and for each game its new-game form, its board as a new
// game opens, its rules and its leaderboard. Every page is checked with
// all rules in light; in dark, colour contrast (the only rule the scheme
// changes) is checked on the site's pages, every new-game form and board,
// and one game's rules and leaderboard (the others share their
// stylesheet). Each page loads once: its dark check switches the emulated
// colour scheme in place. No page may have a serious or critical
// violation; with -v the test logs each page's figures.
func TestBrowserAxe(t *testing.T) {
	h := newHall(t)
	for _, group := range append([]string{"site"}, Games().Slugs()...) {
		t.Run(group, func(t *testing.T) {
			t.Parallel()
			axePages(t, h, group)
		})
	}
}

// switchScheme switches the tab's emulated colour scheme in place and ends
// the colour transitions the switch started, so that what is checked or
// photographed next has the scheme's final colours.
func switchScheme(scheme string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(emulateScheme(scheme),
		runJS(`(document.getAnimations().forEach(a => { if (a instanceof CSSTransition) a.finish(); }), true)`))
}

// axePages checks one group of pages, the site's own or one game's, in
// light and dark.
func axePages(t *testing.T, h *hall, group string) {
	ctx := newBrowserGuard(t, 1280, 900, 10*time.Minute)
	do(t, ctx, "light", emulateScheme("light"))
	run := func(name, scheme string, rules ...string) {
		t.Helper()
		vs := axeRun(t, ctx, rules...)
		t.Logf("axe %s %s: %s", scheme, name, axeSummary(vs))
		for _, v := range axeSerious(vs) {
			t.Errorf("%s (%s): %s is %s on %d elements: %s", name, scheme, v.ID, v.Impact, v.Nodes, strings.Join(v.Targets, "; "))
		}
	}
	// check runs all rules on the loaded page in light and, if dark,
	// colour contrast in dark, then leaves the tab in light.
	check := func(name string, dark bool) {
		t.Helper()
		do(t, ctx, name, chromedp.WaitReady(css(`body`)), runJS(`(window.hallPlayback && window.hallPlayback.finish(), true)`))
		run(name, "light")
		if dark {
			const bg = `getComputedStyle(document.body).backgroundColor`
			light := eval[string](t, ctx, bg)
			do(t, ctx, name+": dark", switchScheme("dark"))
			if got := eval[string](t, ctx, bg); got == light {
				t.Fatalf("%s: the page kept its light background %s in dark", name, got)
			}
			run(name, "dark", "color-contrast")
			do(t, ctx, name+": light", switchScheme("light"))
		}
	}
	if group == "site" {
		for _, p := range []string{"/", "/signin", "/signup", "/leaderboards", "/profile", "/daily"} {
			do(t, ctx, p, chromedp.Navigate(h.srv.URL+p))
			check(p, true)
		}
		return
	}
	slug := group
	do(t, ctx, slug, chromedp.Navigate(h.srv.URL+"/play/"+slug), chromedp.WaitVisible(css(`.new-game form button[type=submit]`)))
	check("/play/"+slug, true)
	do(t, ctx, slug+": start", chromedp.Click(css(`.new-game form button[type=submit]`)), chromedp.WaitVisible(css(`#board`)))
	check(slug+" board", true)
	do(t, ctx, slug+" rules", chromedp.Navigate(h.srv.URL+"/rules/"+slug))
	check("/rules/"+slug, slug == "chess")
	do(t, ctx, slug+" leaderboard", chromedp.Navigate(h.srv.URL+"/leaderboard/"+slug))
	check("/leaderboard/"+slug, slug == "chess")
}
