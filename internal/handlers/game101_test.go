package handlers

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/game101"
	"gamehall/internal/games/kit"
)

// g101Views decodes a stored 101 match and returns every seat's view.
func g101Views(t *testing.T, h *hall, game string) []game101.View {
	t.Helper()
	st := storedState(t, h, game101.Game{}, game)
	return seatViews(st, st.View(0, time.Now()).Players)
}

// g101Move is the person's next action: the lowest card that fits, else
// draw or pass, else the next round.
func g101Move(v game101.View) url.Values {
	switch {
	case v.Phase == game101.RoundOver:
		return url.Values{"do": {"next"}}
	case !v.Playable.Empty():
		c, _ := v.Playable.Lowest()
		return url.Values{"do": {"play"}, "card": {c.String()}}
	case v.CanDraw:
		return url.Values{"do": {"draw"}}
	}
	return url.Values{"do": {"pass"}}
}

func TestGame101PlayAndRefusals(t *testing.T) {
	h, p, game := newTable(t, "101", url.Values{"players": {"3"}, "level": {"easy"}}, `class="g101-table"`, "g101-hand")

	// Walk to a turn of the person's where something is refused for
	// sure: a card of another hand, and (holding a match) a draw.
	views := g101Views(t, h, game)
	v := views[0]
	if !v.MyTurn() && v.Phase == game101.Playing {
		t.Fatalf("after New the bots play up to the person: %+v", v)
	}
	before := h.row(game)
	bad := playRefusals(views[1].Hand[0], v.Hand[0])
	if v.Phase == game101.Playing {
		bad = append(bad, url.Values{"do": {"next"}})
		if !v.Playable.Empty() {
			bad = append(bad, url.Values{"do": {"draw"}}, url.Values{"do": {"pass"}})
		} else if v.CanDraw {
			bad = append(bad, url.Values{"do": {"pass"}})
		}
		for _, c := range v.Hand {
			if !v.Playable.Has(c) {
				bad = append(bad, url.Values{"do": {"play"}, "card": {c.String()}})
				break
			}
		}
	}
	h.refuses(t, p, game, before, bad...)

	// Play the match out; without htmx every move redirects back.
	rounds := 0
	for i := 0; ; i++ {
		if i > 1500 {
			t.Fatal("the match does not end")
		}
		v = g101Views(t, h, game)[0]
		if v.Over() {
			break
		}
		form := g101Move(v)
		if form.Get("do") == "next" {
			rounds++
			if body := p.get(game).body; !strings.Contains(body, "g101-summary") || !strings.Contains(body, `value="next"`) {
				t.Fatal("a scored round shows its summary and the next-round button")
			}
		}
		// The page after every third redirect is checked for leaks.
		h.playMove(t, p, game, form, i%2 == 0, i%2 == 1 || i%6 == 0)
	}
	row := h.finished(t, p, game, url.Values{"do": {"draw"}}, "g101-summary", `action="/play/101"`, "g101-scores")
	st, _ := game101.Game{}.Decode(row.State)
	res := st.Results()
	if len(res) == 0 || res[0].Board != "easy" || (res[0].Outcome == kit.Win) != (v.Winner == 0) {
		t.Fatalf("results %+v, winner %d", res, v.Winner)
	}
	if lb := p.get("/leaderboard/101?board=easy"); lb.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", lb.status)
	}
	t.Logf("%d rounds, winner seat %d", rounds+1, v.Winner)
}

// TestGame101BotsFinishAfterThePersonIsOut: with the person one round
// from going out at a table of six, the request that puts them out also
// lets the five bots play the whole match out.
func TestGame101BotsFinishAfterThePersonIsOut(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("101", url.Values{"players": {"6"}, "level": {"strong"}})

	// Give the person 100 points through a made-up first round (the
	// stored form is JSON; Decode checks that the round adds up).
	row := h.row(game)
	var m map[string]any
	dec := json.NewDecoder(strings.NewReader(string(row.State)))
	dec.UseNumber() // hands are 64-bit sets
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	d, _ := m["dl"].(json.Number).Int64()
	dealer := int(d)
	winner := (dealer + 1) % 6
	if winner == 0 {
		winner = 2
	}
	played := []bool{true, true, true, true, true, true}
	m["rs"] = []any{map[string]any{"d": dealer, "w": winner, "c": "9C", "pl": played,
		"p": []int{100, 0, 0, 0, 0, 0}, "s": []int{100, 0, 0, 0, 0, 0}, "o": make([]bool, 6)}}
	m["sc"] = []int{100, 0, 0, 0, 0, 0}
	data, _ := json.Marshal(m)
	if _, err := (game101.Game{}).Decode(data); err != nil {
		t.Fatalf("the made-up state: %v", err)
	}
	h.setState(game, data)

	for i := 0; ; i++ {
		if i > 800 {
			t.Fatal("the match does not end")
		}
		v := g101Views(t, h, game)[0]
		if v.Over() {
			break
		}
		if v.Out[0] && v.Phase != game101.RoundOver {
			t.Fatal("the person is out but the bots stopped inside a round")
		}
		if r := p.act(game, g101Move(v)); r.status != http.StatusOK {
			t.Fatalf("status %d %.300s", r.status, r.body)
		}
	}
	v := g101Views(t, h, game)[0]
	body := p.get(game).body
	if v.Out[0] && !strings.Contains(body, "g101-summary") {
		t.Fatal("the final standings show")
	}
	t.Logf("person out: %v, winner %d after %d rounds", v.Out[0], v.Winner, len(v.Rounds))
}

func TestGame101NewMatchOptions(t *testing.T) {
	h, p := newHallPlayer(t)
	form := p.get("/play/101")
	if form.status != http.StatusOK || !strings.Contains(form.body, `name="players"`) || !strings.Contains(form.body, `name="level"`) {
		t.Fatalf("new-match form: %d", form.status)
	}
	for _, bad := range []url.Values{{"players": {"7"}}, {"players": {"1"}}, {"level": {"x"}}} {
		if r := p.post("/play/101", bad); r.status != http.StatusUnprocessableEntity {
			t.Fatalf("%v: %d", bad, r.status)
		}
	}
	for n := game101.MinPlayers; n <= game101.MaxPlayers; n++ {
		game := p.newGame("101", url.Values{"players": {strconv.Itoa(n)}, "level": {"easy"}})
		v := g101Views(t, h, game)[0]
		if v.Players != n || v.Level != kit.Easy {
			t.Fatalf("%d players: %+v", n, v)
		}
		if body := p.get(game).body; strings.Count(body, `<li class="g101-seat`) != n-1 {
			t.Fatalf("%d players: %d bot seats shown", n, strings.Count(body, `<li class="g101-seat`))
		}
	}
}
