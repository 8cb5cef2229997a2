package wayfarer

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// step is one move along a quest: at stage, take choice, and follow
// its Else branch (a failed chance or an escape from the fight).
type step struct {
	stage  string
	choice int
	orElse bool
}

// paths finds, for every ending of a quest, one way to reach it.
func paths(q Quest) map[string][]step {
	out := map[string][]step{}
	var walk func(stage string, path []step, depth int)
	walk = func(stage string, path []step, depth int) {
		if depth > 10 {
			return
		}
		for i, c := range q.Stages[stage].Choices {
			branches := []bool{false}
			if c.Chance > 0 || c.Fight > 0 {
				branches = append(branches, true)
			}
			for _, e := range branches {
				next := c.Next
				if e {
					next = c.Else
				}
				p := append(slices.Clone(path), step{stage, i, e})
				if id, ok := isOutcome(next); ok {
					if _, seen := out[id]; !seen {
						out[id] = p
					}
					continue
				}
				walk(next, p, depth+1)
			}
		}
	}
	walk(q.Start, nil, 0)
	return out
}

// TestQuestGraphs: every stage a choice leads to exists, every ending
// is declared and reachable, every stage is reachable, chances are
// sensible and every text is written in both languages.
func TestQuestGraphs(t *testing.T) {
	if len(Quests) != 8 {
		t.Fatalf("%d quests, want 8", len(Quests))
	}
	for _, q := range Quests {
		if q.Title.EN == "" || q.Title.RU == "" || q.Offer.EN == "" || q.Offer.RU == "" {
			t.Errorf("%s: untranslated title or offer", q.ID)
		}
		reached := map[string]bool{q.Start: true}
		for name, st := range q.Stages {
			if st.At >= 0 && (st.Goal.EN == "" || st.Goal.RU == "") || st.Text.EN == "" || st.Text.RU == "" {
				t.Errorf("%s/%s: untranslated text", q.ID, name)
			}
			for i, c := range st.Choices {
				if c.Label.EN == "" || c.Label.RU == "" {
					t.Errorf("%s/%s/%d: untranslated label", q.ID, name, i)
				}
				if c.Chance < 0 || c.Chance >= 100 || (c.Chance > 0 || c.Fight > 0) != (c.Else != "") {
					t.Errorf("%s/%s/%d: chance %d with else %q", q.ID, name, i, c.Chance, c.Else)
				}
				for _, n := range []string{c.Next, c.Else} {
					if n == "" {
						continue
					}
					if id, ok := isOutcome(n); ok {
						if !slices.ContainsFunc(q.Outcomes, func(o Outcome) bool { return o.ID == id }) {
							t.Errorf("%s: undeclared ending %q", q.ID, id)
						}
					} else if _, ok := q.Stages[n]; !ok {
						t.Errorf("%s: no stage %q", q.ID, n)
					} else {
						reached[n] = true
					}
				}
			}
		}
		for name := range q.Stages {
			if !reached[name] {
				t.Errorf("%s: stage %q cannot be reached", q.ID, name)
			}
		}
		ps := paths(q)
		for _, o := range q.Outcomes {
			if _, ok := ps[o.ID]; !ok {
				t.Errorf("%s: ending %q cannot be reached", q.ID, o.ID)
			}
			if o.Label.EN == "" || o.Label.RU == "" {
				t.Errorf("%s/%s: untranslated ending", q.ID, o.ID)
			}
		}
	}
}

// TestQuestOutcomes drives every quest to each of its endings through
// Apply: the ship is moved to each target (the flying is tested
// elsewhere), chances are found by trying RNG seeds, fights are won by
// weakening the enemy or escaped by fleeing.
func TestQuestOutcomes(t *testing.T) {
	for qi, q := range Quests {
		for oi, o := range q.Outcomes {
			t.Run(q.ID+"/"+o.ID, func(t *testing.T) {
				s := questReady(t, qi)
				for _, st := range paths(q)[o.ID] {
					if s.c.Quest == nil || s.c.Quest.Stage != st.stage {
						t.Fatalf("at %+v the quest is %+v", st, s.c.Quest)
					}
					s = questStep(t, s, q, st)
				}
				if s.c.Quest != nil || s.c.Done[qi] != oi+1 {
					t.Fatalf("ended with quest %+v, record %d, want %d", s.c.Quest, s.c.Done[qi], oi+1)
				}
				if err := s.check(); err != nil {
					t.Fatal(err)
				}
				// A finished quest is never offered again.
				for range 200 {
					s.arriveForTest()
					if s.c.Offer != nil && s.c.Offer.ID == qi {
						t.Fatal("a finished quest was offered again")
					}
					s.c.Offer = nil
				}
			})
		}
	}
}

func (s *state) arriveForTest() { s.arrive(s.c.Sys, true) }

// questReady is a rich career with the quest on offer, accepted.
func questReady(t *testing.T, qi int) *state {
	s := newTest(t, uint64(qi)+1)
	s.c.Credits = 20000
	s.c.Upg |= UpgBay
	med, _ := goodIndex("medicine")
	s.c.Cargo[med], s.c.Paid[med] = 5, 500
	s.c.Offer = &active{ID: qi, Stage: Quests[qi].Start, Gal: s.c.Gal, Home: s.c.Sys, Targets: s.pickTargets(), Reserve: Quests[qi].Reserve}
	mustApply(t, s, kittest.Act("do", "accept"))
	return s
}

