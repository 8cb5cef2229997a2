package handlers

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"gamehall/internal/formscan"
	"gamehall/internal/games/kit/kittest"
)

// leakForms are the new-game forms the generic test plays per game, and
// how many actions each game gets at most; a game not named plays its
// defaults.
var leakForms = map[string]struct {
	forms []url.Values
	steps int
}{
	"minesweeper": {[]url.Values{{"preset": {"beginner"}}, {"preset": {"custom"}, "width": {"8"}, "height": {"6"}, "mines": {"6"}}, {"preset": {"custom"}, "width": {"8"}, "height": {"6"}, "mines": {"12"}}}, 50},
	"blackjack":   {[]url.Values{{"bots": {"2"}, "decks": {"6"}}, {"bots": {"1"}, "decks": {"1"}}}, 60},
	"durak":       {[]url.Values{{"players": {"3"}, "level": {"normal"}}, {"players": {"2"}, "level": {"easy"}}}, 120},
	"hearts":      {[]url.Values{{"level": {"easy"}, "target": {"50"}}}, 150},
	"klondike":    {[]url.Values{{"draw": {"1"}}, {"draw": {"3"}}}, 60},
	"101":         {[]url.Values{{"players": {"3"}, "level": {"easy"}}}, 100},
	"tonk":        {[]url.Values{{"bots": {"2"}}}, 100},
	"thousand":    {[]url.Values{{}}, 120},
	"pharaoh":     {[]url.Values{{"matches": {"1"}}}, 100},
	"owchess":     {[]url.Values{{"timer": {"off"}}, {"opponent": {"friend"}, "timer": {"off"}}}, 60},
}

// refusals are actions no game takes: an unknown action, none at all, a
// script where an action's name goes.
var refusals = []url.Values{{"do": {"no-such-action"}}, {}, {"do": {"<script>alert(1)</script>"}}}

// TestLeaksAndRefusalsOverHTTP plays every registered game through HTTP,
// pressing random forms of the pages it gets back (with htmx and without
// JavaScript) and sending actions that must be refused: junk, a page's
// form with a value spoilt, an action that was accepted a moment ago. After
// every response (pages, fragments, refusals, redirects, all headers) no
// secret of the person's seat (kit.Keeper, read from the stored state)
// and nothing of the stored state may show; every refusal answers 422
// (or 429) and leaves the stored game exactly as it was, version and
// bytes.
func TestLeaksAndRefusalsOverHTTP(t *testing.T) {
	t.Parallel()
	slugs := make([]string, 0, len(Games().games))
	for slug := range Games().games {
		slugs = append(slugs, slug)
	}
	slices.Sort(slugs)
	if len(slugs) != 15 {
		t.Errorf("%d games registered, want 15", len(slugs))
	}
	for gi, slug := range slugs {
		t.Run(slug, func(t *testing.T) {
			t.Parallel()
			h := newHall(t)
			c := &leakCheck{t: t, h: h, slug: slug, rng: rand.New(rand.NewPCG(7, uint64(gi)))}
			spec, ok := leakForms[slug]
			if !ok {
				spec.forms, spec.steps = []url.Values{{}}, 60
			}
			// A game that ends early is followed by another, until the
			// game's actions are used up.
			for i, used := 0, 0; used < spec.steps*len(spec.forms); i++ {
				used += c.play(spec.forms[i%len(spec.forms)], spec.steps, i%2 == 1)
			}
			t.Logf("%d responses checked against %d secrets (%d looks compared); %d actions accepted, %d refused as they must be, %d refused of the page's",
				c.responses, c.secrets, c.looks, c.accepted, c.refused, c.pageRefused)
			if c.responses < 20 || c.refused < 3 || c.accepted < 1 {
				t.Errorf("too little checked: %d responses, %d refusals, %d accepted", c.responses, c.refused, c.accepted)
			}
		})
	}
}

// leakCheck plays one game's forms and counts what it checked.
type leakCheck struct {
	t    *testing.T
	h    *hall
	slug string
	rng  *rand.Rand

	responses, secrets, looks      int
	accepted, refused, pageRefused int
}

