package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"gamehall/internal/formscan"
)

// Bounds on one player, so no loop runs away whatever the server says.
const (
	maxGamesPerPlayer = 100000
	maxFailuresInRow  = 5
	failurePause      = 100 * time.Millisecond
)

// stopper ends the play phase: closed by the timer or when the move
// budget is spent. Requests already sent finish and are counted.
type stopper struct {
	c     chan struct{}
	done  atomic.Bool
	moves atomic.Int64
	limit int64 // 0: no limit
}

func newStopper(limit int64) *stopper { return &stopper{c: make(chan struct{}), limit: limit} }

func (s *stopper) stop() {
	if s.done.CompareAndSwap(false, true) {
		close(s.c)
	}
}

func (s *stopper) stopped() bool { return s.done.Load() }

// moved counts a successful move and stops the phase at the limit.
func (s *stopper) moved() {
	if n := s.moves.Add(1); s.limit > 0 && n >= s.limit {
		s.stop()
	}
}

// sleep waits d unless the phase stops first.
func (s *stopper) sleep(d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-s.c:
	}
}

// player is one simulated person with a browser.
type player struct {
	name  string
	b     *browser
	rng   *rand.Rand
	mix   []weighted
	think time.Duration // mean pause before a move, at least the game's own
}

var anyGame = "-"

// signUp registers the player and loads the home page it is sent to.
// It does not retry: a person whose sign-up fails plays on as a guest,
// and a retry would only pile more hashing on a struggling server.
func (p *player) signUp(ctx context.Context) bool {
	form := url.Values{"username": {p.name}, "password": {"load-bench-" + strings.ToUpper(p.name[len(p.name)/2:]) + "-pw"}}
	form.Set("password2", form.Get("password"))
	r := p.b.do(ctx, series{anyGame, "signup"}, http.MethodPost, "/signup", form, false, http.StatusSeeOther)
	if r.status != http.StatusSeeOther {
		return false
	}
	p.b.do(ctx, series{anyGame, "home"}, http.MethodGet, r.location, nil, false, http.StatusOK)
	return true
}

// play starts and plays games until the phase stops.
func (p *player) play(ctx context.Context, st *stopper) {
	for range maxGamesPerPlayer {
		if st.stopped() || ctx.Err() != nil {
			return
		}
		p.playOne(ctx, st, pick(p.mix, p.rng))
	}
}

// playOne creates a game, loads its page as the redirect says and acts
// on the board until the game ends, offers nothing, or fails repeatedly.
func (p *player) playOne(ctx context.Context, st *stopper, slug string) {
	pol := policyFor(slug)
	r := p.b.do(ctx, series{slug, "create"}, http.MethodPost, "/play/"+slug, pol.newGame(p.rng), false, http.StatusSeeOther)
	if r.status != http.StatusSeeOther || !strings.HasPrefix(r.location, "/games/") {
		st.sleep(failurePause)
		return
	}
	game := r.location
	board := p.show(ctx, slug, game)
	failures := 0
	for range pol.maxActions() {
		if st.stopped() || ctx.Err() != nil || failures >= maxFailuresInRow {
			return
		}
		if board == "" {
			failures++
			st.sleep(failurePause)
			board = p.show(ctx, slug, game)
			continue
		}
		board = formscan.WithoutFrames(board)
		act, over, ok := pol.next(board, p.rng)
		if over || !ok {
			return
		}
		if v := versionOf(board); v != "" {
			act.Set("v", v)
		}
		if d := max(pol.think(), p.think); d > 0 {
			st.sleep(d/2 + time.Duration(p.rng.Int64N(int64(d))))
			if st.stopped() {
				return
			}
		}
		want := []int{http.StatusOK}
		if _, ok := pol.(refuser); ok {
			want = append(want, http.StatusUnprocessableEntity)
		}
		r := p.b.do(ctx, series{slug, "move"}, http.MethodPost, game, act, true, want...)
		switch {
		case r.status == http.StatusOK && isBoard(r.body):
			st.moved()
			board, failures = r.body, 0
		case r.status >= 400 && r.status < 500 && isBoard(r.body):
			// A refusal carries the board as it is now: play on from it.
			board = r.body
			failures++
		default:
			board = ""
		}
	}
}

// show loads a game's full page, as the browser does after the redirect.
func (p *player) show(ctx context.Context, slug, game string) string {
	r := p.b.do(ctx, series{slug, "show"}, http.MethodGet, game, nil, false, http.StatusOK)
	if r.status != http.StatusOK {
		return ""
	}
	return r.body
}

// playerName is a valid, unique username for player i of a run.
func playerName(tag uint32, i int) string { return fmt.Sprintf("lb%06x_%d", tag&0xffffff, i) }
