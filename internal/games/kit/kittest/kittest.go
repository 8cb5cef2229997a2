// Package kittest is the contract suite every game of the hall runs: one
// contract_test.go per engine calls [Run] with a few new-game forms and a
// way to pick legal-looking actions, and [Fuzz] from a fuzz target. The
// suite plays each form from fixed seeds to the end, checking after every
// action what kit promises the hall:
//
//   - Encode and Decode round-trip to the same bytes, and damaged bytes
//     are refused without a panic;
//   - a refused action returns a *kit.InputError and changes nothing: the
//     encoded state is byte for byte what it was (the hall relies on it
//     and does not reload a game after a refusal);
//   - View for every seat (and for seats out of range) and Results never
//     panic; Results name the game's boards, one result a board, and
//     agree with Over: no win before the end, an outcome at the end;
//   - NextBot names a bot seat only while the game goes on, and acting
//     for a seat whose turn it is not is refused;
//   - no secret of a seat (kit.Keeper) shows in the JSON of its view.
package kittest

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Suite describes one game to the contract suite.
type Suite[V any] struct {
	Game kit.Game[V]
	// Seats is how many seats the game has at most (1 for a game played
	// alone); seats from 1 up are bots.
	Seats int
	// Forms are new-game options to play; none means the defaults.
	Forms []url.Values
	// Seeds are the seeds each form is played from; none means 1, 2, 3.
	Seeds []uint64
	// Play picks an action for seat: legal or nearly so (the suite also
	// damages it on purpose). It may read the whole state, as a test
	// helper may. Nil means the seat has nothing to do, which ends the
	// game's play.
	Play func(st kit.State[V], seat int, r *rand.Rand) kit.Action
	// Steps caps the actions of one game; 0 means 400.
	Steps int
	// Tick is the clock's step between actions; 0 means two seconds.
	Tick time.Duration
	// Check, when set, checks the engine's own invariants after an
	// accepted action (an unexported consistency check, say).
	Check func(kit.State[V]) error
	// Unlisted are boards the game records results on without a
	// leaderboard (a custom size, say), besides its Info().Boards.
	Unlisted []string
	// Junk are extra values the suite sends in place of an action's
	// values, besides its own (names of this game's fields, say).
	Junk []string
	// Moved, for a game with an opponent, makes the person's first move
	// in a new game of the first form: Run then checks resigning (see
	// [Resign]).
	Moved func(kit.State[V])
}

// Start is the clock every game of the suite starts at.
var Start = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

func (s *Suite[V]) defaults() {
	if len(s.Forms) == 0 {
		s.Forms = []url.Values{{}}
	}
	if len(s.Seeds) == 0 {
		s.Seeds = []uint64{1, 2, 3}
	}
	if s.Steps == 0 {
		s.Steps = 400
	}
	if s.Tick == 0 {
		s.Tick = 2 * time.Second
	}
	if s.Seats == 0 {
		s.Seats = 1
	}
}

// Run plays every form from every seed and checks the contract after
// each action.
func Run[V any](t *testing.T, s Suite[V]) {
	s.defaults()
	t.Run("damaged bytes", func(t *testing.T) { damagedBytes(t, s) })
	if s.Moved != nil {
		t.Run("resign", func(t *testing.T) { Resign(t, s.Game, s.Forms[0], s.Moved) })
	}
	for fi, form := range s.Forms {
		for _, seed := range s.Seeds {
			t.Run(fmt.Sprintf("form%d/seed%d", fi, seed), func(t *testing.T) {
				st, err := s.Game.New(form, seed, Start)
				if err != nil {
					t.Fatalf("New(%v): %v", form, err)
				}
				p := s.player(t, st, rand.New(rand.NewPCG(seed, uint64(fi))), Start)
				p.play(s.Steps)
				t.Logf("%d actions accepted, %d refused, over %v", p.accepted, p.refused, st.Over())
				if p.accepted == 0 {
					t.Errorf("no action of Play was accepted in %v", form)
				}
			})
		}
	}
}

// player plays one game for the suite.
type player[V any] struct {
	t                 testing.TB
	s                 *Suite[V]
	st                kit.State[V]
	r                 *rand.Rand
	now               time.Time
	accepted, refused int
	// warm marks play that only leads up to what is checked (a fuzz
	// input): no damaged actions, no checks after each action.
	warm bool
}

func (s *Suite[V]) player(t testing.TB, st kit.State[V], r *rand.Rand, now time.Time) *player[V] {
	p := &player[V]{t: t, s: s, st: st, r: r, now: now}
	p.invariants("the new game")
	return p
}