// play plays one game of a form for at most steps actions and returns
// how many it took.
func (c *leakCheck) play(opts url.Values, steps int, russian bool) int {
	t, h := c.t, c.h
	p := h.player()
	game := p.newGame(c.slug, opts)
	lang := "en"
	if russian {
		lang = "ru" // for the Russian names of what is hidden
	}
	c.check("switch language", p.post("/lang", url.Values{"lang": {lang}, "back": {game}}), game)
	page := p.get(game)
	c.check("GET "+game, page, game)
	body := page.body
	var last url.Values // the last accepted action, to send again
	stuck := 0          // the page's actions refused in a row
	step := 0
	for ; step < steps && !h.row(game).Over; step++ {
		form := formscan.RandomSubmit(c.rng, formscan.Posting(body, game))
		if do := form.Get("do"); (do == "resign" || do == "cashout" || do == "abandon") && c.rng.IntN(10) != 0 {
			form = nil // leaving ends the game: rarely
		}
		// Now and then, and when the page's buttons lead nowhere, the
		// game's bot plays the person's seat, so games get far.
		if stuck >= 2 || c.rng.IntN(3) == 0 {
			if act, ok := storedMove(c.slug, h.row(game).State, c.rng); ok {
				form = withVersion(act, body)
			}
		}
		must := false // the action must be refused
		switch r := c.rng.IntN(6); {
		case form == nil || r == 0:
			form, must = slices.Clone(refusals)[c.rng.IntN(len(refusals))], true
		case r == 1 && last != nil:
			form = withVersion(last, body) // may be refused or not: the game moved on
		case r == 2:
			form = spoil(form, c.rng)
		}
		what := fmt.Sprintf("step %d %v", step, form)
		before := h.row(game)
		var r response
		if c.rng.IntN(4) == 0 {
			r = p.post(game, form) // without JavaScript: post, redirect, get
			c.check("POST "+what, r, game)
			if r.status == http.StatusSeeOther {
				r = p.get(r.location)
				c.check("GET after "+what, r, game)
			}
		} else {
			r = p.act(game, form)
			c.check("htmx "+what, r, game)
		}
		switch r.status {
		case http.StatusOK:
			if must {
				t.Fatalf("%s: accepted", what)
			}
			c.accepted++
			last, stuck = form, 0
		case http.StatusUnprocessableEntity, http.StatusTooManyRequests:
			after := h.row(game)
			if after.Version != before.Version || string(after.State) != string(before.State) {
				t.Fatalf("%s: refused (%d) but the stored game changed", what, r.status)
			}
			if strings.Contains(r.body, "<script>alert") {
				t.Fatalf("%s: the input came back unescaped", what)
			}
			if !strings.Contains(r.body, `id="board"`) {
				t.Fatalf("%s: a refusal without the board: %.300s", what, r.body)
			}
			if must {
				c.refused++
			} else {
				c.pageRefused++
				stuck++
				if c.pageRefused <= 3 {
					t.Logf("%s: refused: %s", what, boardErrorRE.FindString(r.body))
				}
			}
		default:
			t.Fatalf("%s: status %d: %.300s", what, r.status, r.body)
		}
		// A playback's frames are inert in a browser: their forms are not the page's.
		body = framesRE.ReplaceAllString(r.body, "")
	}
	c.check("final GET", p.get(game), game)
	return step + 1
}

// check looks for the person's secrets in one response.
func (c *leakCheck) check(what string, r response, game string) {
	c.t.Helper()
	c.responses++
	secrets, err := storedSecrets(c.slug, c.h.row(game).State)
	if err != nil {
		c.t.Fatal(err)
	}
	c.secrets += len(secrets)
	c.looks += kittest.Looks(r.body, secrets)
	if leaks := findLeaks(r.body, r.header, secrets); len(leaks) > 0 {
		c.t.Fatalf("%s (status %d, location %q): %d leaks: %v\nresponse: %.2000s", what, r.status, r.location, len(leaks), leaks[:min(len(leaks), 5)], r.body)
	}
}

// withVersion is an earlier action stamped with the version the page
// shows now, so it is judged by the rules and not as a stale page.
func withVersion(act url.Values, body string) url.Values {
	out := url.Values{}
	for k, v := range act {
		out[k] = slices.Clone(v)
	}
	if m := versionRE.FindStringSubmatch(body); m != nil {
		out.Set("v", m[1])
	}
	return out
}

// spoil replaces one value of a page's action (not its version) by junk.
func spoil(act url.Values, rng *rand.Rand) url.Values {
	out := withVersion(act, "")
	var keys []string
	for k := range out {
		if k != "v" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	if len(keys) == 0 {
		return out
	}
	junk := []string{"", "-1", "99999", "zz", "<script>alert(1)</script>", "QS,QS", "0,0", "x9"}
	out.Set(keys[rng.IntN(len(keys))], junk[rng.IntN(len(junk))])
	return out
}

var boardErrorRE = regexp.MustCompile(`board-error" role="alert">[^<]*`)
