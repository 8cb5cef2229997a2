package handlers

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	cs "gamehall/internal/games/corpsestarch"
	"gamehall/internal/games/kit"
	"gamehall/internal/store"
)

// fakeClock is a server clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *fakeClock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// newHallAt is newHall with the server clock in the test's hands, for an
// idle game whose every rule is about time.
func newHallAt(t *testing.T, clock *fakeClock) *hall {
	t.Helper()
	return startMemHall(t, Config{Now: clock.now})
}

// boxStart is when newBox's game starts.
var boxStart = time.Date(2026, 2, 1, 12, 0, 0, 0, time.UTC)

// newBox is the head of a Corpse-Starch Box test, which runs in parallel
// with the others: a hall whose clock the test moves (from boxStart),
// a player, and the player's new game.
func newBox(t *testing.T) (clock *fakeClock, h *hall, p *player, game string) {
	t.Helper()
	t.Parallel()
	clock = &fakeClock{t: boxStart}
	h = newHallAt(t, clock)
	p = h.player()
	return clock, h, p, p.newGame("corpse-starch", nil)
}

// csUnchanged fails if a refused action changed the stored game.
func csUnchanged(t *testing.T, h *hall, game string, before *store.Game, what string) {
	t.Helper()
	after := h.row(game)
	if after.Version != before.Version || string(after.State) != string(before.State) {
		t.Errorf("%s: a refused action changed the game", what)
	}
}

// csPlay drives the engine through its public API from start to until, as
// a player would: a requisition every 150 ms, and each second buy what is
// affordable, send and collect squads and dip into the Sump. It returns
// the encoded state, to be stored as if it had been played on the page.
func csPlay(t *testing.T, seed uint64, start, until time.Time) []byte {
	t.Helper()
	st, err := cs.Game{}.New(nil, seed, start)
	if err != nil {
		t.Fatal(err)
	}
	try := func(now time.Time, kv ...string) {
		f := url.Values{}
		for i := 0; i+1 < len(kv); i += 2 {
			f.Set(kv[i], kv[i+1])
		}
		st.Apply(kit.HumanSeat, f, now)
	}
	for now := start; now.Before(until); now = now.Add(150 * time.Millisecond) {
		try(now, "do", "requisition")
		if now.Sub(start)%time.Second != 0 {
			continue
		}
		v := st.View(kit.HumanSeat, now)
		if v.Purges != nil {
			for _, m := range v.Purges.Missions {
				if m.Status == cs.MissionReady {
					try(now, "do", "collect", "mission", m.ID)
				} else if m.CanLaunch {
					try(now, "do", "purge", "mission", m.ID)
				}
			}
		}
		if v.Sump != nil && v.Sump.Ready {
			try(now, "do", "sump")
		}
		if v.Sharpen != nil && v.Sharpen.CanBuy {
			try(now, "do", "upgrade", "item", "sharpen")
		}
		for _, u := range v.Upgrades {
			if u.CanBuy {
				try(now, "do", "upgrade", "item", u.ID)
			}
		}
		for i := len(v.Servitors) - 1; i >= 0; i-- {
			if v.Servitors[i].CanBuy {
				try(now, "do", "buy", "item", v.Servitors[i].ID)
			}
		}
	}
	st.(kit.Advancer).Advance(until)
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// csStore replaces a game's state as if it had been played up to here.
func csStore(t *testing.T, h *hall, game string, state []byte) {
	t.Helper()
	row := h.row(game)
	row.State = state
	h.save(row)
}

var csStockRE = regexp.MustCompile(`data-stock="(\d+)"`)

func csStock(t *testing.T, body string) int64 {
	t.Helper()
	m := csStockRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no stockpile in %.300s", body)
	}
	n, _ := strconv.ParseInt(m[1], 10, 64)
	return n
}

