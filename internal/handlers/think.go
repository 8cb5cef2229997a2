package handlers

import (
	"context"
	"errors"
	"net/http"
	"runtime"
	"strconv"
	"sync"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// Bot time is shared out by a scheduler with three rules:
//
//   - each user has their own line: at most one of their bot decisions
//     runs at a time, a few more wait behind it in arrival order, and any
//     beyond that are refused at once (errBotsBusy, answered 429), so one
//     account running many games in parallel gets one decision's worth of
//     the machine, not all of it;
//   - a decision leaves its user's line for a lane, and a lane admits in
//     arrival order; since each user has at most one decision in a lane,
//     arrival order there is round-robin between users;
//   - searches that may use their whole budget (the strong levels of the
//     board games) take the heavy lane, everything else (card games, easy
//     levels: milliseconds each) the light lane, so a quick move never
//     waits behind a search.
//
// Each lane has a slot per CPU: a search gets a CPU to itself for its
// budget, instead of ten of them sharing two CPUs and each playing far
// weaker than its level on a quiet server.

// cost says which lane a bot decision takes.
type cost int

const (
	light cost = iota
	heavy
)

// laneOf is the lane of a decision that costs e.
func laneOf(e kit.Effort) cost {
	if e.Search {
		return heavy
	}
	return light
}

// budgetOf is the time a decision that costs e may take, given the
// hall's budget for one move.
func budgetOf(e kit.Effort, base time.Duration) time.Duration {
	return base * time.Duration(max(1, e.Budget))
}

// errBotsBusy means the user already has as many bot decisions running
// and waiting as one user may.
var errBotsBusy = errors.New("handlers: this user's bots are busy")

// botUserKey is the context key of the user bot time is charged to.
type botUserKey struct{}

// withBotUser charges the bot decisions made under ctx to user (a user
// id, or the address of a visitor who has none yet).
func withBotUser(ctx context.Context, user string) context.Context {
	return context.WithValue(ctx, botUserKey{}, user)
}

func botUser(ctx context.Context) string {
	u, _ := ctx.Value(botUserKey{}).(string)
	return u
}

// bots is the process's scheduler. Bot decisions of other instances run
// on their own machines, so a per-process scheduler is the right scope.
var bots = newScheduler(max(1, runtime.GOMAXPROCS(0)), max(1, runtime.GOMAXPROCS(0)), 2)

// think runs one bot decision when its user's line and its lane let it,
// with budget counted from when it starts.
func think(ctx context.Context, c cost, budget time.Duration, decide func(context.Context) (kit.Action, error)) (kit.Action, error) {
	return bots.think(ctx, c, budget, decide)
}

// scheduler shares bot time between users (see the comment at the top).
type scheduler struct {
	mu         sync.Mutex
	users      map[string]*userLine
	lanes      [2]*fifo
	maxWaiting int // decisions of one user that may wait behind its running one
}

// userLine is one user's decisions: the one running and those waiting.
type userLine struct {
	turn  *fifo
	count int // running plus waiting, for the cap and for clean-up
}

func newScheduler(heavySlots, lightSlots, maxWaiting int) *scheduler {
	s := &scheduler{users: map[string]*userLine{}, maxWaiting: maxWaiting}
	s.lanes[heavy] = newFIFO(heavySlots)
	s.lanes[light] = newFIFO(lightSlots)
	return s
}

func (s *scheduler) think(ctx context.Context, c cost, budget time.Duration, decide func(context.Context) (kit.Action, error)) (kit.Action, error) {
	u, err := s.enter(botUser(ctx))
	if err != nil {
		return nil, err
	}
	defer s.leave(botUser(ctx), u)
	if err := u.turn.acquire(ctx); err != nil {
		return nil, err
	}
	defer u.turn.release()
	lane := s.lanes[c]
	if err := lane.acquire(ctx); err != nil {
		return nil, err
	}
	defer lane.release()
	bctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	return decide(bctx)
}

// enter joins user's line, or refuses when it is full.
func (s *scheduler) enter(user string) (*userLine, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u := s.users[user]
	if u == nil {
		u = &userLine{turn: newFIFO(1)}
		s.users[user] = u
	}
	if u.count > s.maxWaiting {
		return nil, errBotsBusy
	}
	u.count++
	return u, nil
}

func (s *scheduler) leave(user string, u *userLine) {
	s.mu.Lock()
	defer s.mu.Unlock()
	u.count--
	if u.count == 0 {
		delete(s.users, user)
	}
}

// fifo is a counting semaphore that admits waiters in arrival order
// (a channel does not promise an order to blocked senders).
type fifo struct {
	mu      sync.Mutex
	free    int
	waiters []chan struct{}
}

func newFIFO(slots int) *fifo { return &fifo{free: slots} }

// acquire takes a slot, waiting in line for one, or gives up when ctx ends.
func (f *fifo) acquire(ctx context.Context) error {
	f.mu.Lock()
	if f.free > 0 && len(f.waiters) == 0 {
		f.free--
		f.mu.Unlock()
		return nil
	}
	ready := make(chan struct{})
	f.waiters = append(f.waiters, ready)
	f.mu.Unlock()
	select {
	case <-ready:
		return nil
	case <-ctx.Done():
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, w := range f.waiters {
		if w == ready {
			f.waiters = append(f.waiters[:i], f.waiters[i+1:]...)
			return ctx.Err()
		}
	}
	// The slot was handed over just as ctx ended: pass it on.
	f.releaseLocked()
	return ctx.Err()
}

// release gives a slot back, to the longest waiter if there is one.
func (f *fifo) release() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.releaseLocked()
}

func (f *fifo) releaseLocked() {
	if len(f.waiters) == 0 {
		f.free++
		return
	}
	next := f.waiters[0]
	f.waiters = f.waiters[1:]
	close(next)
}

// queued reports how many wait for a slot (tests use it to know when a
// goroutine has joined a line).
func (f *fifo) queued() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.waiters)
}

// botContext charges a request's bot decisions to its visitor: the user,
// or for a visitor with no user yet, their address.
func (s *Server) botContext(r *http.Request, v *visitor) context.Context {
	key := "addr:" + addrKey(s.clientAddr(r))
	if v.uid != 0 {
		key = "user:" + strconv.FormatInt(v.uid, 10)
	}
	return withBotUser(r.Context(), key)
}

// botsBusyText says why a move waits for the player's bots.
func botsBusyText(lang string) string {
	return ui.Tr(lang, "Your bots are still thinking in your other games; try this move again in a moment.",
		"Боты ещё думают в ваших других партиях; повторите ход через мгновение.")
}

// lineLen is how many decisions a user has running and waiting.
func (s *scheduler) lineLen(user string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if u := s.users[user]; u != nil {
		return u.count
	}
	return 0
}
