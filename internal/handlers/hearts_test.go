package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/hearts"
)

// heartsViews decodes a stored Hearts game and returns every seat's view.
func heartsViews(t *testing.T, h *hall, game string) [hearts.Seats]hearts.View {
	t.Helper()
	return [hearts.Seats]hearts.View(seatViews(storedState(t, h, hearts.Game{}, game), hearts.Seats))
}

func TestHeartsPlayAndRefusals(t *testing.T) {
	h, p, game := newTable(t, "hearts", url.Values{"level": {"easy"}, "target": {"50"}}, `class="ht-table"`, "ht-choosing")

	v := heartsViews(t, h, game)[0]
	if !v.MustPass() {
		t.Fatalf("the first round starts with a pass: %+v", v)
	}
	mine := v.Hand
	notMine := heartsViews(t, h, game)[1].Hand[0]
	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"pass"}, "cards": {cards.Join(mine[:2])}},
		{"do": {"pass"}, "cards": {cards.Join(mine[:4])}},
		{"do": {"pass"}, "cards": {mine[0].String() + "," + mine[1].String() + "," + notMine.String()}},
		{"do": {"pass"}, "cards": {"<script>alert(1)</script>"}},
		{"do": {"play"}, "card": {mine[0].String()}},
		{"do": {"next"}},
		{"do": {"shoot-the-moon"}},
		{"cards": {cards.Join(mine[:3])}},
	}...)

	// The pass, one field per checkbox as a browser sends it.
	r := p.fragment(t, game, url.Values{"do": {"pass"}, "cards": {mine[0].String(), mine[1].String(), mine[2].String()}})
	h.noLeaksIn(t, game, r.body)
	v = heartsViews(t, h, game)[0]
	if v.Phase != hearts.Playing || !v.MyTurn() || len(v.Received) != 3 {
		t.Fatalf("after the pass the bots play up to the person: %+v", v)
	}

	// A card that may not be played now is refused and changes nothing.
	before = h.row(game)
	for _, c := range v.Hand {
		if v.Playable.Has(c) {
			continue
		}
		if r := p.act(game, url.Values{"do": {"play"}, "card": {c.String()}}); r.status != http.StatusUnprocessableEntity {
			t.Errorf("unplayable %v: status %d", c, r.status)
		}
		if after := h.row(game); after.Version != before.Version || string(after.State) != string(before.State) {
			t.Fatalf("unplayable %v changed the game", c)
		}
		break
	}

	// Play the round out with the lowest playable card; without htmx
	// every move redirects back to the game.
	for range 13 {
		v = heartsViews(t, h, game)[0]
		if !v.MyTurn() {
			break
		}
		c, _ := v.Playable.Lowest()
		r := p.post(game, url.Values{"do": {"play"}, "card": {c.String()}})
		if r.status != http.StatusSeeOther {
			t.Fatalf("play %v: status %d %.300s", c, r.status, r.body)
		}
		h.noLeaksIn(t, game, p.get(game).body)
	}
	v = heartsViews(t, h, game)[0]
	if v.Phase != hearts.RoundOver && v.Phase != hearts.GameOver {
		t.Fatalf("after thirteen tricks the round is scored, phase %v", v.Phase)
	}
	if body := p.get(game).body; !strings.Contains(body, "ht-summary") || !strings.Contains(body, "ht-scores") {
		t.Fatalf("the scored round shows a summary and the score table")
	}
	if r := p.act(game, url.Values{"do": {"next"}}); r.status != http.StatusOK {
		t.Fatalf("next round: %d", r.status)
	}
	if v = heartsViews(t, h, game)[0]; v.Round != 1 || v.Pass != hearts.PassAcross {
		t.Fatalf("the second round passes across: round %d %v", v.Round, v.Pass)
	}
}

func TestBrowserHearts(t *testing.T) {
	t.Parallel()
	onScreens(t, browserHeartsRound)
}