func TestCorpseStarchPlayAndRefusals(t *testing.T) {
	clock, h, p, game := newBox(t)

	p.gamePage(t, game, "data-cs-counter", "/static/games/corpse-starch/corpsestarch.")
	r := p.act(game, url.Values{"do": {"requisition"}})
	if r.status != http.StatusOK || strings.Contains(r.body, "<html") || csStock(t, r.body) != 1 {
		t.Fatalf("requisition: want the board fragment with 1 starch, got %d %.300s", r.status, r.body)
	}

	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"requisition"}, "amount": {"1000000"}},
		{"do": {"requisition"}, "count": {"50"}},
		{"do": {"buy"}, "item": {"servo-skull"}, "qty": {"10"}},
		{"do": {"collect"}, "mission": {"drains"}, "reward": {"999999"}},
		{"do": {"buy"}, "item": {"servo-skull"}}, // 1 starch of 12
		{"do": {"sump"}},                         // not open yet
		{"do": {"conjure"}},
		{"do": {"buy"}, "item": {"<script>alert(1)</script>"}},
	}...)
	if r := p.act(game, url.Values{"do": {"requisition"}, "amount": {"5"}}); !strings.Contains(r.body, "amounts come from the rules") {
		t.Errorf("a forged amount is refused without saying why: %.300s", r.body)
	}

	// Without htmx an action redirects back to the game.
	clock.add(time.Second)
	if r := p.post(game, url.Values{"do": {"requisition"}}); r.status != http.StatusSeeOther {
		t.Fatalf("plain form action: status %d", r.status)
	}
}

func TestCorpseStarchPaceLimit(t *testing.T) {
	clock, h, p, game := newBox(t)
	// Twenty clicks in the same instant pass (a burst); the next is 429
	// and changes nothing.
	for i := range 20 {
		if r := p.act(game, url.Values{"do": {"requisition"}}); r.status != http.StatusOK {
			t.Fatalf("click %d: status %d", i+1, r.status)
		}
	}
	before := h.row(game)
	r := p.act(game, url.Values{"do": {"requisition"}})
	if r.status != http.StatusTooManyRequests {
		t.Fatalf("21st click at once: status %d, want 429", r.status)
	}
	csUnchanged(t, h, game, before, "a click beyond the pace")
	if csStock(t, r.body) != 20 {
		t.Errorf("the refused click's page shows %d starch, want 20", csStock(t, r.body))
	}
	// A human pace later, clicks pass again.
	clock.add(200 * time.Millisecond)
	if r := p.act(game, url.Values{"do": {"requisition"}}); r.status != http.StatusOK {
		t.Fatalf("click after a pause: status %d", r.status)
	}
}

func TestCorpseStarchPurgeNotEarlyAndAway(t *testing.T) {
	clock, h, p, game := newBox(t)
	start := boxStart
	// Five minutes of play open the purges; then send the squad that
	// can leave (the first mission is free after a collection).
	clock.add(5 * time.Minute)
	csStore(t, h, game, csPlay(t, 9, start, clock.now()))
	clock.add(time.Minute) // every squad sent in the script is back now
	page := p.get(game)
	for _, id := range []string{"drains", "cull"} {
		p.act(game, url.Values{"do": {"collect"}, "mission": {id}})
	}
	r := p.act(game, url.Values{"do": {"purge"}, "mission": {"drains"}})
	if r.status != http.StatusOK {
		t.Fatalf("send a squad: %d %.400s\n%.2000s", r.status, r.body, page.body)
	}
	before := h.row(game)
	for _, wait := range []time.Duration{time.Second, 10 * time.Second, 8 * time.Second} {
		clock.add(wait) // 1 s, 11 s, 19 s after departure
		r := p.act(game, url.Values{"do": {"collect"}, "mission": {"drains"}})
		if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "not back yet") {
			t.Fatalf("collect early: %d %.300s", r.status, r.body)
		}
		csUnchanged(t, h, game, before, "an early collection")
	}
	clock.add(time.Second) // 20 s: back
	if r := p.act(game, url.Values{"do": {"collect"}, "mission": {"drains"}}); r.status != http.StatusOK || !strings.Contains(r.body, "the squad returns with") {
		t.Fatalf("collect on time: %d %.300s", r.status, r.body)
	}

	// A day away: the page tells what happened, the stockpile grew by
	// the catch-up, and the leaderboard has the lifetime total.
	stock := csStock(t, p.get(game).body)
	p.act(game, url.Values{"do": {"purge"}, "mission": {"drains"}})
	clock.add(24 * time.Hour)
	page = p.get(game)
	if !strings.Contains(page.body, "While you were away") || !strings.Contains(page.body, "Sweep the drains") {
		t.Fatalf("no report of the absence: %.3000s", page.body)
	}
	if csStock(t, page.body) <= stock {
		t.Errorf("a day away brought nothing: %d then %d", stock, csStock(t, page.body))
	}
	if board := p.get("/leaderboard/corpse-starch"); board.status != http.StatusOK {
		t.Errorf("leaderboard: %d", board.status)
	}
	// Nothing secret reaches the page.
	for _, leak := range []string{`"rng"`, "PCG", "seed"} {
		if strings.Contains(page.body, leak) {
			t.Errorf("the page contains %q", leak)
		}
	}
}

