package corpsestarch

import (
	"math/rand/v2"
	"time"

	"gamehall/internal/games/kit"
)

// state is one game: a stockpile that grows with time, the servitors and
// upgrades bought, the Sump's cooldown, the squads out on purges and the
// pace limiter. Every time is unix milliseconds of the server clock.
type state struct {
	created int64 // when the game began
	clock   int64 // the time the state has been advanced to

	stock    int64 // whole starch in the stockpile
	lifetime int64 // whole starch ever gathered
	micro    int64 // millionths of a starch beyond both (see starch.go)

	owned   []int  // units of each tier, by position in tiers
	sharpen int    // chainsword sharpening level
	bought  uint64 // bit i set: upgrades[i] bought

	blessEnd  int64 // the machine-spirit blessing lasts until then
	blessMult int64 // income multiplier while it lasts

	sumpReady int64 // the chainsword can be dipped again from then
	purges    []run // squads out, in the order they left

	tokens int64 // pace limiter, in thousandths of an action

	lastAct       int64       // time of the last accepted action
	lifetimeAtAct int64       // lifetime total right after it
	activeMs      int64       // time played: gaps between actions, each capped
	actions       int64       // accepted actions
	report        *awayReport // the last absence, until acknowledged
	log           []event     // recent outcomes, newest last
	rng           rand.PCG    // the Sump's and the battlefield's dice
	rate          int64       // derived: servitor output, milli-starch per second

	// The long game (tithe.go, omens.go, feats.go): none of it changes
	// while time passes, so catch-up stays the closed form above.
	relics    int64  // relics in hand, the reliquary's currency
	earned    int64  // relics ever earned by tithes: each raises all output
	tithes    int    // tithes paid
	shop      uint64 // bit i set: reliquary[i] bought (kept across tithes)
	feats     uint64 // bit i set: feats[i] earned
	omenKey   uint64 // hashes the omens' schedule; 0 until the first action
	omenTaken int64  // the slot of the last omen heeded
	omens     int64  // omens heeded
	dips      int64  // dips into the Sump
	returns   int64  // squads' rewards collected
	sealed    int64  // when the box was sealed (the story's end), 0 before
}

// run is one squad out on a purge.
type run struct {
	mission    int
	start, end int64
	reward     int64 // fixed at departure
	ready      bool  // the squad is back (end has passed)
}

var (
	_ kit.State[View] = (*state)(nil)
	_ kit.Advancer    = (*state)(nil)
)

// newState begins a game at now with an empty stockpile and a full pace
// allowance.
func newState(seed uint64, now int64) *state {
	s := &state{
		created:   now,
		clock:     now,
		owned:     make([]int, len(tiers)),
		blessMult: 1,
		tokens:    burstTokens,
		lastAct:   now,
		rng:       *kit.NewRNG(seed),
	}
	s.rate = s.servitorRate()
	return s
}

// clone copies the state deeply so an action can be tried on the copy.
func (s *state) clone() *state {
	c := *s
	c.owned = append([]int(nil), s.owned...)
	c.purges = append([]run(nil), s.purges...)
	c.log = append([]event(nil), s.log...)
	if s.report != nil {
		r := *s.report
		r.purges = append([]int(nil), s.report.purges...)
		c.report = &r
	}
	return &c
}

// NextBot reports no bot: the game is played alone.
func (s *state) NextBot() (int, bool) { return 0, false }

// Over is always false: the stockpile never stops growing.
func (s *state) Over() bool { return false }

// has reports whether an upgrade was bought.
func (s *state) has(id string) bool {
	i, ok := upgradeIndex(id)
	return ok && s.bought&(1<<i) != 0
}

// blessed reports whether the blessing holds at the state's clock.
func (s *state) blessed() bool { return s.clock < s.blessEnd }

// unixMs is the server clock in the engine's unit.
func unixMs(t time.Time) int64 { return t.UnixMilli() }
