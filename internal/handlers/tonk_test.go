package handlers

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/tonk"
)

// tonkState decodes a stored Tonk game.
func tonkState(t *testing.T, state []byte) kit.State[tonk.View] {
	t.Helper()
	st, err := tonk.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// tonkViews returns every seat's view of a stored game.
func tonkViews(t *testing.T, h *hall, game string) []tonk.View {
	t.Helper()
	st := tonkState(t, h.row(game).State)
	return seatViews[tonk.View](st, st.View(0, time.Now()).Players)
}

// tonkMove is a plain legal move for the person: draw (or take when the
// stock is empty), spread and hit what fits, discard the highest card,
// deal on between hands.
func tonkMove(v tonk.View) url.Values {
	switch {
	case v.Over():
		return nil
	case !v.Playing():
		return url.Values{"do": {"next"}}
	case v.Phase == tonk.Start && v.CanDraw:
		return url.Values{"do": {"draw"}}
	case v.Phase == tonk.Start:
		return url.Values{"do": {"take"}}
	case v.CanTonk:
		return url.Values{"do": {"tonk"}}
	case len(v.Hits) > 0:
		h := v.Hits[0]
		return url.Values{"do": {"hit"}, "card": {h.Card.String()}, "spread": {fmt.Sprint(h.Spread)}}
	}
	for mask := 1; mask < 1<<len(v.Hand); mask++ {
		var pick []cards.Card
		for i, c := range v.Hand {
			if mask&(1<<i) != 0 {
				pick = append(pick, c)
			}
		}
		if len(pick) >= 3 {
			if _, ok := tonk.MakeSpread(0, pick); ok {
				form := url.Values{"do": {"spread"}}
				for _, c := range pick {
					form.Add("card", c.String())
				}
				return form
			}
		}
	}
	best := cards.NoCard
	for _, c := range v.Hand {
		if (c != v.Fresh || len(v.Hand) == 1) && (best == cards.NoCard || tonk.Points(c) > tonk.Points(best)) {
			best = c
		}
	}
	return url.Values{"do": {"discard"}, "card": {best.String()}}
}

func TestTonkPlayAndRefusals(t *testing.T) {
	h, p, game := newTable(t, "tonk", url.Values{"bots": {"3"}, "level": {"easy"}, "ante": {"50"}}, `class="tk-table"`, "tk-pot")

	// Walk to the person's turn before drawing; refuse what is wrong.
	for i := 0; ; i++ {
		v := tonkViews(t, h, game)[0]
		if v.MyTurn() && v.Phase == tonk.Start {
			break
		}
		if i > 50 {
			t.Fatal("never the person's turn")
		}
		if r := p.act(game, tonkMove(v)); r.status != http.StatusOK {
			t.Fatalf("%d %.300s", r.status, r.body)
		}
	}
	views := tonkViews(t, h, game)
	v := views[0]
	before := h.row(game)
	bad := []url.Values{
		{"do": {"discard"}, "card": {v.Hand[0].String()}}, // before drawing
		{"do": {"spread"}, "card": {v.Hand[0].String()}},  // before drawing
		{"do": {"tonk"}},  // before drawing
		{"do": {"next"}},  // in a hand
		{"do": {"leave"}}, // in a hand
		{"do": {"hit"}, "card": {v.Hand[0].String()}, "spread": {"1"}}, // before drawing
		{"do": {"shuffle"}},
		{"card": {v.Hand[0].String()}},
	}
	h.refuses(t, p, game, before, bad...)
	// A stale version is refused with 409 and changes nothing.
	stale := url.Values{"do": {"draw"}, "v": {fmt.Sprint(before.Version - 1)}}
	if r := p.act(game, stale); r.status != http.StatusConflict {
		t.Errorf("stale version: %d, want 409", r.status)
	}
	if r := p.act(game, url.Values{"do": {"draw"}}); r.status != http.StatusOK {
		t.Fatalf("draw: %d %.300s", r.status, r.body)
	}
	v = tonkViews(t, h, game)[0]
	bad = []url.Values{
		{"do": {"draw"}},
		{"do": {"drop"}},
		{"do": {"discard"}, "card": {views[1].Hand[0].String()}},
		{"do": {"discard"}, "card": {"<script>alert(1)</script>"}},
		{"do": {"discard"}, "card": {v.Hand[0].String(), v.Hand[1].String()}},
		{"do": {"spread"}, "card": {v.Hand[0].String(), v.Hand[0].String(), v.Hand[0].String()}},
		{"do": {"hit"}, "card": {v.Hand[0].String()}, "spread": {"99"}},
	}
	if !v.CanTonk {
		bad = append(bad, url.Values{"do": {"tonk"}})
	}
	before = h.row(game)
	h.refuses(t, p, game, before, bad...)

	// Play hands until the person leaves (after 6 hands) or is broke;
	// every response is checked for hidden cards.
	hands := 0
	for i := 0; ; i++ {
		if i > 4000 {
			t.Fatal("the game does not end")
		}
		v = tonkViews(t, h, game)[0]
		if v.Over() {
			break
		}
		form := tonkMove(v)
		if !v.Playing() {
			hands++
			body := p.get(game).body
			if !strings.Contains(body, "tk-summary") || !strings.Contains(body, `value="next"`) || !strings.Contains(body, "tk-counts") {
				t.Fatal("a settled hand shows its summary with counts and the next-hand button")
			}
			if hands == 6 {
				form = url.Values{"do": {"leave"}}
			}
		}
		h.playMove(t, p, game, form, i%3 == 0, true)
	}
	row := h.finished(t, p, game, url.Values{"do": {"draw"}}, "tk-summary", `action="/play/tonk"`)
	res := tonkState(t, row.State).Results()
	if len(res) != 2 || res[0].Board != tonk.BankrollBoard || res[0].Outcome == kit.Unfinished || res[1].Board != tonk.HandsBoard {
		t.Fatalf("results %+v", res)
	}
	for _, board := range []string{"bankroll", "hands"} {
		if lb := p.get("/leaderboard/tonk?board=" + board); lb.status != http.StatusOK {
			t.Fatalf("leaderboard %s: %d", board, lb.status)
		}
	}
	t.Logf("%d hands, bankroll %d, results %+v", hands, v.Bank[0], res)
}

func TestTonkNewGameOptions(t *testing.T) {
	h, p := newHallPlayer(t)
	form := p.get("/play/tonk")
	for _, name := range []string{`name="bots"`, `name="level"`, `name="ante"`, `name="tonk"`, `name="dealtonk"`} {
		if form.status != http.StatusOK || !strings.Contains(form.body, name) {
			t.Fatalf("new-game form lacks %s: %d", name, form.status)
		}
	}
	for _, bad := range []url.Values{{"bots": {"1"}}, {"bots": {"4"}}, {"level": {"x"}}, {"ante": {"7"}}, {"tonk": {"50"}}, {"dealtonk": {"maybe"}}} {
		if r := p.post("/play/tonk", bad); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("%v: %d", bad, r.status)
		}
	}
	if r := p.get("/rules/tonk"); r.status != http.StatusOK || !strings.Contains(r.body, "Tonk on the deal") || !strings.Contains(r.body, "one more turn") {
		t.Fatalf("rules page: %d", r.status)
	}
	for bots := tonk.MinBots; bots <= tonk.MaxBots; bots++ {
		game := p.newGame("tonk", url.Values{"bots": {fmt.Sprint(bots)}, "level": {"strong"}, "ante": {"25"}, "tonk": {"10"}, "dealtonk": {"off"}})
		v := tonkViews(t, h, game)[0]
		if v.Players != bots+1 || v.Level != kit.Strong || v.Ante != 25 || v.Threshold != 10 || v.DealTonk {
			t.Fatalf("%d bots: %+v", bots, v)
		}
		if body := p.get(game).body; strings.Count(body, `<li class="tk-seat`) != bots {
			t.Fatalf("%d bots: %d seats shown", bots, strings.Count(body, `<li class="tk-seat`))
		}
	}
}