// play acts until the game ends, nobody can act, or steps run out.
func (p *player[V]) play(steps int) {
	stuck := 0
	for range steps {
		if p.st.Over() || stuck > 40 {
			p.over()
			return
		}
		p.now = p.now.Add(p.s.Tick)
		if a, ok := p.st.(kit.Advancer); ok {
			a.Advance(p.now)
		}
		seat, bot := p.st.NextBot()
		if !bot {
			seat = kit.HumanSeat
			if !p.warm {
				p.wrongSeats()
			}
		}
		act := p.s.Play(p.st, seat, p.r)
		if act == nil {
			return
		}
		if !p.warm && p.r.IntN(3) == 0 {
			p.apply(seat, damage(act, p.r, p.s.Junk), "a damaged action")
		}
		if p.apply(seat, act, "Play's action") {
			stuck = 0
		} else {
			stuck++
		}
	}
}

// apply applies an action and checks what follows; it reports whether
// the action was accepted.
func (p *player[V]) apply(seat int, act kit.Action, what string) bool {
	p.t.Helper()
	before := p.encode()
	err := p.st.Apply(seat, act, p.now)
	if err != nil {
		p.refusedUnchanged(before, err, fmt.Sprintf("%s %v for seat %d", what, act, seat))
		p.refused++
		return false
	}
	p.accepted++
	if p.warm {
		return true
	}
	if p.s.Check != nil {
		if err := p.s.Check(p.st); err != nil {
			p.t.Fatalf("after %s %v for seat %d: %v", what, act, seat, err)
		}
	}
	p.invariants(fmt.Sprintf("after %s %v for seat %d", what, act, seat))
	return true
}

// refusedUnchanged checks that a refusal is an InputError and left the
// state as it was.
func (p *player[V]) refusedUnchanged(before []byte, err error, what string) {
	p.t.Helper()
	var ie *kit.InputError
	if !errors.As(err, &ie) {
		p.t.Fatalf("%s: refused with %v (%T), not a *kit.InputError", what, err, err)
	}
	if ie.EN == "" || ie.RU == "" {
		p.t.Errorf("%s: a refusal without a message in both languages: %+v", what, ie)
	}
	if after := p.encode(); !bytes.Equal(before, after) {
		p.t.Fatalf("%s: refused (%v) but the state changed:\nbefore %s\nafter  %s", what, err, before, after)
	}
}

// wrongSeats: while no bot is due, nobody but the person may act, not
// even with the person's own move.
func (p *player[V]) wrongSeats() {
	p.t.Helper()
	act := p.s.Play(p.st, kit.HumanSeat, p.r)
	if act == nil {
		return
	}
	for seat := -1; seat <= p.s.Seats; seat++ {
		if seat == kit.HumanSeat {
			continue
		}
		before := p.encode()
		err := p.st.Apply(seat, act, p.now)
		if err == nil {
			p.t.Fatalf("seat %d acted %v while it was not its turn (no bot due)", seat, act)
		}
		p.refusedUnchanged(before, err, fmt.Sprintf("seat %d out of turn: %v", seat, act))
	}
}

// over checks a finished game: every action refused, nothing changed.
func (p *player[V]) over() {
	p.t.Helper()
	if !p.st.Over() {
		return
	}
	if seat, ok := p.st.NextBot(); ok {
		p.t.Fatalf("the game is over and NextBot still names seat %d", seat)
	}
	act := p.s.Play(p.st, kit.HumanSeat, p.r)
	if act == nil {
		act = kit.Action{"do": {"pass"}}
	}
	before := p.encode()
	err := p.st.Apply(kit.HumanSeat, act, p.now)
	if err == nil {
		p.t.Fatalf("the game is over and %v was accepted", act)
	}
	p.refusedUnchanged(before, err, fmt.Sprintf("%v after the end", act))
}

func (p *player[V]) encode() []byte {
	p.t.Helper()
	b, err := p.st.Encode()
	if err != nil {
		p.t.Fatalf("Encode: %v", err)
	}
	return b
}

// invariants checks what must hold of any state.
func (p *player[V]) invariants(when string) {
	p.t.Helper()
	checkState(p.t, p.s, p.st, p.now, when)
}

