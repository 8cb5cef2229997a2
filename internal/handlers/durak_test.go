package handlers

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// durakViews decodes a stored Durak game and returns every seat's view.
func durakViews(t *testing.T, h *hall, game string) []durak.View {
	t.Helper()
	st := storedState(t, h, durak.Game{}, game)
	return seatViews(st, st.View(0, time.Now()).Players)
}

func TestDurakPlayAndRefusals(t *testing.T) {
	h, p, game := newTable(t, "durak", url.Values{"players": {"3"}, "level": {"normal"}}, `class="dk-felt"`, "dk-hand")
	v := durakViews(t, h, game)[0]
	if !v.MyTurn() {
		t.Fatalf("after New the bots play up to the person: %+v", v)
	}

	notMine := durakViews(t, h, game)[1].Hand[0]
	before := h.row(game)
	bad := []url.Values{
		{"do": {v.Play}, "card": {notMine.String()}},
		{"do": {v.Play}, "card": {"<script>alert(1)</script>"}},
		{"do": {v.Play}, "card": {"2C"}},
		{"do": {"shuffle"}},
		{"card": {v.Hand[0].String()}},
	}
	if v.Play != "defend" {
		bad = append(bad, url.Values{"do": {"take"}}, url.Values{"do": {"defend"}, "card": {v.Hand[0].String()}})
	}
	if !v.CanPass {
		bad = append(bad, url.Values{"do": {"pass"}})
	}
	for _, c := range v.Hand {
		if !v.Playable.Has(c) {
			bad = append(bad, url.Values{"do": {v.Play}, "card": {c.String()}})
			break
		}
	}
	h.refuses(t, p, game, before, bad...)

	// Play to the end: the lowest playable card, taking the first time
	// the person defends. Without htmx every move redirects back.
	took := false
	for i := 0; i < 400; i++ {
		v = durakViews(t, h, game)[0]
		if v.Over() {
			break
		}
		form := url.Values{"do": {v.Play}}
		switch {
		case v.CanTake && (!took || v.Playable.Empty()):
			form = url.Values{"do": {"take"}}
			took = true
		case !v.Playable.Empty():
			c, _ := v.Playable.Lowest()
			form.Set("card", c.String())
		default:
			form = url.Values{"do": {"pass"}}
		}
		h.playMove(t, p, game, form, i%2 == 0, true)
	}
	if !v.Over() || !took {
		t.Fatalf("the game should end, with a take on the way: over %v took %v", v.Over(), took)
	}
	row := h.finished(t, p, game, url.Values{"do": {"pass"}}, "dk-summary", `action="/play/durak"`)
	lb := p.get("/leaderboard/durak?board=" + durak.BoardKey(3, kit.Strong))
	if lb.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", lb.status)
	}
	st, _ := durak.Game{}.Decode(row.State)
	if res := st.Results(); len(res) != 1 || res[0].Outcome == kit.Unfinished {
		t.Fatalf("results %+v", res)
	}
}

func TestDurakNewGameOptions(t *testing.T) {
	h, p := newHallPlayer(t)
	form := p.get("/play/durak")
	if form.status != http.StatusOK || !strings.Contains(form.body, `name="players"`) || !strings.Contains(form.body, `name="level"`) {
		t.Fatalf("new-game form: %d", form.status)
	}
	if r := p.post("/play/durak", url.Values{"players": {"9"}}); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("nine players: %d", r.status)
	}
	for n := durak.MinPlayers; n <= durak.MaxPlayers; n++ {
		game := p.newGame("durak", url.Values{"players": {string(rune('0' + n))}, "level": {"easy"}})
		v := durakViews(t, h, game)[0]
		if v.Players != n || v.Level != kit.Easy || !v.MyTurn() {
			t.Fatalf("%d players: %+v", n, v)
		}
		if body := p.get(game).body; strings.Count(body, `class="dk-seat`) != n-1 {
			t.Fatalf("%d players: %d bot seats shown", n, strings.Count(body, `class="dk-seat`))
		}
	}
}
