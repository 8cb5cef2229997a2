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
	opts := `{resultTypes: ["violations"]}`
	if len(rules) > 0 {
		b, _ := json.Marshal(rules)
		opts = `{resultTypes: ["violations"], runOnly: {type: "rule", values: ` + string(b) + `}}`
	}
	js := `axe.run(document, ` + opts + `).then(r => JSON.stringify(r.violations.map(v => ({
		id: v.id, impact: v.impact || "", nodes: v.nodes.length,
		targets: v.nodes.slice(0, 4).map(n => n.target.join(" ") + (n.any[0] && n.any[0].data && n.any[0].data.contrastRatio ? " " + n.any[0].data.contrastRatio + ":1" : ""))}))))`
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
// sign-in and sign-up, the leaderboards, the profile, and for each game
// its new-game form, its board as a new game opens, its rules and its
// leaderboard. Every page is checked with all rules in light; in dark,
// colour contrast (the only rule the scheme changes) is checked on the
// site's pages, every new-game form and board, and one game's rules and
// leaderboard (the others share their stylesheet). No page may have a
// serious or critical violation; with -v the test logs each page's
// figures.
func TestBrowserAxe(t *testing.T) {
	h := newHall(t)
	groups := append([]string{"site"}, Games().Slugs()...)
	for _, scheme := range []string{"light", "dark"} {
		for _, group := range groups {
			t.Run(scheme+"/"+group, func(t *testing.T) {
				t.Parallel()
				axePages(t, h, scheme, group)
			})
		}
	}
}

// axePages checks one group of pages in one colour scheme: the site's
// own pages, or one game's.
func axePages(t *testing.T, h *hall, scheme, group string) {
	ctx := newBrowserGuard(t, 1280, 900, 10*time.Minute)
	do(t, ctx, scheme, emulateScheme(scheme))
	var rules []string
	if scheme == "dark" {
		rules = []string{"color-contrast"}
	}
	check := func(name string) {
		t.Helper()
		do(t, ctx, name, chromedp.WaitReady(css(`body`)), runJS(`(window.hallPlayback && window.hallPlayback.finish(), true)`))
		vs := axeRun(t, ctx, rules...)
		t.Logf("axe %s %s: %s", scheme, name, axeSummary(vs))
		for _, v := range axeSerious(vs) {
			t.Errorf("%s (%s): %s is %s on %d elements: %s", name, scheme, v.ID, v.Impact, v.Nodes, strings.Join(v.Targets, "; "))
		}
	}
	if group == "site" {
		for _, p := range []string{"/", "/signin", "/signup", "/leaderboards", "/profile"} {
			do(t, ctx, p, chromedp.Navigate(h.srv.URL+p))
			check(p)
		}
		return
	}
	slug := group
	do(t, ctx, slug, chromedp.Navigate(h.srv.URL+"/play/"+slug), chromedp.WaitVisible(css(`.new-game form button[type=submit]`)))
	check("/play/" + slug)
	do(t, ctx, slug+": start", chromedp.Click(css(`.new-game form button[type=submit]`)), chromedp.WaitVisible(css(`#board`)))
	check(slug + " board")
	if scheme == "dark" && slug != "chess" {
		return
	}
	do(t, ctx, slug+" rules", chromedp.Navigate(h.srv.URL+"/rules/"+slug))
	check("/rules/" + slug)
	do(t, ctx, slug+" leaderboard", chromedp.Navigate(h.srv.URL+"/leaderboard/"+slug))
	check("/leaderboard/" + slug)
}
