package handlers

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// fakeBot is a bot whose thinking blocks until the test lets it finish,
// and which says when it started.
type fakeBot struct {
	name    string
	started chan string
	finish  chan struct{}
}

func newFakeBot(name string, started chan string) *fakeBot {
	return &fakeBot{name: name, started: started, finish: make(chan struct{})}
}

func (b *fakeBot) decide(ctx context.Context) (kit.Action, error) {
	b.started <- b.name
	select {
	case <-b.finish:
		return kit.Action{"do": {b.name}}, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// until waits for a condition on the scheduler's state that another
// goroutine is about to make true (joining a line); it is not a timing
// assertion, only a way to know a goroutine got there.
func until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 100000 {
		if cond() {
			return
		}
		runtime.Gosched()
		time.Sleep(10 * time.Microsecond)
	}
	t.Fatalf("never happened: %s", what)
}

func userCtx(user string) context.Context { return withBotUser(context.Background(), user) }

// The attack of issue 14: one account runs many strong searches in
// parallel while another user plays an easy game. The attacker gets one
// search running and two waiting, the rest are refused at once, and
// every one of the victim's quick moves runs while the attacker's search
// is still thinking: the victim never waits for the attacker.
func TestThinkAttackerCannotDelayAnotherUsersQuickMoves(t *testing.T) {
	s := newScheduler(1, 1, 2)
	started := make(chan string, 100)
	var refused atomic.Int32
	var wg sync.WaitGroup
	attack := make([]*fakeBot, 44)
	for i := range attack {
		attack[i] = newFakeBot("attacker", started)
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := s.think(userCtx("attacker"), heavy, time.Minute, attack[i].decide)
			if errors.Is(err, errBotsBusy) {
				refused.Add(1)
			} else if err != nil {
				t.Error(err)
			}
		}()
	}
	if got := <-started; got != "attacker" {
		t.Fatalf("started %s", got)
	}
	until(t, "the attacker's line fills and the rest are refused", func() bool { return refused.Load() == 41 })

	for i := range 200 {
		victim := newFakeBot("victim", started)
		close(victim.finish)
		if _, err := s.think(userCtx("victim"), light, time.Minute, victim.decide); err != nil {
			t.Fatalf("victim's move %d: %v", i, err)
		}
		if got := <-started; got != "victim" {
			t.Fatalf("victim's move %d: %s thought instead", i, got)
		}
	}
	// The victim's strong game waits for nobody either: the attacker
	// holds one heavy slot of the two a two-CPU server has.
	s2 := newScheduler(2, 2, 2)
	a := newFakeBot("attacker", started)
	go s2.think(userCtx("attacker"), heavy, time.Minute, a.decide)
	<-started
	v := newFakeBot("victim", started)
	close(v.finish)
	if _, err := s2.think(userCtx("victim"), heavy, time.Minute, v.decide); err != nil {
		t.Fatal(err)
	}
	<-started
	close(a.finish)

	for _, b := range attack {
		close(b.finish)
	}
	wg.Wait()
	if refused.Load() != 41 {
		t.Errorf("%d of the attacker's 44 refused, want 41 (1 running, 2 waiting)", refused.Load())
	}
}

// Users take turns in a lane: with one heavy slot, the attacker's
// queued searches do not all run before another user's one.
func TestThinkTakesTurnsBetweenUsers(t *testing.T) {
	s := newScheduler(1, 1, 5)
	started := make(chan string, 10)
	first := newFakeBot("a1", started)
	go s.think(userCtx("a"), heavy, time.Minute, first.decide)
	<-started
	var rest []*fakeBot
	for i, name := range []string{"a2", "a3", "a4"} {
		b := newFakeBot(name, started)
		rest = append(rest, b)
		go s.think(userCtx("a"), heavy, time.Minute, b.decide)
		until(t, name+" waits in a's line", func() bool { return s.lineLen("a") == i+2 })
	}
	other := newFakeBot("b1", started)
	go s.think(userCtx("b"), heavy, time.Minute, other.decide)
	until(t, "b1 waits in the lane", func() bool { return s.lanes[heavy].queued() == 1 })

	close(first.finish)
	if got := <-started; got != "b1" {
		t.Fatalf("after a1, %s thought; want b1 (a's turn is over)", got)
	}
	close(other.finish)
	for _, b := range rest {
		if got := <-started; got != b.name {
			t.Fatalf("%s thought, want %s", got, b.name)
		}
		close(b.finish)
	}
}

// One user's line runs one decision at a time, in arrival order.
func TestThinkRunsOneDecisionPerUser(t *testing.T) {
	s := newScheduler(4, 4, 3)
	started := make(chan string, 10)
	var bots []*fakeBot
	for i, name := range []string{"1", "2", "3"} {
		b := newFakeBot(name, started)
		bots = append(bots, b)
		go s.think(userCtx("u"), light, time.Minute, b.decide)
		until(t, name+" joins u's line", func() bool { return s.lineLen("u") == i+1 })
	}
	for _, b := range bots {
		if got := <-started; got != b.name {
			t.Fatalf("%s thought, want %s", got, b.name)
		}
		select {
		case got := <-started:
			t.Fatalf("%s thought while %s still was", got, b.name)
		default:
		}
		close(b.finish)
	}
	until(t, "u's line is gone", func() bool { return s.lineLen("u") == 0 })
}