func TestBrowserCorpseStarch(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 1000)
	base := h.srv.URL
	do(t, ctx, "new game",
		chromedp.Navigate(base+"/play/corpse-starch"),
		chromedp.Click(css(`.new-game button[type=submit]`)),
		chromedp.WaitVisible(css(`[data-cs-counter]`)),
	)
	screenshot(t, ctx, "corpse-starch-new-desktop")
	// Key 1 requisitions; after ten the Servitors open with key 2.
	for range 10 {
		v := boardVersion(t, ctx)
		do(t, ctx, "key 1", chromedp.KeyEvent("1"), waitSwap(v))
	}
	if got := text(t, ctx, "[data-cs-amount]"); got != "10" {
		t.Fatalf("after ten presses of 1 the stockpile shows %q", got)
	}
	if !eval[bool](t, ctx, `!!document.querySelector('button[data-key="2"]')`) {
		t.Fatal("no servo-skull to buy with key 2 after ten requisitions")
	}

	// Twenty-five minutes later, played in the background: the counter
	// runs on its own between responses.
	game := eval[string](t, ctx, `location.pathname`)
	csStore(t, h, game, csPlay(t, 3, time.Now().Add(-25*time.Minute), time.Now()))
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`[data-cs-counter]`)))
	amount := `+document.querySelector('[data-cs-amount]').textContent.replace(/[^0-9]/g,'')`
	first := eval[float64](t, ctx, amount)
	waitUntil(t, ctx, amount+` > `+strconv.FormatFloat(first, 'f', -1, 64),
		fmt.Sprintf("the stockpile does not count up in the browser from %v", first))
	screenshot(t, ctx, "corpse-starch-desktop")

	// The same game on a phone (headless windows are at least 500 px
	// wide, so the phone is emulated): nothing wider than the screen.
	do(t, ctx, "phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Reload(), chromedp.WaitVisible(css(`[data-cs-counter]`)))
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %v px wide on a 390 px phone", w)
	}
	screenshot(t, ctx, "corpse-starch-phone")
}

// csSendRE finds each "Send a squad" button with the mission it is for.
var csSendRE = regexp.MustCompile(`(?s)<input type="hidden" name="mission" value="([a-z-]+)">\s*<button ([^>]*)>.{0,400}?Send a squad`)

