package corpsestarch

import (
	"fmt"
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// missionOffered reports whether a mission is on the board.
func (s *state) missionOffered(i int) bool {
	return secPurges.open(s.lifetime) && s.lifetime >= missions[i].NeedLifetime
}

// running finds the squad out on mission i.
func (s *state) running(i int) (int, bool) {
	for k, r := range s.purges {
		if r.mission == i {
			return k, true
		}
	}
	return 0, false
}

// missionReward is what mission i would bring if a squad left now.
func (s *state) missionReward(i int) int64 {
	m := missions[i]
	r := m.Base + s.rate*m.IncomeSec/1000
	if s.has("veterans") {
		r += r / 2
	}
	if s.hasRelic("blessed-banner") {
		r = addCapped(r, r)
	}
	return r
}

// launch sends a free squad on mission i.
func (s *state) launch(i int) error {
	if err := s.requireSection(secPurges); err != nil {
		return err
	}
	if !s.missionOffered(i) {
		return kit.Invalid("that mission is not offered yet", "эта миссия пока недоступна")
	}
	if _, ok := s.running(i); ok {
		return kit.Invalid("a squad is already on that mission", "на этой миссии уже есть отряд")
	}
	if len(s.purges) >= s.squads() {
		return kit.Invalid("every squad is out", "все отряды на заданиях")
	}
	s.purges = append(s.purges, run{
		mission: i,
		start:   s.clock,
		end:     s.clock + missions[i].DurationMs,
		reward:  s.missionReward(i),
	})
	return nil
}

// collect takes the reward of a squad that is back: the fixed reward
// varied by ±20%. A squad still out cannot be collected.
func (s *state) collect(i int) error {
	k, ok := s.running(i)
	if !ok {
		return kit.Invalid("no squad is on that mission", "на этой миссии нет отряда")
	}
	r := s.purges[k]
	if !r.ready {
		left := (r.end - s.clock + 999) / 1000
		return kit.Invalid(
			fmt.Sprintf("the squad is not back yet: %d s left", left),
			fmt.Sprintf("отряд ещё не вернулся: осталось %d с", left))
	}
	pct := 80 + rand.New(&s.rng).Int64N(41)
	reward := r.reward / 100 * pct
	if r.reward < maxUnits/200 {
		reward = r.reward * pct / 100
	}
	s.gainUnits(reward)
	s.returns++
	s.purges = append(s.purges[:k], s.purges[k+1:]...)
	s.record(event{kind: evCollected, mission: i, n: reward})
	return nil
}