func TestThinkGivesUpWhenTheRequestEnds(t *testing.T) {
	s := newScheduler(1, 1, 2)
	started := make(chan string, 10)
	hog := newFakeBot("hog", started)
	go s.think(userCtx("other"), heavy, time.Minute, hog.decide)
	<-started
	ctx, cancel := context.WithCancel(userCtx("u"))
	done := make(chan error)
	go func() {
		_, err := s.think(ctx, heavy, time.Second, func(context.Context) (kit.Action, error) {
			t.Error("a bot ran without a slot")
			return nil, nil
		})
		done <- err
	}()
	until(t, "u waits in the lane", func() bool { return s.lanes[heavy].queued() == 1 })
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("err %v, want the request's end", err)
	}
	if n := s.lanes[heavy].queued(); n != 0 {
		t.Errorf("%d still waiting after giving up", n)
	}
	close(hog.finish)
	// The slot is free again.
	next := newFakeBot("next", started)
	close(next.finish)
	if _, err := s.think(userCtx("u"), heavy, time.Minute, next.decide); err != nil {
		t.Fatal(err)
	}
}

func TestThinkBoundsConcurrentBots(t *testing.T) {
	s := newScheduler(2, 2, 100)
	var now, peak atomic.Int32
	var wg sync.WaitGroup
	for i := range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx := userCtx(string(rune('a' + i)))
			_, err := s.think(ctx, heavy, time.Second, func(ctx context.Context) (kit.Action, error) {
				n := now.Add(1)
				for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
				}
				runtime.Gosched()
				now.Add(-1)
				return kit.Action{"do": {"x"}}, nil
			})
			if err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if peak.Load() > 2 {
		t.Errorf("%d bots thought at once, want at most 2", peak.Load())
	}
}

// A search takes the heavy lane and a quick decision the light one; a
// level measured at longer moves gets that many of the hall's budgets.
func TestLaneAndBudgetOfAnEffort(t *testing.T) {
	const base = time.Second
	for _, c := range []struct {
		effort kit.Effort
		lane   cost
		budget time.Duration
	}{
		{kit.Effort{}, light, base},
		{kit.Effort{Search: true}, heavy, base},
		{kit.Effort{Search: true, Budget: 2}, heavy, 2 * base},
	} {
		if got := laneOf(c.effort); got != c.lane {
			t.Errorf("laneOf(%+v) = %d, want %d", c.effort, got, c.lane)
		}
		if got := budgetOf(c.effort, base); got != c.budget {
			t.Errorf("budgetOf(%+v) = %v, want %v", c.effort, got, c.budget)
		}
	}
}

// A move from a user whose line of bot decisions is full is answered
// at once with 429 and the stored board, and nothing is saved; once the
// user's other decisions finish, the same move plays.
func TestMoveWhileYourBotsAreBusyAnswers429WithTheBoard(t *testing.T) {
	h := newHall(t)
	p := h.player()
	game := p.newGame("checkers", url.Values{"color": {"white"}, "level": {"easy"}})
	before := h.row(game)
	user := "user:" + strconv.FormatInt(before.UserID, 10)

	started := make(chan string, 10)
	var busy []*fakeBot
	for i := range 1 + bots.maxWaiting {
		b := newFakeBot("other game", started)
		busy = append(busy, b)
		go bots.think(userCtx(user), light, time.Minute, b.decide)
		until(t, "the user's line fills", func() bool { return bots.lineLen(user) == i+1 })
	}
	<-started

	move := url.Values{"do": {"move"}, "path": {"c3,d4"}, "v": {strconv.FormatInt(before.Version, 10)}}
	r := p.act(game, move)
	if r.status != http.StatusTooManyRequests || !strings.Contains(r.body, `id="board"`) ||
		!strings.Contains(r.body, "still thinking") {
		t.Fatalf("move while busy: want 429 with the board and why, got %d %.400s", r.status, r.body)
	}
	if after := h.row(game); after.Version != before.Version {
		t.Fatalf("a refused move was saved: version %d -> %d", before.Version, after.Version)
	}
	ru := h.player()
	ru.c.Jar = p.c.Jar
	ru.post("/lang", url.Values{"lang": {"ru"}, "back": {"/"}})
	if r := ru.act(game, move); r.status != http.StatusTooManyRequests || !strings.Contains(r.body, "Боты ещё думают") {
		t.Fatalf("in Russian: %d %.400s", r.status, r.body)
	}

	for i, b := range busy {
		close(b.finish)
		if i+1 < len(busy) {
			<-started
		}
	}
	until(t, "the user's line empties", func() bool { return bots.lineLen(user) == 0 })
	if r := p.act(game, move); r.status != http.StatusOK {
		t.Fatalf("the same move afterwards: %d %.400s", r.status, r.body)
	}
}
