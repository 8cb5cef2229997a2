package handlers

import (
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/formscan"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/thousand"
)

// thViews decodes a stored 1000 match and returns every seat's view.
func thViews(t *testing.T, state []byte) [3]thousand.View {
	t.Helper()
	st, err := thousand.Game{}.Decode(state)
	if err != nil {
		t.Fatal(err)
	}
	var out [3]thousand.View
	for seat := range 3 {
		out[seat] = st.View(seat, time.Now())
	}
	return out
}

// thSecret is every card the person may not know: the bots' hands and,
// while the auction lasts, the kitty; minus what the person saw (the
// kitty once turned up, every card played, and the cards the person
// gave away as the declarer).
func thSecret(t *testing.T, state []byte) cards.Set {
	t.Helper()
	me := thViews(t, state)[0]
	known := cards.SetOf(me.Hand...).Union(cards.SetOf(me.Kitty...)).Union(cards.SetOf(me.Trick...)).Union(cards.SetOf(me.Gave[:]...))
	for _, tr := range me.Done {
		known = known.Union(cards.SetOf(tr.Cards[:]...))
	}
	return thousand.FullDeck.Minus(known)
}

// thMove is the person's next action: open at 100 then pass, give and
// play the lowest card allowed, deal the next hand.
func thMove(v thousand.View) url.Values {
	switch {
	case v.Phase == thousand.HandOver:
		return url.Values{"do": {"next"}}
	case !v.MyTurn():
		return nil
	case v.Phase == thousand.Bidding && v.CanPass:
		return url.Values{"do": {"pass"}}
	case v.Phase == thousand.Bidding:
		return url.Values{"do": {"bid"}, "bid": {strconv.Itoa(v.MinBid)}}
	case v.Phase == thousand.Giving:
		return url.Values{"do": {"give"}, "card": {v.Hand[0].String()}}
	}
	c, _ := v.Playable.Lowest()
	return url.Values{"do": {"play"}, "card": {c.String()}}
}