// TestCorpseStarchSendDisabledWhenEverySquadIsOut checks that with every
// squad out, the idle missions' "Send a squad" buttons are disabled and
// say why, instead of offering a press the server refuses (422).
func TestCorpseStarchSendDisabledWhenEverySquadIsOut(t *testing.T) {
	clock, h, p, game := newBox(t)
	start := boxStart
	clock.add(5 * time.Minute)
	csStore(t, h, game, csPlay(t, 9, start, clock.now()))
	clock.add(time.Minute)
	for _, id := range []string{"drains", "cull"} {
		p.act(game, url.Values{"do": {"collect"}, "mission": {id}})
	}
	// Send squads while a button is enabled.
	var page response
	for range 10 {
		page = p.get(game)
		sent := false
		for _, m := range csSendRE.FindAllStringSubmatch(page.body, -1) {
			if !strings.Contains(m[2], "disabled") {
				if r := p.act(game, url.Values{"do": {"purge"}, "mission": {m[1]}}); r.status != http.StatusOK {
					t.Fatalf("send a squad to %s from an enabled button: %d %.300s", m[1], r.status, r.body)
				}
				sent = true
				break
			}
		}
		if !sent {
			break
		}
	}
	st, err := cs.Game{}.Decode(h.row(game).State)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(kit.HumanSeat, clock.now())
	if v.Purges == nil || v.Purges.Out != v.Purges.Squads {
		t.Fatalf("set-up: not every squad is out: %+v", v.Purges)
	}
	idle := csSendRE.FindAllStringSubmatch(page.body, -1)
	if len(idle) == 0 {
		t.Fatalf("set-up: no idle mission left on the page: %.3000s", page.body)
	}
	for _, m := range idle {
		if !strings.Contains(m[2], "disabled") {
			t.Errorf("%s: \"Send a squad\" is enabled with every squad out: <button %s>", m[1], m[2])
		}
		if r := p.act(game, url.Values{"do": {"purge"}, "mission": {m[1]}}); r.status != http.StatusUnprocessableEntity {
			t.Errorf("%s: sending with every squad out: %d, want 422", m[1], r.status)
		}
	}
	if !strings.Contains(page.body, "Every squad is out") {
		t.Error("the page does not say why the squads cannot be sent")
	}
	p.post("/lang", url.Values{"lang": {"ru"}, "back": {game}})
	ru := p.get(game)
	if !strings.Contains(ru.body, "Все отряды на заданиях") {
		t.Error("the Russian page does not say why the squads cannot be sent")
	}
}

// TestBrowserCorpseStarchEverySquadOut sends squads from the page until
// none is left: the remaining "Send a squad" buttons are disabled and the
// reason shows beside them, on a desktop and a phone, light and dark.
func TestBrowserCorpseStarchEverySquadOut(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx, game := csBrowserBox(t, h)
	csStore(t, h, game, csPlay(t, 9, time.Now().Add(-6*time.Minute), time.Now().Add(-time.Minute)))
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`[data-cs-counter]`)))
	send := `.cs-mission-idle button.cs-btn:not([disabled])`
	for range 10 {
		if !eval[bool](t, ctx, `!!document.querySelector('`+send+`')`) {
			break
		}
		v := boardVersion(t, ctx)
		do(t, ctx, "send a squad", chromedp.Click(css(send), chromedp.NodeVisible), waitSwap(v))
		if e := eval[string](t, ctx, `(document.querySelector('.board-error')||{}).textContent||''`); e != "" {
			t.Fatalf("an enabled button was refused: %q", e)
		}
	}
	why := eval[[]string](t, ctx, `[...document.querySelectorAll('.cs-mission-idle button[disabled]')].map(b =>
		(document.getElementById(b.getAttribute('aria-describedby'))||{}).textContent + ' ' + (document.getElementById(b.getAttribute('aria-describedby'))||{offsetHeight:0}).offsetHeight)`)
	if len(why) == 0 {
		t.Fatal("no disabled mission button with every squad out")
	}
	for _, w := range why {
		// The squads sent by the script are back, waiting to be collected.
		if !strings.HasPrefix(w, "Collect a returned squad first ") || strings.HasSuffix(w, " 0") {
			t.Errorf("the reason beside a disabled button: %q", w)
		}
	}
	do(t, ctx, "scroll to the purges", chromedp.ScrollIntoView(css(`.cs-mission-idle`)))
	for _, scheme := range []string{"light", "dark"} {
		do(t, ctx, scheme, emulateScheme(scheme))
		screenshot(t, ctx, "corpse-starch-squads-out-desktop-"+scheme)
	}
	do(t, ctx, "phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Reload(), chromedp.WaitVisible(css(`[data-cs-counter]`)))
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %v px wide on a 390 px phone", w)
	}
	for _, scheme := range []string{"light", "dark"} {
		do(t, ctx, scheme, emulateScheme(scheme))
		screenshot(t, ctx, "corpse-starch-squads-out-phone-"+scheme)
	}
}

