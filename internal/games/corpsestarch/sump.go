package corpsestarch

import (
	"fmt"
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// dip rolls the Sump: a bonus, a blessing, taint or nothing, then rests
// the chainsword for sumpCooldownMs.
func (s *state) dip() error {
	if err := s.requireSection(secSump); err != nil {
		return err
	}
	if s.clock < s.sumpReady {
		left := (s.sumpReady - s.clock + 999) / 1000
		return kit.Invalid(
			fmt.Sprintf("the chainsword is still dripping: %d s", left),
			fmt.Sprintf("с цепного меча ещё капает: %d с", left))
	}
	s.sumpReady = s.clock + s.sumpCooldown()
	s.dips++
	dice := rand.New(&s.rng)
	taint := taintChance
	if s.has("filters") {
		taint = taintChanceClean
	}
	switch roll := dice.IntN(100); {
	case roll < bonusChance:
		// A bonus worth five requisitions and 20 to 60 seconds of the
		// servitors' output.
		secs := bonusMinSec + dice.Int64N(bonusMaxSec-bonusMinSec+1)
		before := s.lifetime
		s.earnMicro(5 * s.clickMicro())
		s.earn(s.rate, secs*1000)
		s.record(event{kind: evBonus, n: s.lifetime - before})
	case roll < bonusChance+blessChance:
		s.bless()
		s.record(event{kind: evBlessing, n: s.blessMult, secs: (s.blessEnd - s.clock + 999) / 1000})
	case roll < bonusChance+blessChance+taint:
		loss := s.stock * taintPercent / 100
		s.stock -= loss
		s.record(event{kind: evTaint, n: loss})
	default:
		s.record(event{kind: evNothing})
	}
	return nil
}

// bless starts a blessing or lengthens the one in force, never further
// ahead than blessMaxAheadMs; the multiplier is the current one from now
// on (the past is already counted).
func (s *state) bless() {
	start := max(s.clock, s.blessEnd)
	s.blessEnd = min(start+s.blessingLength(), s.clock+blessMaxAheadMs)
	s.blessMult = s.blessingMult()
}
