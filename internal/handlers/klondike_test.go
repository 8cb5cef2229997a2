package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
)

func TestKlondikePlayAndRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("klondike", url.Values{"draw": {"3"}})

	p.gamePage(t, game, `class="kl-tableau"`)
	r := p.fragment(t, game, url.Values{"do": {"draw"}})
	// A hint in a ranked deal asks first; confirmed, it shows the hint.
	r = confirmHelp(t, h, p, game, url.Values{"do": {"hint"}})
	if r.status != http.StatusOK || !strings.Contains(r.body, "kl-hint-line") {
		t.Fatalf("hint: %d %.300s", r.status, r.body)
	}

	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"move"}, "from": {"t9"}, "to": {"t1"}},
		{"do": {"move"}, "from": {"w"}, "to": {"w"}},
		{"do": {"move"}, "from": {"t1"}, "to": {"t1"}},
		{"do": {"move"}, "from": {"t1:5"}, "to": {"t2"}},
		{"do": {"auto"}, "from": {"<script>alert(1)</script>"}},
		{"do": {"complete"}},
		{"do": {"shuffle"}},
		{"to": {"t1"}},
	}...)
	// Without htmx a move redirects back to the game (post/redirect/get).
	r = p.post(game, url.Values{"do": {"undo"}})
	if r.status != http.StatusSeeOther {
		t.Fatalf("plain form undo: status %d", r.status)
	}
}

// TestKlondikeHidesCards: no face-down card, no stock card and no waste
// card below the shown ones appears in any page or fragment.
func TestKlondikeHidesCards(t *testing.T) {
	h, p := newHallPlayer(t)
	for _, draw := range []string{"1", "3"} {
		game := p.newGame("klondike", url.Values{"draw": {draw}})
		// Each body is checked against the cards hidden when it was sent.
		check := func(body string) {
			t.Helper()
			for _, c := range klondikeHidden(t, h.row(game).State, draw == "3") {
				for _, leak := range []string{`data-card="` + c.String() + `"`, c.NameEN(), c.NameRU(), ">" + c.Label() + "<"} {
					if strings.Contains(body, leak) {
						t.Fatalf("draw %s: hidden card %v shows in the HTML as %q", draw, c, leak)
					}
				}
			}
		}
		check(p.get(game).body)
		for range 5 {
			check(p.act(game, url.Values{"do": {"draw"}}).body)
		}
		check(p.act(game, url.Values{"do": {"hint"}}).body)
		check(p.get(game).body)
	}
}

// klondikeHidden reads the hidden cards from a stored Klondike state.
func klondikeHidden(t *testing.T, state []byte, drawThree bool) []cards.Card {
	t.Helper()
	var s struct {
		C [7][2]string
		S string
		X string
	}
	if err := json.Unmarshal(state, &s); err != nil {
		t.Fatal(err)
	}
	var hidden []cards.Card
	add := func(text string) []cards.Card {
		cs, err := cards.ParseList(text)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	for _, col := range s.C {
		hidden = append(hidden, add(col[0])...)
	}
	hidden = append(hidden, add(s.S)...)
	waste := add(s.X)
	shown := 1
	if drawThree {
		shown = 3
	}
	if len(waste) > shown {
		hidden = append(hidden, waste[:len(waste)-shown]...)
	}
	if len(hidden) < 21 {
		t.Fatalf("only %d hidden cards found in %s", len(hidden), state)
	}
	return hidden
}

// playHinted asks for a hint and follows it with the mouse: a click on
// the stock, or on the hinted card and then its hinted destination.
func playHinted(t *testing.T, ctx context.Context) {
	t.Helper()
	v := boardVersion(t, ctx)
	do(t, ctx, "hint", chromedp.Click(css(`.kl-hint`)))
	// A ranked deal asks first: the hint makes it casual.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector('.confirm-step') || document.querySelector('#board').dataset.version !== '`+v+`'`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("hint: %v", err)
	}
	if eval[bool](t, ctx, `!!document.querySelector('.confirm-step')`) {
		waitSettled(t, ctx, "the confirm step wired up")
		do(t, ctx, "yes, make it casual", chromedp.Click(css(`.confirm-step button[type=submit]`)), waitSwap(v))
	}
	v = boardVersion(t, ctx)
	if eval[bool](t, ctx, `!!document.querySelector('.kl-stock.kl-hinted')`) {
		do(t, ctx, "draw", chromedp.Click(css(`.kl-stock`)), waitSwap(v))
		return
	}
	hint := text(t, ctx, ".kl-hint-line")
	// Cards overlap: a person clicks the strip of the card that shows.
	xy := eval[[]float64](t, ctx, `(function(){var r=document.querySelector('.kl-card.kl-hinted, .kl-take.kl-hinted').getBoundingClientRect();return [r.left+r.width/2, r.top+6];})()`)
	do(t, ctx, "pick the hinted card: "+hint, chromedp.MouseClickXY(xy[0], xy[1]))
	do(t, ctx, "drop it: "+hint, chromedp.Click(css(`.kl-col.kl-hinted, .kl-found-slot.kl-hinted`)), waitSwap(v))
}