// questStep takes one step, retrying RNG seeds until the wanted branch
// happens.
func questStep(t *testing.T, s *state, q Quest, st step) *state {
	t.Helper()
	stage := q.Stages[st.stage]
	if stage.At >= 0 {
		if cs := s.questChoices(); cs != nil {
			t.Fatal("choices open before reaching the target")
		}
		if err := s.Apply(kit.HumanSeat, kittest.Act("do", "choose", "c", "0"), t0); err == nil {
			t.Fatal("a choice away from the target was accepted")
		}
		s.c.Sys = s.target(stage.At)
		s.c.Mode = ModeDocked
	}
	c := stage.Choices[st.choice]
	want := c.Next
	if st.orElse {
		want = c.Else
	}
	for k := range uint64(200) {
		try := roundTrip(t, s)
		try.rng = rand.NewPCG(k, k*31+7)
		mustApply(t, try, kittest.Act("do", "choose", "c", fmt.Sprint(st.choice)))
		if c.Fight > 0 {
			finishFight(t, try, !st.orElse)
		}
		if reached(try, q, want) {
			return try
		}
	}
	t.Fatalf("no seed gives %q from %+v", want, st)
	return nil
}

// finishFight wins (the enemy is left one hull point) or flees (the
// player's hull is restored before every try).
func finishFight(t *testing.T, s *state, win bool) {
	t.Helper()
	for range 500 {
		if s.c.Mode != ModeCombat {
			return
		}
		s.c.Hull = HullMax
		if win {
			s.c.Fight.Shield, s.c.Fight.Hull = 0, 1
			mustApply(t, s, kittest.Act("do", "attack"))
		} else {
			mustApply(t, s, kittest.Act("do", "flee"))
		}
	}
	t.Fatal("the fight never ended")
}

func reached(s *state, q Quest, want string) bool {
	if id, ok := isOutcome(want); ok {
		return s.c.Quest == nil && s.c.Done[slices.IndexFunc(Quests, func(x Quest) bool { return x.ID == q.ID })] ==
			1+slices.IndexFunc(q.Outcomes, func(o Outcome) bool { return o.ID == id })
	}
	return s.c.Quest != nil && s.c.Quest.Stage == want
}

// TestQuestOffers: offers come only on safe arrivals with no quest
// active; declining costs nothing; abandoning frees the hold.
func TestQuestOffers(t *testing.T) {
	s := newTest(t, 3)
	offers := 0
	for range 300 {
		s.arrive(s.c.Sys, true)
		if s.c.Offer != nil {
			offers++
			credits := s.c.Credits
			mustApply(t, s, kittest.Act("do", "decline"))
			if s.c.Credits != credits || s.c.Offer != nil {
				t.Fatal("declining cost something or left the offer")
			}
		}
		s.arrive(s.c.Sys, false)
		if s.c.Offer != nil {
			t.Fatal("an offer after an unsafe arrival")
		}
	}
	if offers < 50 || offers > 130 {
		t.Errorf("%d offers in 300 safe arrivals", offers)
	}
	s = questReady(t, 2) // the smuggler's crates take 6 t
	if s.free() != s.hold()-5-6 {
		t.Fatalf("free hold %d with the crates aboard", s.free())
	}
	mustApply(t, s, kittest.Act("do", "abandon"))
	if s.c.Quest != nil || s.free() != s.hold()-5 || s.c.Done[2] != 0 {
		t.Fatal("abandoning did not free the hold or marked the quest done")
	}
	for range 50 {
		s.arrive(s.c.Sys, true)
		if s.c.Offer != nil && s.c.Quest != nil {
			t.Fatal("an offer while a quest is active")
		}
	}
}

// TestQuestFightLost: losing Korrin's fight with a pod ends the quest
// unfinished (it may come again); without a pod it ends the career.
func TestQuestFightLost(t *testing.T) {
	for _, pod := range []bool{true, false} {
		s := questReady(t, 4)
		if pod {
			s.c.Upg |= UpgPod
		}
		s.c.Sys = s.target(0)
		mustApply(t, s, kittest.Act("do", "choose", "c", "0"))
		if s.c.Mode != ModeCombat || !s.c.Fight.Quest {
			t.Fatal("attacking Korrin started no quest fight")
		}
		for s.c.Mode == ModeCombat {
			s.c.Hull, s.c.Fight.Mine = 1, 0
			s.c.Fight.Shield, s.c.Fight.Hull = Enemies[bossClass].Shield, Enemies[bossClass].Hull
			mustApply(t, s, kittest.Act("do", "attack"))
		}
		switch {
		case pod && (s.c.Mode != ModeDocked || s.c.Quest != nil || s.c.Done[4] != 0 || s.c.Pods != 1):
			t.Fatalf("with a pod: mode %s quest %+v done %d", s.c.Mode, s.c.Quest, s.c.Done[4])
		case !pod && s.c.Mode != ModeOver:
			t.Fatalf("without a pod: mode %s", s.c.Mode)
		}
		roundTrip(t, s)
	}
}
