package handlers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gamehall/internal/formscan"
	"gamehall/internal/games/cards"
	"gamehall/internal/store"
)

// recordForms are the new-game forms whose games end soonest; a game not
// named plays its defaults.
var recordForms = map[string]url.Values{
	"minesweeper": {"preset": {"beginner"}},
	"blackjack":   {"bots": {"1"}, "decks": {"1"}},
	"durak":       {"players": {"2"}, "level": {"easy"}},
	"hearts":      {"level": {"easy"}, "target": {"25"}},
	"101":         {"players": {"2"}, "level": {"easy"}},
	"tonk":        {"bots": {"2"}},
	"pharaoh":     {"matches": {"1"}},
	"owchess":     {"timer": {"off"}},
	"go":          {"size": {"9"}},
}

// playRecorded plays one game over HTTP, the person's actions chosen by
// the game's own bot where it has one and from the page's forms
// otherwise, until it ends or maxActions were posted, and returns the
// game's path.
func playRecorded(t *testing.T, h *hall, p *player, slug string, rng *rand.Rand, maxActions int) string {
	t.Helper()
	game := p.newGame(slug, recordForms[slug])
	body := p.get(game).body
	for i := 0; i < maxActions && !h.row(game).Over; i++ {
		form, ok := storedMove(slug, h.row(game).State, rng)
		if !ok && rng.IntN(4) != 0 {
			form, ok = suggested(slug, h.row(game).State)
		}
		if ok {
			form = withVersion(form, body)
		} else {
			form = formscan.RandomSubmit(rng, formscan.Posting(formscan.WithoutFrames(body), game))
			if do := form.Get("do"); do == "resign" || do == "cashout" || do == "abandon" || do == "new" {
				if i < maxActions/4 || rng.IntN(20) != 0 {
					continue // leaving ends the game: rarely, and not at once
				}
			}
		}
		if form == nil {
			body = p.get(game).body
			continue
		}
		r := p.act(game, form)
		if r.status == http.StatusOK || r.status == http.StatusUnprocessableEntity || r.status == http.StatusConflict {
			body = r.body
		} else {
			body = p.get(game).body
		}
	}
	return game
}

