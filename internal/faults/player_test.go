package faults

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// driver knows one game's board well enough to pick the next action
// from the HTML the server sent, as a person looking at it would.
type driver interface {
	slug() string
	newGame() url.Values
	read(body string) // take in a board (page or fragment)
	over() bool
	next(rng *rand.Rand) url.Values
}

// minesDriver plays Beginner Minesweeper: mostly reveals, some flags.
type minesDriver struct {
	hidden, flagged []string
	done            bool
}

var msCellRE = regexp.MustCompile(`name="cell" value="(\d+,\d+)" class="c (hidden|flagged)"`)

func (d *minesDriver) slug() string { return "minesweeper" }

func (d *minesDriver) newGame() url.Values {
	*d = minesDriver{}
	return url.Values{"preset": {"beginner"}}
}

func (d *minesDriver) read(body string) {
	d.hidden, d.flagged = d.hidden[:0], d.flagged[:0]
	for _, m := range msCellRE.FindAllStringSubmatch(body, -1) {
		if m[2] == "hidden" {
			d.hidden = append(d.hidden, m[1])
		} else {
			d.flagged = append(d.flagged, m[1])
		}
	}
	d.done = strings.Contains(body, `data-status="won"`) || strings.Contains(body, `data-status="lost"`)
}

func (d *minesDriver) over() bool { return d.done }

func (d *minesDriver) next(rng *rand.Rand) url.Values {
	if len(d.hidden) == 0 && len(d.flagged) > 0 {
		return url.Values{"do": {"flag"}, "cell": {d.flagged[rng.IntN(len(d.flagged))]}}
	}
	if len(d.hidden) == 0 {
		return url.Values{"do": {"reveal"}, "cell": {"0,0"}}
	}
	do := "reveal"
	if rng.IntN(6) == 0 {
		do = "flag"
	}
	return url.Values{"do": {do}, "cell": {d.hidden[rng.IntN(len(d.hidden))]}}
}

// chessDriver plays random legal moves as white against the Easy bot and
// now and then resigns, so games also finish and record results.
type chessDriver struct {
	targets map[string][]string
	done    bool
	plies   int
}

var chessFromRE = regexp.MustCompile(`data-sq="([a-h][1-8])" data-targets="([^"]*)"`)

func (d *chessDriver) slug() string { return "chess" }

func (d *chessDriver) newGame() url.Values {
	*d = chessDriver{}
	return url.Values{"color": {"white"}, "level": {"easy"}}
}

func (d *chessDriver) read(body string) {
	d.targets = map[string][]string{}
	for _, m := range chessFromRE.FindAllStringSubmatch(body, -1) {
		if ts := strings.Fields(m[2]); len(ts) > 0 {
			d.targets[m[1]] = ts
		}
	}
	d.done = strings.Contains(body, " chess-over") || len(d.targets) == 0
}

func (d *chessDriver) over() bool { return d.done }

func (d *chessDriver) next(rng *rand.Rand) url.Values {
	d.plies++
	if d.plies > 6 && rng.IntN(8) == 0 {
		return url.Values{"do": {"resign"}}
	}
	froms := make([]string, 0, len(d.targets))
	for f := range d.targets {
		froms = append(froms, f)
	}
	// Map order is random but not from rng; sort for a reproducible pick.
	slices.Sort(froms)
	from := froms[rng.IntN(len(froms))]
	ts := d.targets[from]
	return url.Values{"do": {"move"}, "from": {from}, "to": {ts[rng.IntN(len(ts))]}}
}

// ledger is every acknowledgement the server gave: game creations (a 303
// to the game, version 1) and moves (a 200 with the board's version).
type ledger struct {
	mu     sync.Mutex
	slugs  map[int64]string
	acked  map[int64]int64 // game id -> highest acknowledged version
	count  int             // acknowledged moves and creations
	broken []string        // acknowledgements whose version did not go up
}

func newLedger() *ledger {
	return &ledger{slugs: map[int64]string{}, acked: map[int64]int64{}}
}

func (l *ledger) ack(slug string, id, version int64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if prev, ok := l.acked[id]; ok && version <= prev {
		l.broken = append(l.broken, fmt.Sprintf("game %d: acknowledged version %d after %d", id, version, prev))
		return
	}
	l.slugs[id] = slug
	l.acked[id] = version
	l.count++
}

func (l *ledger) snapshot() (map[int64]string, map[int64]int64, int, []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	slugs, acked := map[int64]string{}, map[int64]int64{}
	for k, v := range l.slugs {
		slugs[k] = v
	}
	for k, v := range l.acked {
		acked[k] = v
	}
	return slugs, acked, l.count, append([]string(nil), l.broken...)
}

