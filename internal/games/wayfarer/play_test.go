package wayfarer

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
)

// TestRandomCareers plays careers by random clicks for many actions:
// every offered action is accepted, every state passes the checks and
// survives an encode/decode round trip.
func TestRandomCareers(t *testing.T) {
	jumps := 0
	for seed := range uint64(12) {
		s := newTest(t, seed)
		rng := rand.New(rand.NewPCG(seed, 7))
		for step := range 1500 {
			v := s.View(kit.HumanSeat, t0)
			a := pick(rng, v)
			if a == nil {
				if !s.Over() {
					t.Fatalf("seed %d step %d: no action offered in mode %s", seed, step, v.Mode)
				}
				break
			}
			mustApply(t, s, a)
			if step%50 == 0 {
				s = roundTrip(t, s)
			}
		}
		jumps += s.c.Jumps
		t.Logf("seed %d: %s day %d jumps %d kills %d pods %d worth %d quests %v visited %d", seed, s.c.Mode, s.c.Day, s.c.Jumps, s.c.Kills, s.c.Pods, s.netWorth(), s.c.Done, s.visitedCount())
	}
	if jumps < 400 {
		t.Errorf("only %d jumps in all careers", jumps)
	}
	t.Logf("%d jumps", jumps)
}

// TestCaptainCareers lets a sensible captain fly long careers: no
// illegal state, and trading makes money and quests get done.
func TestCaptainCareers(t *testing.T) {
	quests, rich := 0, 0
	for seed := range uint64(4) {
		s := newTest(t, 100+seed)
		c := &captain{rng: rand.New(rand.NewPCG(seed, 9))}
		for step := range 1500 {
			a := c.pick(s)
			if a == nil {
				break
			}
			mustApply(t, s, a)
			if step%100 == 0 {
				s = roundTrip(t, s)
			}
		}
		quests += s.questsDone()
		if s.netWorth() > 6000 {
			rich++
		}
		t.Logf("seed %d: %s day %d jumps %d kills %d pods %d worth %d quests %v visited %d", seed, s.c.Mode, s.c.Day, s.c.Jumps, s.c.Kills, s.c.Pods, s.netWorth(), s.c.Done, s.visitedCount())
	}
	if quests == 0 || rich == 0 {
		t.Errorf("captains finished %d quests, %d got rich", quests, rich)
	}
}