// suggested is what suggest proposes for a stored game (a legal chess
// move where the chess bot will not speak for the person's colour).
func suggested(slug string, state []byte) (url.Values, bool) {
	g, err := Games().games[slug].decode(state)
	if err != nil {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	act, err := g.(suggester).suggest(ctx, time.Now())
	return act, err == nil && act != nil
}

// TestReplayReproducesEveryGame plays a game of every engine over HTTP
// and replays its record from the start state: the replay must apply
// every recorded step and end exactly at the stored state, bytes and
// all. A finished game's record page answers at its start, its end and
// a moment between, with the page and as the fragment record.js swaps.
func TestReplayReproducesEveryGame(t *testing.T) {
	t.Parallel()
	slugs := Games().Slugs()
	for gi, slug := range slugs {
		t.Run(slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			rng := rand.New(rand.NewPCG(11, uint64(gi)))
			game := playRecorded(t, h, p, slug, rng, 400)
			id := gameIDOf(t, game)
			rec, err := h.mem.LoadRecord(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Start == nil || len(rec.Steps) == 0 {
				t.Fatalf("no record: start %d bytes, %d steps", len(rec.Start), len(rec.Steps))
			}
			m, err := replayTo(Games().games[slug], rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			if m.ended || m.steps != len(rec.Steps) {
				t.Fatalf("the replay of %d steps did not reach the stored state (%d moments, ended %v)", len(rec.Steps), m.steps, m.ended)
			}
			size := len(rec.Start)
			for _, st := range rec.Steps {
				size += len(st.Act) + 3
			}
			t.Logf("%s over %v: %d steps, start %d bytes, record about %d bytes", slug, rec.Game.Over, len(rec.Steps), len(rec.Start), size)
			path := fmt.Sprintf("/r/%d", id)
			if !rec.Game.Over {
				if r := p.get(path); r.status != http.StatusNotFound {
					t.Errorf("a running game's record: status %d, want 404", r.status)
				}
				return
			}
			n := len(rec.Steps)
			end := p.get(path)
			if end.status != http.StatusOK || !strings.Contains(end.body, fmt.Sprintf("Step %d of %d", n, n)) {
				t.Fatalf("record page: status %d: %.500s", end.status, end.body)
			}
			for _, k := range []int{0, n / 2, n} {
				r := p.do("GET", fmt.Sprintf("%s?n=%d", path, k), nil, true)
				if r.status != http.StatusOK || !strings.HasPrefix(strings.TrimSpace(r.body), `<section id="replay"`) ||
					!strings.Contains(r.body, fmt.Sprintf("Step %d of %d", k, n)) {
					t.Errorf("moment %d: status %d: %.300s", k, r.status, r.body)
				}
			}
		})
	}
}

// TestRecordShowsOnlyWhatTheSeatSaw: a running game has no record page
// and its own page lays nothing open (its hidden cards stay hidden).
// Every moment of a finished card game's record shows on its board
// nothing its player could not see at that moment (checked against the
// secrets of the state replayed to it), and beneath the board lays open
// every card that was hidden then.
func TestRecordShowsOnlyWhatTheSeatSaw(t *testing.T) {
	t.Parallel()
	for gi, slug := range []string{"durak", "hearts", "blackjack", "minesweeper", "101", "pharaoh"} {
		t.Run(slug, func(t *testing.T) {
			h, p := newHallPlayer(t)
			rng := rand.New(rand.NewPCG(23, uint64(gi)))
			running := playRecorded(t, h, p, slug, rng, 3)
			if !h.row(running).Over {
				r := p.get(fmt.Sprintf("/r/%d", gameIDOf(t, running)))
				if r.status != http.StatusNotFound {
					t.Errorf("a running game's record: status %d, want 404", r.status)
				}
				h.noLeaks(t, running, r)
				live := p.get(running)
				if strings.Contains(live.body, "data-open-card") || strings.Contains(live.body, "replay-hidden") {
					t.Errorf("a running game's page lays cards open")
				}
				h.noLeaks(t, running, live)
			}
			game := playRecorded(t, h, p, slug, rng, 600)
			if !h.row(game).Over {
				t.Skipf("the game did not end in 600 actions")
			}
			id := gameIDOf(t, game)
			rec, err := h.mem.LoadRecord(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			e := Games().games[slug]
			g, err := e.decode(rec.Start)
			if err != nil {
				t.Fatal(err)
			}
			checked, opened := 0, 0
			stride := max(1, len(rec.Steps)/40)
			for k := 0; k <= len(rec.Steps); k++ {
				if k > 0 {
					if err := g.replay(rec.Steps[k-1]); err != nil {
						t.Fatal(err)
					}
				}
				if k%stride != 0 && k != len(rec.Steps) {
					continue
				}
				state, err := g.encode()
				if err != nil {
					t.Fatal(err)
				}
				secrets, err := storedSecrets(slug, state)
				if err != nil {
					t.Fatal(err)
				}
				r := p.get(fmt.Sprintf("/r/%d?n=%d", id, k))
				if r.status != http.StatusOK {
					t.Fatalf("moment %d: status %d", k, r.status)
				}
				open := openCards(r.body)
				board := hiddenRE.ReplaceAllString(r.body, "")
				if leaks := findLeaks(board, nil, secrets); len(leaks) > 0 {
					t.Fatalf("moment %d of %d shows on its board %v", k, len(rec.Steps), leaks)
				}
				for _, sec := range secrets {
					if len(sec.JSON) == 0 {
						continue
					}
					if c, err := cards.Parse(sec.JSON[0]); err == nil {
						if !open[c.String()] {
							t.Fatalf("moment %d: %s is not laid open", k, sec.What)
						}
						opened++
					}
				}
				checked++
			}
			if slug != "minesweeper" && opened == 0 {
				t.Errorf("no hidden card was laid open in %d moments", checked)
			}
			t.Logf("%d moments of %d checked, %d hidden cards laid open", checked, len(rec.Steps), opened)
		})
	}
}

// hiddenRE is the record's section of cards laid open.
var hiddenRE = regexp.MustCompile(`(?s)<section class="replay-hidden.*?</section>`)

// openCards are the codes of the cards a record page lays open.
func openCards(body string) map[string]bool {
	out := map[string]bool{}
	for _, m := range openCardRE.FindAllStringSubmatch(hiddenRE.FindString(body), -1) {
		out[m[1]] = true
	}
	return out
}

var openCardRE = regexp.MustCompile(`data-open-card="([^"]+)"`)

// TestRecordRefusesBadSteps: a step that is not a whole number is
// refused with 422; one past the end shows the end.
func TestRecordRefusesBadSteps(t *testing.T) {
	h, p := newHallPlayer(t)
	game := playRecorded(t, h, p, "minesweeper", rand.New(rand.NewPCG(1, 2)), 300)
	if !h.row(game).Over {
		t.Fatal("the game did not end")
	}
	path := fmt.Sprintf("/r/%d", gameIDOf(t, game))
	for _, q := range []string{"x", "-1", "1.5", "<script>"} {
		if r := p.get(path + "?n=" + url.QueryEscape(q)); r.status != http.StatusUnprocessableEntity || strings.Contains(r.body, "<script>") {
			t.Errorf("n=%q: status %d", q, r.status)
		}
	}
	if r := p.get(path + "?n=99999"); r.status != http.StatusOK {
		t.Errorf("past the end: status %d", r.status)
	}
	other := h.player()
	if r := other.get(path); r.status != http.StatusOK {
		t.Errorf("another visitor: status %d", r.status)
	}
	if r := other.get("/r/12345"); r.status != http.StatusNotFound {
		t.Errorf("a missing game: status %d", r.status)
	}
}

// TestRecordTurns: the person's turns are the moments just before they
// acted, and the end; a game of one seat has none.
func TestRecordTurns(t *testing.T) {
	t.Parallel()
	var steps []store.Step
	for _, seat := range []int{1, 0, 1, 2, 0, 1} {
		steps = append(steps, store.Step{Seat: seat})
	}
	for _, c := range []struct{ step, prev, next int }{{0, -1, 1}, {1, -1, 4}, {3, 1, 4}, {5, 4, 6}, {6, 4, -1}} {
		if ok, prev, next := turns(steps, c.step, len(steps)); !ok || prev != c.prev || next != c.next {
			t.Errorf("at %d: %v %d %d, want %d %d", c.step, ok, prev, next, c.prev, c.next)
		}
	}
	if ok, _, _ := turns([]store.Step{{Seat: 0}, {Seat: store.ClockSeat}}, 0, 2); ok {
		t.Error("a game of one seat has turns")
	}
}

// TestReplayTellsEffects: the record's narration tells what a step did,
// not only who acted: replayed from the game just before the step, a
// Hearts record says who took each trick, as the live page does.
func TestReplayTellsEffects(t *testing.T) {
	h, p := newHallPlayer(t)
	game := playRecorded(t, h, p, "hearts", rand.New(rand.NewPCG(23, 1)), 600)
	if !h.row(game).Over {
		t.Fatal("the game did not end")
	}
	id := gameIDOf(t, game)
	taken := 0
	for k := 1; k <= 40; k++ {
		r := p.do("GET", fmt.Sprintf("/r/%d?n=%d", id, k), nil, true)
		if strings.Contains(r.body, "takes the trick") {
			taken++
		}
	}
	if taken == 0 {
		t.Error("no trick taken is told in the first 40 steps")
	}
}