func TestBrowserKlondike(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 1280, 900)
	base := h.srv.URL
	do(t, ctx, "new winnable game", chromedp.Navigate(base+"/play/klondike"))
	do(t, ctx, "start", newGameSteps(`.kl-new-form`, `.kl-tableau`, `input[name=winnable]`)...)
	screenshot(t, ctx, "klondike-new-desktop")
	for range 12 {
		playHinted(t, ctx)
	}
	moves := text(t, ctx, ".kl-moves strong")
	if moves == "0" {
		t.Fatal("twelve hinted actions made no move")
	}
	// The seed's keys: d draws, u takes it back.
	v := boardVersion(t, ctx)
	do(t, ctx, "key d", chromedp.KeyEvent("d"), waitSwap(v))
	v = boardVersion(t, ctx)
	do(t, ctx, "key u", chromedp.KeyEvent("u"), waitSwap(v))
	// Undo never lowers the counter: the draw and its undo both count.
	if got, want := text(t, ctx, ".kl-moves strong"), strconv.Itoa(mustInt(t, moves)+2); got != want {
		t.Fatalf("draw then undo: moves %s, want %s", got, want)
	}
	v = boardVersion(t, ctx)
	do(t, ctx, "hint", chromedp.Click(css(`.kl-hint`)), waitSwap(v))
	screenshot(t, ctx, "klondike-play-desktop")
}

func TestBrowserKlondikePhone(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := newBrowser(t, 390, 844)
	do(t, ctx, "new draw-three game",
		chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(2)),
		chromedp.Navigate(h.srv.URL+"/play/klondike"),
		chromedp.Click(css(`.kl-new-form input[name=draw][value="3"]`)),
		chromedp.Click(css(`.kl-new-form button[type=submit]`)),
		chromedp.WaitVisible(css(`.kl-tableau`)),
	)
	for range 6 {
		playHinted(t, ctx)
	}
	if w := eval[float64](t, ctx, `document.documentElement.scrollWidth`); w > 390+1 {
		t.Errorf("the page is %v px wide on a 390 px phone", w)
	}
	screenshot(t, ctx, "klondike-phone")
}

var (
	klHintedPick = regexp.MustCompile(`kl-hinted"[^>]*><input type="radio" form="kl-play" name="from" value="([^"]+)"`)
	klHintedCol  = regexp.MustCompile(`class="kl-col kl-hinted" data-col="(t\d)"`)
)

// winByHints wins a winnable Klondike deal over HTTP by doing what the
// hint shows, as a player without JavaScript would (pick the hinted
// card's radio, press the hinted place).
func winByHints(t *testing.T, p *player, game string) {
	t.Helper()
	for i := 0; ; i++ {
		if i == 600 {
			t.Fatal("not won after 600 hinted actions")
		}
		body := p.act(game, url.Values{"do": {"hint"}}).body
		var form url.Values
		switch {
		case strings.Contains(body, "kl-won"):
			form = nil
		case strings.Contains(body, `class="kl-complete`):
			form = url.Values{"do": {"complete"}}
		case strings.Contains(body, "kl-stock kl-back kl-hinted") || strings.Contains(body, "kl-stock kl-hinted"):
			form = url.Values{"do": {"draw"}}
		default:
			pick := klHintedPick.FindStringSubmatch(body)
			if pick == nil {
				t.Fatalf("no hinted card: %q %q", regexp.MustCompile(`kl-hint-line">[^<]*`).FindString(body),
					regexp.MustCompile(`<[^>]*kl-hinted[^>]*>`).FindAllString(body, -1))
			}
			to := "f"
			if col := klHintedCol.FindStringSubmatch(body); col != nil {
				to = col[1]
			}
			form = url.Values{"do": {"move"}, "from": {pick[1]}, "to": {to}}
		}
		if form == nil {
			break
		}
		if r := p.act(game, form); r.status != http.StatusOK {
			t.Fatalf("%v: status %d: %.300s", form, r.status, r.body)
		}
	}
}

// TestKlondikeWinThroughTheHall wins a winnable deal over HTTP by doing
// what the hint shows, as a player without JavaScript would (pick the
// hinted card's radio, press the hinted place), then finds the win on
// the profile.
func TestKlondikeWinThroughTheHall(t *testing.T) {
	_, p := newHallPlayer(t)
	game := p.newGame("klondike", url.Values{"winnable": {"1"}})
	winByHints(t, p, game)
	if !strings.Contains(p.get(game).body, "Solved in") {
		t.Fatal("the won game does not say so")
	}
	if profile := p.get("/profile").body; !strings.Contains(profile, "Klondike") {
		t.Fatalf("the profile does not list the win: %.500s", profile)
	}
}

// TestKlondikeRulesPromiseTheStatistics: the rules pages name the
// statistics the profile shows (TestBrowserKlondikeStats), streaks
// among them.
func TestKlondikeRulesPromiseTheStatistics(t *testing.T) {
	h := newHall(t)
	p := h.player()
	for _, c := range []struct{ lang, streak, average string }{{"en", "streak", "average time"}, {"ru", "серия", "среднее время"}} {
		p.post("/lang", url.Values{"lang": {c.lang}, "back": {"/"}})
		r := p.get("/rules/klondike")
		if r.status != http.StatusOK || !strings.Contains(r.body, c.streak) || !strings.Contains(r.body, c.average) {
			t.Errorf("%s rules page (%d) does not name the %q and the %q", c.lang, r.status, c.streak, c.average)
		}
	}
}

func mustInt(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