// player plays one game after another through one client, as fast as
// the server answers, and records what the server acknowledged.
type player struct {
	name    string
	c       *client
	d       driver
	led     *ledger
	rng     *rand.Rand
	game    string // "/games/123", or "" before the first game
	version int64
	fresh   bool // the board we hold is the stored one

	acks    atomic.Int64
	lastAck atomic.Int64 // unix nanos of the latest acknowledgement

	mu         sync.Mutex
	unexpected []string
}

func newPlayer(name string, c *client, d driver, led *ledger, seed uint64) *player {
	return &player{name: name, c: c, d: d, led: led, rng: rand.New(rand.NewPCG(seed, 7))}
}

// run plays until ctx ends.
func (p *player) run(ctx context.Context) {
	for ctx.Err() == nil {
		p.step(ctx)
	}
}

func (p *player) acked(id, version int64) {
	p.led.ack(p.d.slug(), id, version)
	p.acks.Add(1)
	p.lastAck.Store(time.Now().UnixNano())
}

// step sends one request: a new game, a fresh look at the board, or a
// move on the board as last seen.
func (p *player) step(ctx context.Context) {
	switch {
	case p.game == "" || (p.fresh && p.d.over()):
		r := p.c.do(ctx, "create", "POST", "/play/"+p.d.slug(), p.d.newGame(), false)
		if r.status == http.StatusSeeOther && strings.HasPrefix(r.loc, "/games/") {
			p.game, p.fresh = r.loc, false
			p.acked(gameID(r.loc), 1)
			return
		}
		p.failed(ctx, r)
	case !p.fresh:
		r := p.c.do(ctx, "show", "GET", p.game, nil, false)
		if r.status == http.StatusOK && boardVersion(r.body) > 0 {
			p.d.read(r.body)
			p.version, p.fresh = boardVersion(r.body), true
			return
		}
		p.failed(ctx, r)
	default:
		act := p.d.next(p.rng)
		act.Set("v", strconv.FormatInt(p.version, 10))
		r := p.c.do(ctx, "act", "POST", p.game, act, true)
		switch {
		case r.status == http.StatusOK && boardVersion(r.body) > 0:
			p.d.read(r.body)
			p.version = boardVersion(r.body)
			p.acked(gameID(p.game), p.version)
		case r.status == http.StatusConflict && boardVersion(r.body) > 0:
			// A move whose answer was lost did reach the game; the
			// 409 carries the board as stored.
			p.d.read(r.body)
			p.version = boardVersion(r.body)
		default:
			p.failed(ctx, r)
		}
	}
}

// failed handles an answer that was not a success: an unavailable server
// (no answer or 503) is waited out; anything else is a finding.
func (p *player) failed(ctx context.Context, r reply) {
	p.fresh = false
	if ctx.Err() != nil {
		return
	}
	if r.status != 0 && r.status != http.StatusServiceUnavailable {
		p.mu.Lock()
		p.unexpected = append(p.unexpected, fmt.Sprintf("%s %s %s: status %d: %.200s", p.name, r.kind, r.path, r.status, r.body))
		p.mu.Unlock()
	}
	select {
	case <-ctx.Done():
	case <-time.After(time.Duration(10+p.rng.IntN(20)) * time.Millisecond):
	}
}

func (p *player) findings() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.unexpected...)
}

// crowd is a set of players running together.
type crowd struct {
	players  []*player
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	stopOnce sync.Once
}

func startCrowd(ctx context.Context, players []*player) *crowd {
	ctx, cancel := context.WithCancel(ctx)
	cr := &crowd{players: players, cancel: cancel}
	for _, p := range players {
		cr.wg.Add(1)
		go func() {
			defer cr.wg.Done()
			p.run(ctx)
		}()
	}
	return cr
}

// stop stops the players and waits for them; later calls do nothing.
func (cr *crowd) stop() {
	cr.stopOnce.Do(func() {
		cr.cancel()
		cr.wg.Wait()
	})
}

// ackedSince reports whether every player had a move acknowledged after t.
func (cr *crowd) ackedSince(t time.Time) (bool, []string) {
	var behind []string
	for _, p := range cr.players {
		if p.lastAck.Load() < t.UnixNano() {
			behind = append(behind, p.name)
		}
	}
	return len(behind) == 0, behind
}

func (cr *crowd) findings() []string {
	var out []string
	for _, p := range cr.players {
		out = append(out, p.findings()...)
	}
	return out
}