// checkState checks a state: the round trip, views, results, NextBot
// and secrets.
func checkState[V any](t testing.TB, s *Suite[V], st kit.State[V], now time.Time, when string) {
	t.Helper()
	b, err := st.Encode()
	if err != nil {
		t.Fatalf("%s: Encode: %v", when, err)
	}
	again, err := s.Game.Decode(b)
	if err != nil {
		t.Fatalf("%s: Decode of Encode: %v\n%s", when, err, b)
	}
	if b2, err := again.Encode(); err != nil || !bytes.Equal(b, b2) {
		t.Fatalf("%s: Encode, Decode, Encode differs (%v):\n%s\n%s", when, err, b, b2)
	}
	if after, _ := st.Encode(); !bytes.Equal(b, after) {
		t.Fatalf("%s: Encode changed the state", when)
	}
	over := st.Over()
	if bot, ok := st.NextBot(); ok && (over || bot <= kit.HumanSeat || bot >= s.Seats) {
		t.Fatalf("%s: NextBot names seat %d (over %v, %d seats)", when, bot, over, s.Seats)
	}
	boards := map[string]bool{}
	for _, b := range s.Game.Info().Boards {
		boards[b.Key] = true
	}
	for _, key := range s.Unlisted {
		boards[key] = true
	}
	results := st.Results()
	seen := map[string]bool{}
	for _, r := range results {
		if !boards[r.Board] {
			t.Fatalf("%s: a result for board %q, not one of the game's", when, r.Board)
		}
		if seen[r.Board] {
			t.Fatalf("%s: two results for board %q", when, r.Board)
		}
		seen[r.Board] = true
		// A person can be out (a loss) while bots play on; nobody has
		// won a game that goes on.
		if !over && r.Outcome == kit.Win {
			t.Fatalf("%s: the game goes on and a result says %v: %+v", when, r.Outcome, r)
		}
	}
	if over {
		decided := len(results) == 0
		for _, r := range results {
			decided = decided || r.Outcome != kit.Unfinished
		}
		if !decided {
			t.Fatalf("%s: the game is over and no result says how: %+v", when, results)
		}
	}
	keeper, _ := st.(kit.Keeper)
	for seat := -1; seat <= s.Seats; seat++ {
		v := st.View(seat, now)
		if keeper == nil || seat < 0 || seat >= s.Seats {
			continue
		}
		if leaks := LeaksInView(v, keeper.Secrets(seat)); len(leaks) > 0 {
			t.Fatalf("%s: the view of seat %d gives away %d secrets: %v", when, seat, len(leaks), leaks[:min(len(leaks), 5)])
		}
	}
	if r, ok := st.(cards.Revealer); ok && keeper != nil {
		revealsSecrets(t, r, keeper, when)
	}
	if after, _ := st.Encode(); !bytes.Equal(b, after) {
		t.Fatalf("%s: View, Results, NextBot or Reveal changed the state", when)
	}
}

// revealsSecrets checks that a card game's Reveal, which a finished
// game's record shows as its hidden cards, lays open every card hidden
// from the person: none is missing from the record.
func revealsSecrets(t testing.TB, r cards.Revealer, keeper kit.Keeper, when string) {
	t.Helper()
	var open cards.Set
	for _, p := range r.Reveal() {
		for _, c := range p.Cards {
			if !c.Valid() {
				t.Fatalf("%s: Reveal lays open an invalid card in %+v", when, p)
			}
			open = open.Add(c)
		}
	}
	for _, sec := range keeper.Secrets(kit.HumanSeat) {
		if len(sec.JSON) == 0 {
			continue
		}
		c, err := cards.Parse(sec.JSON[0])
		if err != nil {
			continue // not a card: the RNG
		}
		if !open.Has(c) {
			t.Fatalf("%s: %s is hidden from the person and Reveal does not lay it open", when, sec.What)
		}
	}
}

// Picked adapts a test's picker over the engine's own state type S (one
// that also names the seat to act, as the tests' random-move helpers do)
// to [Suite.Play].
func Picked[V any, S kit.State[V]](pick func(S, *rand.Rand) (int, kit.Action)) func(kit.State[V], int, *rand.Rand) kit.Action {
	return func(st kit.State[V], _ int, r *rand.Rand) kit.Action {
		_, a := pick(st.(S), r)
		return a
	}
}

// Checked adapts the engine's invariant check over its own state type S
// to [Suite.Check].
func Checked[V any, S kit.State[V]](check func(S) error) func(kit.State[V]) error {
	return func(st kit.State[V]) error { return check(st.(S)) }
}

// Aside is, for a Suite's Play of a two-player board game, an action
// other than a move now and then: one of others (draw offers, undo,
// resign...) one time in 25 and always once the game is over, with
// "resign" kept to a quarter of the times it is drawn. ok is false when
// the turn should play a move instead.
func Aside(r *rand.Rand, over bool, others []string) (act kit.Action, ok bool) {
	if r.IntN(25) == 0 || over {
		if do := others[r.IntN(len(others))]; do != kit.ActResign || r.IntN(4) == 0 {
			return kit.Action{"do": {do}}, true
		}
	}
	return nil, false
}