// TestTonkRulesLightestHands: the rules pages say which hand sizes can
// make a Tonk at each threshold; the numbers they give must be the
// engine's own counts of the lightest five and six cards.
func TestTonkRulesLightestHands(t *testing.T) {
	lightest := func(n int) int {
		pts := 0
		for _, code := range []string{"AS", "AH", "AD", "AC", "2S", "2H"}[:n] {
			pts += tonk.Points(cards.MustParse(code))
		}
		return pts
	}
	five, six := lightest(5), lightest(6)
	if five != 6 || six != 8 {
		t.Fatalf("the lightest five cards count %d and six %d, the rules pages say 6 and 8", five, six)
	}
	h := newHall(t)
	p := h.player()
	for _, lang := range []struct{ code, five, six, wrong string }{
		{"en", "(6 points)", "(8 points)", "no hand is that light"},
		{"ru", "(6 очков)", "(8 очков)", "никогда не бывают такими лёгкими"},
	} {
		p.post("/lang", url.Values{"lang": {lang.code}, "back": {"/"}})
		body := p.get("/rules/tonk").body
		if !strings.Contains(body, lang.five) || !strings.Contains(body, lang.six) || strings.Contains(body, lang.wrong) {
			t.Errorf("%s rules page: the lightest hands are not %s and %s, or it still says %q", lang.code, lang.five, lang.six, lang.wrong)
		}
	}
}