// browserHeartsRound plays the pass and a whole round with the mouse,
// then deals the next round with the N key.
func browserHeartsRound(t *testing.T, name string, width, height int) {
	h := newHall(t)
	ctx := screenTab(t, width, height)
	do(t, ctx, "new game", chromedp.Navigate(h.srv.URL+"/play/hearts"))
	do(t, ctx, "start", newGameSteps(`.ht-new-form`, `.ht-choosing`)...)
	if !eval[bool](t, ctx, `document.querySelector('.ht-pass-button').disabled`) {
		t.Fatal("the pass button waits for three cards")
	}
	// Tick four cards: the first drops out again.
	for i := 1; i <= 4; i++ {
		do(t, ctx, "tick a card", chromedp.Click(css(`.ht-choosing label.pc:nth-of-type(`+strconv.Itoa(i*3)+`)`), chromedp.NodeVisible))
	}
	if n := eval[float64](t, ctx, `document.querySelectorAll('.ht-choosing input:checked').length`); n != 3 {
		t.Fatalf("%v cards ticked, want 3", n)
	}
	screenshot(t, ctx, "hearts-pass-"+name)
	v := boardVersion(t, ctx)
	do(t, ctx, "pass", chromedp.Click(css(`.ht-pass-button`)), waitSwap(v))
	if !eval[bool](t, ctx, `!!document.querySelector('.ht-play .ht-hand button.pc')`) {
		t.Fatal("after the pass the person's playable cards are buttons")
	}
	for i := 0; i < 13 && eval[bool](t, ctx, `!!document.querySelector('.ht-hand button.pc')`); i++ {
		if i == 4 {
			screenshot(t, ctx, "hearts-play-"+name)
		}
		v := boardVersion(t, ctx)
		do(t, ctx, "play a card", chromedp.Click(css(`.ht-hand button.pc`), chromedp.NodeVisible), waitSwap(v))
	}
	if !eval[bool](t, ctx, `!!document.querySelector('.ht-summary')`) {
		t.Fatal("the round ends with its summary")
	}
	fitsWidth(t, ctx, width)
	screenshot(t, ctx, "hearts-round-over-"+name)
	// N deals the next round.
	v = boardVersion(t, ctx)
	do(t, ctx, "key n", chromedp.KeyEvent("n"), waitSwap(v))
	if !eval[bool](t, ctx, `!!document.querySelector('.ht-choosing')`) {
		t.Fatal("N deals the second round")
	}
}

// heartsHalfTrick plays a Hearts game from a fixed seed, every seat
// passing and playing its first allowed cards, until North has led and
// East has followed, so it is the person's turn in a half-played trick.
func heartsHalfTrick(t *testing.T) []byte {
	t.Helper()
	st, err := hearts.Game{}.New(url.Values{"level": {"easy"}}, 7, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	for range 2000 {
		v := st.View(0, time.Now())
		if v.Phase == hearts.Playing && v.Turn == 0 && v.Leader == 2 && len(v.Current) == 2 {
			data, err := st.Encode()
			if err != nil {
				t.Fatal(err)
			}
			return data
		}
		var seat int
		var act url.Values
		switch v.Phase {
		case hearts.Passing:
			for seat = range hearts.Seats {
				if sv := st.View(seat, time.Now()); sv.MustPass() {
					act = url.Values{"do": {"pass"}, "cards": {sv.Hand[0].String(), sv.Hand[1].String(), sv.Hand[2].String()}}
					break
				}
			}
		case hearts.Playing:
			seat = v.Turn
			sv := st.View(seat, time.Now())
			for _, c := range sv.Hand {
				if sv.Playable.Has(c) {
					act = url.Values{"do": {"play"}, "card": {c.String()}}
					break
				}
			}
		default:
			act = url.Values{"do": {"next"}}
		}
		if err := st.Apply(seat, act, time.Now()); err != nil {
			t.Fatalf("seat %d %v: %v", seat, act, err)
		}
	}
	t.Fatal("no trick led by North in 2000 steps")
	return nil
}

func TestBrowserHeartsTrickPlaces(t *testing.T) {
	t.Parallel()
	for _, size := range []struct {
		name          string
		width, height int
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		t.Run(size.name, func(t *testing.T) {
			h := newHall(t)
			ctx := newBrowser(t, size.width, size.height)
			do(t, ctx, "new game",
				chromedp.EmulateViewport(int64(size.width), int64(size.height)),
				chromedp.Navigate(h.srv.URL+"/play/hearts"),
				chromedp.Click(css(`.ht-new-form button[type=submit]`)),
				chromedp.WaitVisible(css(`.ht-choosing`)),
			)
			game := eval[string](t, ctx, `location.pathname`)
			csStore(t, h, game, heartsHalfTrick(t))
			do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.ht-trick`)))
			// Each card on the table must lie in front of the seat that
			// played it: straight above, below or beside the middle of the
			// table, not in a corner, whoever has not played yet.
			got := eval[string](t, ctx, `(() => {
				const c = document.querySelector('.ht-center').getBoundingClientRect();
				const cx = c.left + c.width/2, cy = c.top + c.height/2;
				const out = [];
				for (const slot of document.querySelectorAll('.ht-trick .ht-slot')) {
					const r = slot.querySelector('.pc').getBoundingClientRect();
					const dx = r.left + r.width/2 - cx, dy = r.top + r.height/2 - cy;
					const w = r.width/2, h = r.height/2;
					const side = Math.abs(dy) < h && dx > w ? 'ht-e' : Math.abs(dy) < h && dx < -w ? 'ht-w' :
						Math.abs(dx) < w && dy > h ? 'ht-s' : Math.abs(dx) < w && dy < -h ? 'ht-n' : 'a corner';
					const seat = [...slot.classList].find(k => /^ht-[nesw]$/.test(k));
					out.push(seat + (seat === side ? '' : ' lies toward ' + side));
				}
				return out.join(', ');
			})()`)
			if got != "ht-n, ht-e" {
				t.Errorf("trick cards: %s; want North's card toward North and East's toward East", got)
			}
			screenshotThemes(t, ctx, "hearts-half-trick-"+size.name)
		})
	}
}
