package handlers

import (
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

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
	return [3]thousand.View(seatViews(st, 3))
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
	h, p, game := newTable(t, "thousand", url.Values{"level": {"easy"}}, `class="k1k-table"`, "k1k-hand")
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
	h.refuses(t, p, game, before, bad...)
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
		h.playMove(t, p, game, form, i%2 == 0, false)
	}
	row := h.finished(t, p, game, url.Values{"do": {"next"}}, "k1k-summary", `action="/play/thousand"`, "k1k-sheet")
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
	h, p := newHallPlayer(t)
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

// TestThousandHouseRules: the form offers the house rules; a match with
// them is casual, lists them beside the log, and the person may write a
// hand off once they hold the kitty.
func TestThousandHouseRules(t *testing.T) {
	h, p := newHallPlayer(t)
	form := p.get("/play/thousand")
	for _, key := range []string{thousand.OptBarrel, thousand.OptBolts, thousand.OptReset555, thousand.OptRound5, thousand.OptWriteOff} {
		if !strings.Contains(form.body, `name="`+key+`"`) {
			t.Fatalf("the form offers %s", key)
		}
	}
	all := url.Values{"level": {"easy"}, "barrel": {"on"}, "bolts": {"on"}, "reset555": {"on"}, "round5": {"on"}, "writeoff": {"on"}}
	game := p.newGame("thousand", all)
	if v := thViews(t, h.row(game).State)[0]; v.House != (thousand.HouseRules{Barrel: true, Bolts: true, Reset555: true, Round5: true, WriteOff: true}) {
		t.Fatalf("house rules %+v", v.House)
	}
	p.gamePage(t, game, "k1k-house", "the barrel at 880", "house rules are on")
	for i := 0; ; i++ {
		if i > 1500 {
			t.Fatal("the person never held the kitty")
		}
		v := thViews(t, h.row(game).State)[0]
		if v.CanWriteOff && v.MyTurn() {
			if body := p.get(game).body; !strings.Contains(body, `value="writeoff"`) {
				t.Fatal("the declarer is offered the write-off")
			}
			if r := p.act(game, url.Values{"do": {"writeoff"}}); r.status != http.StatusOK || !strings.Contains(r.body, "wrote the hand off") {
				t.Fatalf("write-off: %d %.300s", r.status, r.body)
			}
			after := thViews(t, h.row(game).State)[0]
			if r, ok := after.LastResult(); !ok || !r.WrittenOff || r.Delta[0] != -v.Bid {
				t.Fatalf("after the write-off: %+v", r)
			}
			break
		}
		move := thMove(v)
		if v.Phase == thousand.Bidding && v.MyTurn() && v.MinBid <= v.MaxBid {
			move = url.Values{"do": {"bid"}, "bid": {strconv.Itoa(v.MinBid)}}
		}
		if v.Over() {
			game = p.newGame("thousand", all)
			continue
		}
		if r := p.act(game, move); r.status != http.StatusOK {
			t.Fatalf("%v: %d", move, r.status)
		}
	}
	// The original game has no write-off.
	plain := p.newGame("thousand", url.Values{"level": {"easy"}})
	if body := p.get(plain).body; strings.Contains(body, "k1k-house") || strings.Contains(body, `value="writeoff"`) {
		t.Fatal("the original game shows house rules")
	}
}