// csWithLifetime rewrites a stored state's lifetime total, as if far more
// had been gathered (the engine checks it on load like any stored game).
func csWithLifetime(t *testing.T, state []byte, lifetime int64) []byte {
	t.Helper()
	re := regexp.MustCompile(`"l":\d+`)
	if !re.Match(state) {
		t.Fatalf("no lifetime in %.200s", state)
	}
	return re.ReplaceAll(state, []byte(`"l":`+strconv.FormatInt(lifetime, 10)))
}

// TestCorpseStarchLongGame plays the long game through the hall: a tithe
// refused without confirmation and paid with it, a reliquary item, a lot
// of ten and max, an omen heeded once, and the feats' list, in both
// languages.
func TestCorpseStarchLongGame(t *testing.T) {
	clock, h, p, game := newBox(t)
	start := boxStart
	clock.add(5 * time.Minute)
	csStore(t, h, game, csWithLifetime(t, csPlay(t, 11, start, clock.now()), 10_000_000_000)) // ten relics
	page := p.get(game)
	for _, want := range []string{"Pay the tithe", "+10 relics", "Feats", "×10", "Max"} {
		if !strings.Contains(page.body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	before := h.row(game)
	h.refuses(t, p, game, before,
		url.Values{"do": {"tithe"}},
		url.Values{"do": {"tithe"}, "sure": {"yes"}},
		url.Values{"do": {"relic"}, "item": {"inheritance"}}, // no tithe paid yet
		url.Values{"do": {"buy"}, "item": {"servo-skull"}, "lot": {"1000"}},
		url.Values{"do": {"omen"}},
	)
	r := p.act(game, url.Values{"do": {"tithe"}, "sure": {"1"}})
	if r.status != http.StatusOK || !strings.Contains(r.body, "The tithe is paid: 10 relics") || !strings.Contains(r.body, "Reliquary") {
		t.Fatalf("tithe: %d %.600s", r.status, r.body)
	}
	if r := p.act(game, url.Values{"do": {"relic"}, "item": {"inheritance"}}); r.status != http.StatusOK {
		t.Fatalf("reliquary: %d %.300s", r.status, r.body)
	}
	before = h.row(game)
	h.refuses(t, p, game, before, url.Values{"do": {"relic"}, "item": {"inheritance"}})

	// Requisitions then a lot of max: several servo-skulls at once.
	for range 60 {
		clock.add(150 * time.Millisecond)
		p.act(game, url.Values{"do": {"requisition"}})
	}
	r = p.act(game, url.Values{"do": {"buy"}, "item": {"servo-skull"}, "lot": {"max"}})
	if r.status != http.StatusOK || !regexp.MustCompile(`×[2-9]</span>`).MatchString(r.body) {
		t.Fatalf("buy max: %d %.300s", r.status, r.body)
	}

	// An omen shows in each quarter of an hour but the first; heed it once.
	seen := false
	for range 30 * 6 {
		clock.add(10 * time.Second)
		if strings.Contains(p.get(game).body, "Heed the omen") {
			seen = true
			break
		}
	}
	if !seen {
		t.Fatalf("no omen in half an hour: %s", h.row(game).State)
	}
	if r := p.act(game, url.Values{"do": {"omen"}}); r.status != http.StatusOK || strings.Contains(r.body, "Heed the omen") {
		t.Fatalf("heed: %d", r.status)
	}
	before = h.row(game)
	h.refuses(t, p, game, before, url.Values{"do": {"omen"}})

	p.post("/lang", url.Values{"lang": {"ru"}, "back": {game}})
	ru := p.get(game).body
	for _, want := range []string{"Десятина", "Реликварий", "Подвиги"} {
		if !strings.Contains(ru, want) {
			t.Errorf("the Russian page lacks %q", want)
		}
	}
	for _, leak := range []string{`"ok"`, `"rng"`, "omenKey"} {
		if strings.Contains(page.body, leak) {
			t.Errorf("the page contains %q", leak)
		}
	}
}

// TestBrowserCorpseStarchLongGame pays a tithe through the confirmation
// on the page, then shows an omen, the reliquary and the feats on a
// desktop and a phone, in English and Russian, light and dark.
func TestBrowserCorpseStarchLongGame(t *testing.T) {
	t.Parallel()
	start := time.Now().Add(-30 * time.Minute).Truncate(time.Second)
	clock := &fakeClock{t: start}
	h := newHallAt(t, clock)
	ctx, game := csBrowserBox(t, h)
	clock.add(25 * time.Minute)
	csStore(t, h, game, csWithLifetime(t, csPlay(t, 3, start, clock.now()), 10_000_000_000))
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.cs-tithe`)))
	do(t, ctx, "ask to tithe", chromedp.Click(css(`.cs-confirm summary`)), chromedp.WaitVisible(css(`.cs-confirm .cs-danger`)))
	v := boardVersion(t, ctx)
	do(t, ctx, "confirm the tithe", chromedp.Click(css(`.cs-confirm .cs-danger`)), waitSwap(v), chromedp.WaitVisible(css(`.cs-tithe h3`)))
	if got := text(t, ctx, ".cs-tithe h2 .cs-muted"); !strings.Contains(got, "10") {
		t.Errorf("relics after the tithe: %q", got)
	}

	// Move the server's clock to an omen (the test may look: it holds the
	// state; the page never can).
	st, err := cs.Game{}.Decode(h.row(game).State)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for range 30 * 6 {
		clock.add(10 * time.Second)
		if st.View(kit.HumanSeat, clock.now()).Omen != nil {
			found = true
			break
		}
	}
	if !found {
		t.Fatal("no omen in half an hour")
	}
	open := chromedp.Steps(chromedp.WaitVisible(css(`.cs-omen`)), chromedp.Click(css(`.cs-feats summary`)), chromedp.WaitVisible(css(`.cs-featlist`)))
	do(t, ctx, "reload at the omen", chromedp.Reload(), open)
	for _, v := range axeSerious(axeRun(t, ctx)) {
		t.Errorf("axe: %s is %s on %d elements: %s", v.ID, v.Impact, v.Nodes, strings.Join(v.Targets, "; "))
	}
	screenshotThemes(t, ctx, "corpse-starch-long-desktop-en")
	do(t, ctx, "Russian", chromedp.Click(css(`.lang-switch button[value=ru]`)), chromedp.WaitVisible(css(`html[lang=ru] .cs-omen`)), chromedp.Click(css(`.cs-feats summary`)))
	screenshotThemes(t, ctx, "corpse-starch-long-desktop-ru")
	do(t, ctx, "phone",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch),
		chromedp.Reload(), chromedp.WaitVisible(css(`.cs-omen`)), chromedp.Click(css(`.cs-feats summary`)))
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %v px wide on a 390 px phone", w)
	}
	screenshotThemes(t, ctx, "corpse-starch-long-phone-ru")
	do(t, ctx, "English", chromedp.Click(css(`.lang-switch button[value=en]`)), chromedp.WaitVisible(css(`html[lang=en] .cs-omen`)), chromedp.Click(css(`.cs-feats summary`)))
	screenshotThemes(t, ctx, "corpse-starch-long-phone-en")
	// Heeding the omen by its key.
	key := eval[string](t, ctx, `document.querySelector('.cs-omen button').dataset.key`)
	v = boardVersion(t, ctx)
	do(t, ctx, "heed by key", chromedp.KeyEvent(key), waitSwap(v))
	if eval[bool](t, ctx, `!!document.querySelector('.cs-omen')`) {
		t.Error("the omen still shows after it was heeded")
	}
}

// csBrowserBox opens a tab (1280 × 1000) on hall h and starts a box from
// the new-game form, returning the tab and the game's path.
func csBrowserBox(t *testing.T, h *hall) (context.Context, string) {
	t.Helper()
	ctx := newBrowser(t, 1280, 1000)
	do(t, ctx, "new game",
		chromedp.Navigate(h.srv.URL+"/play/corpse-starch"),
		chromedp.Click(css(`.new-game button[type=submit]`)),
		chromedp.WaitVisible(css(`[data-cs-counter]`)),
	)
	return ctx, eval[string](t, ctx, `location.pathname`)
}
