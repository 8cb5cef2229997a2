package handlers

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/game101"
)

// TestBrowser101 plays four at the desktop's table and six at the
// phone's.
func TestBrowser101(t *testing.T) {
	t.Parallel()
	players := map[string]string{"desktop": "4", "phone": "6"}
	onScreens(t, func(t *testing.T, name string, width, height int) { browser101(t, name, width, height, players[name]) })
}

// browser101 starts a match from the form and plays with the mouse and
// the seed's keys (l and Enter to play, d to draw, n for the next round)
// until a round has been scored and the next one dealt, or the match is
// over.
func browser101(t *testing.T, name string, width, height int, players string) {
	table := cardTable{slug: "101", prefix: "g101", shot: "101"}
	_, ctx := table.open(t, name, width, height, "en", `.g101-table`, `input[name=players][value="`+players+`"]`)
	botSeats(t, ctx, `li.g101-seat`, mustAtoi(players)-1)
	var played cardPlays
	draws, scored, dealt := 0, false, false
	for i := 0; i < 120 && !dealt; i++ {
		if table.over(t, ctx) {
			break
		}
		v := boardVersion(t, ctx)
		switch {
		case present(t, ctx, `.g101-summary [data-key="n"]`):
			scored = true
			screenshot(t, ctx, "101-round-over-"+name)
			key(t, ctx, "n", v)
			dealt = true
		case present(t, ctx, `.g101-hand button.pc`):
			table.playCard(t, ctx, v, i%2 == 0, &played)
			if played.clicks == 2 {
				screenshot(t, ctx, "101-play-"+name)
			}
		case present(t, ctx, `.g101 [data-key="d"]`):
			key(t, ctx, "d", v)
			draws++
		default:
			t.Fatalf("the person's turn offers nothing to do: %s", text(t, ctx, `.g101-status`))
		}
	}
	if !scored && !table.over(t, ctx) {
		t.Fatal("no round was scored in 120 moves")
	}
	played.bothWays(t)
	table.later(t, ctx, name, width, 20, `.g101-scores tbody tr`)
	t.Logf("%+v, %d draws", played, draws)
}

// g101Scored is a new n-player 101 match with three rounds already
// scored: wide scores (a queen of hearts' -40, hands near 70) and, in the
// second round, seat 2 landing on exactly 101 and going back to 0.
func g101Scored(t *testing.T, n int) []byte {
	t.Helper()
	st, err := game101.Game{}.New(url.Values{"players": {strconv.Itoa(n)}}, 11, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	data, err := st.Encode()
	if err != nil {
		t.Fatal(err)
	}
	plan := []struct {
		winner int
		last   string
		points []int
	}{
		{0, "QH", []int{-40, 45, 60, 38, 52, 70}},
		{1, "QS", []int{33, -20, 41, 50, 25, 28}},
		{2, "7C", []int{55, 2, 0, 9, 20, 2}},
	}
	scores := make([]int, n)
	var rounds []game101.RoundResult
	for i, p := range plan {
		last, err := cards.Parse(p.last)
		if err != nil {
			t.Fatal(err)
		}
		r := game101.RoundResult{Dealer: i % n, Winner: p.winner, Last: last,
			Played: make([]bool, n), Points: p.points[:n], Scores: make([]int, n), Out: make([]bool, n)}
		for seat := range n {
			r.Played[seat] = true
			scores[seat], r.Out[seat] = game101.AfterRound(scores[seat], r.Points[seat])
			r.Scores[seat] = scores[seat]
		}
		rounds = append(rounds, r)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		t.Fatal(err)
	}
	fields["rs"], _ = json.Marshal(rounds)
	fields["sc"], _ = json.Marshal(scores)
	data, _ = json.Marshal(fields)
	if _, err := (game101.Game{}).Decode(data); err != nil {
		t.Fatalf("the scored match does not decode: %v", err)
	}
	return data
}

// TestBrowser101ScoresFit: with five and six players the score table
// fits the side panel on a desktop and the page on a phone, and a score
// that went back to 0 on exactly 101 is said in words, not only marked.
func TestBrowser101ScoresFit(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	for _, size := range screens {
		ctx := screenTab(t, size.width, size.height)
		for _, n := range []int{5, 6} {
			name := size.name + "-" + strconv.Itoa(n)
			do(t, ctx, "new match "+name, chromedp.Navigate(h.srv.URL+"/play/101"))
			do(t, ctx, "start "+name, newGameSteps(`.g101-new-form`, `.g101-table`, `input[name=players][value="`+strconv.Itoa(n)+`"]`)...)
			game := eval[string](t, ctx, `location.pathname`)
			csStore(t, h, game, g101Scored(t, n))
			do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.g101-scores tbody tr`)))
			fitsWidth(t, ctx, size.width)
			if over := eval[string](t, ctx, `(() => {
				const wrap = document.querySelector('.g101-table-wrap'), table = wrap.querySelector('table');
				const panel = wrap.closest('.g101-panel').getBoundingClientRect(), r = table.getBoundingClientRect();
				if (table.scrollWidth > wrap.clientWidth || r.right > panel.right) return table.scrollWidth + ' px in ' + wrap.clientWidth + ' px';
				return '';
			})()`); over != "" {
				t.Errorf("%s: the score table is cut off: %s", name, over)
			}
			if s := text(t, ctx, `.g101-scores`); !strings.Contains(s, "exactly 101") {
				t.Errorf("%s: the score table does not say in words that a score went back to 0 on 101: %q", name, s)
			}
			screenshotThemes(t, ctx, "101-scores-"+name)
		}
	}
}

// TestGame101ResetInWords: the score table says in both languages whose
// score landed on exactly 101 and went back to 0.
func TestGame101ResetInWords(t *testing.T) {
	h := newHall(t)
	p := h.player()
	game := p.newGame("101", url.Values{"players": {"5"}})
	csStore(t, h, game, g101Scored(t, 5))
	if body := p.get(game).body; !strings.Contains(body, "Round 2, Boris: exactly 101, back to 0.") {
		t.Errorf("the English page does not say Boris went back to 0 on 101")
	}
	p.post("/lang", url.Values{"lang": {"ru"}, "back": {game}})
	if body := p.get(game).body; !strings.Contains(body, "Раунд 2, Борис: ровно 101, счёт снова 0.") {
		t.Errorf("the Russian page does not say Boris went back to 0 on 101")
	}
}