func TestThousandPlayAndRefusals(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	game := p.newGame("thousand", url.Values{"level": {"easy"}})

	page := p.get(game)
	if page.status != http.StatusOK || !strings.Contains(page.body, `class="k1k-table"`) || !strings.Contains(page.body, "k1k-hand") {
		t.Fatalf("game page: %d %.300s", page.status, page.body)
	}
	views := thViews(t, h.row(game).State)
	v := views[0]
	if !v.MyTurn() {
		t.Fatalf("after New the bots act up to the person: %+v", v)
	}
	before := h.row(game)
	bad := []url.Values{
		{"do": {"play"}, "card": {views[1].Hand[0].String()}},
		{"do": {"give"}, "card": {v.Hand[0].String()}},
		{"do": {"bid"}, "bid": {"<script>alert(1)</script>"}},
		{"do": {"bid"}, "bid": {"103"}},
		{"do": {"bid"}, "bid": {"95"}},
		{"do": {"bid"}, "bid": {strconv.Itoa(v.MaxBid + 5)}},
		{"do": {"bid"}},
		{"do": {"raise"}, "bid": {"150"}},
		{"do": {"next"}},
		{"do": {"shuffle"}},
		{"bid": {"100"}},
	}
	if !v.CanPass {
		bad = append(bad, url.Values{"do": {"pass"}})
	} else {
		bad = append(bad, url.Values{"do": {"bid"}, "bid": {strconv.Itoa(v.Bid)}})
	}
	for _, form := range bad {
		r := p.act(game, form)
		if r.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: status %d, want 422", form, r.status)
		}
		if strings.Contains(r.body, "<script>alert") {
			t.Errorf("%v: input echoed unescaped", form)
		}
		after := h.row(game)
		if after.Version != before.Version || string(after.State) != string(before.State) {
			t.Errorf("%v: a refused move changed the game", form)
		}
	}
	// A stale version is refused with 409 and changes nothing.
	stale := thMove(v)
	stale.Set("v", strconv.FormatInt(before.Version-1, 10))
	if r := p.act(game, stale); r.status != http.StatusConflict {
		t.Errorf("stale version: %d, want 409", r.status)
	}
	if after := h.row(game); after.Version != before.Version {
		t.Error("a stale move changed the game")
	}

	// Play the match out; without htmx every move redirects back.
	hands, refusedPlay, raised := 0, false, false
	for i := 0; ; i++ {
		if i > 3000 {
			t.Fatal("the match does not end")
		}
		state := h.row(game).State
		v = thViews(t, state)[0]
		if v.Over() {
			break
		}
		if !refusedPlay && v.Phase == thousand.Playing && len(v.Trick) > 0 {
			for _, c := range v.Hand {
				if !v.Playable.Has(c) {
					if r := p.act(game, url.Values{"do": {"play"}, "card": {c.String()}}); r.status != http.StatusUnprocessableEntity {
						t.Fatalf("a card that does not follow suit: %d", r.status)
					}
					refusedPlay = true
					break
				}
			}
		}
		if !raised && v.MyTurn() && v.Phase == thousand.Giving && v.MinBid <= v.MaxBid {
			// Holding the kitty, raise the bid once by 5.
			body := p.get(game).body
			if !strings.Contains(body, `value="raise"`) {
				t.Fatal("the declarer is offered a raise before giving")
			}
			if r := p.act(game, url.Values{"do": {"raise"}, "bid": {strconv.Itoa(v.MinBid)}}); r.status != http.StatusOK {
				t.Fatalf("raise: %d", r.status)
			}
			if after := thViews(t, h.row(game).State)[0]; after.Bid != v.MinBid {
				t.Fatalf("raised to %d, bid is %d", v.MinBid, after.Bid)
			}
			raised = true
			continue
		}
		form := thMove(v)
		if form == nil {
			t.Fatalf("nothing for the person to do: %+v", v)
		}
		if form.Get("do") == "next" {
			hands++
			if body := p.get(game).body; !strings.Contains(body, "k1k-summary") || !strings.Contains(body, `value="next"`) {
				t.Fatal("a scored hand shows its summary and the next-hand button")
			}
		}
		if i%2 == 0 {
			r := p.post(game, form)
			if r.status != http.StatusSeeOther {
				t.Fatalf("%v: status %d %.300s", form, r.status, r.body)
			}
		} else {
			r := p.act(game, form)
			if r.status != http.StatusOK || !strings.Contains(r.body, `id="board"`) || strings.Contains(r.body, "<html") {
				t.Fatalf("%v: want the board fragment, got %d %.300s", form, r.status, r.body)
			}
		}
	}
	body := p.get(game).body
	if !strings.Contains(body, "k1k-summary") || !strings.Contains(body, `action="/play/thousand"`) || !strings.Contains(body, "k1k-sheet") {
		t.Fatalf("the end shows the summary, the score sheet and a new match")
	}
	row := h.row(game)
	if !row.Over {
		t.Fatal("the row is marked over")
	}
	if r := p.act(game, url.Values{"do": {"next"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a move after the end: %d", r.status)
	}
	st, _ := thousand.Game{}.Decode(row.State)
	res := st.Results()
	if len(res) != 2 || res[0].Board != "easy" || res[1].Board != thousand.ScoreBoard || (res[0].Outcome == kit.Win) != (v.Winner == 0) {
		t.Fatalf("results %+v, winner %d", res, v.Winner)
	}
	for _, board := range []string{"easy", thousand.ScoreBoard} {
		if lb := p.get("/leaderboard/thousand?board=" + board); lb.status != http.StatusOK {
			t.Fatalf("leaderboard %s: %d", board, lb.status)
		}
	}
	t.Logf("%d hands, winner seat %d, scores %v, raised a bid: %v", hands+1, v.Winner, v.Scores, raised)
}

func TestThousandNewMatchOptions(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	form := p.get("/play/thousand")
	if form.status != http.StatusOK || !strings.Contains(form.body, `name="level"`) {
		t.Fatalf("new-match form: %d", form.status)
	}
	if r := p.post("/play/thousand", url.Values{"level": {"x"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("unknown level: %d", r.status)
	}
	for _, l := range thousand.Levels {
		game := p.newGame("thousand", url.Values{"level": {string(l)}})
		if v := thViews(t, h.row(game).State)[0]; v.Level != l {
			t.Fatalf("level %v: %+v", l, v.Level)
		}
		if body := p.get(game).body; strings.Count(body, `<li class="k1k-seat`) != 2 {
			t.Fatal("two bot seats are shown")
		}
	}
}

// TestThousandHiddenInformation plays random matches through HTTP,
// pressing random forms of the pages it gets back (and now and then a
// known-good move), and checks after every response that no bot's card,
// no face-down kitty card, no card given to a bot by a bot, and nothing
// of the stored state was sent to the person.
func TestThousandHiddenInformation(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	p := h.player()
	rng := rand.New(rand.NewPCG(11, 1000))
	checked, items, accepted, phases := 0, 0, 0, map[thousand.Phase]bool{}
	check := func(what string, r response, game string) {
		t.Helper()
		checked++
		state := h.row(game).State
		secret := thSecret(t, state).Cards()
		items += len(secret)
		phases[thViews(t, state)[0].Phase] = true
		sec := secrets{cards: secret, strings: stateStrings(state)}
		if leaks := findLeaks(r.body, r.header, sec); len(leaks) > 0 {
			t.Fatalf("%s (status %d): %v\nresponse: %s", what, r.status, leaks, r.body)
		}
	}
	for g := 0; g < 3; g++ {
		game := p.newGame("thousand", url.Values{"level": {[]string{"easy", "strong"}[g%2]}})
		lang := []string{"en", "ru"}[g%2]
		check("switch language", p.post("/lang", url.Values{"lang": {lang}, "back": {game}}), game)
		page := p.get(game)
		check("GET", page, game)
		body := page.body
		for step := 0; step < 150 && !h.row(game).Over; step++ {
			form := formscan.RandomSubmit(rng, formscan.Posting(body, game))
			if form == nil || rng.IntN(4) == 0 {
				form = thMove(thViews(t, h.row(game).State)[0])
			}
			if form == nil {
				break
			}
			var r response
			if rng.IntN(4) == 0 {
				r = p.post(game, form)
				check("POST", r, game)
				if r.status == http.StatusSeeOther {
					r = p.get(r.location)
					check("GET after POST", r, game)
				}
			} else {
				r = p.act(game, form)
				check("htmx", r, game)
			}
			if r.status >= 500 {
				t.Fatalf("%v: status %d: %.300s", form, r.status, r.body)
			}
			body = r.body
			if r.status != http.StatusOK {
				page := p.get(game)
				check("GET after refusal", page, game)
				body = page.body
			} else {
				accepted++
			}
		}
	}
	t.Logf("%d responses checked against %d hidden cards in all, %d actions accepted, phases seen %v", checked, items, accepted, phases)
	if checked < 30 || items == 0 || !phases[thousand.Playing] || !phases[thousand.Bidding] {
		t.Errorf("too little checked: %d responses, %d hidden cards, phases %v", checked, items, phases)
	}
}
