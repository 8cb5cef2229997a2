package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Encounter chances in percent by the destination's government.
var (
	pirateChance = [8]int{38, 30, 24, 18, 12, 8, 5, 3}
	patrolChance = [8]int{0, 3, 6, 10, 12, 14, 16, 20}
)

const (
	distressChance = 6
	derelictChance = 6
	offerChance    = 30 // % chance of a quest offer on a safe arrival
	scoopPct       = 40
)

// jumpCost is the fuel a jump from here to system to burns.
func (s *state) jumpCost(to int) int { return Dist(s.here(), s.galaxy().Systems[to]) }

// jump flies to another system of this galaxy.
func (s *state) jump(to int) error {
	if to == s.c.Sys {
		return kit.Invalid("you are already here", "вы уже здесь")
	}
	d := s.jumpCost(to)
	if d > s.c.Fuel {
		return kit.Invalid("not enough fuel for that jump", "на этот прыжок не хватит топлива")
	}
	s.c.Fuel -= d
	if s.has(UpgScoop) {
		s.c.Fuel = min(FuelMax, s.c.Fuel+d*scoopPct/100)
	}
	s.passDays(1 + d/15)
	s.c.Jumps++
	s.c.Offer = nil
	dest := s.galaxy().Systems[to]
	s.say(tx(fmt.Sprintf("Jumped %.1f ly towards %s.", float64(d)/10, dest.Name.EN),
		fmt.Sprintf("Прыжок на %.1f св. лет к системе %s.", float64(d)/10, dest.Name.RU)))
	s.travel(to)
	return nil
}

// galacticJump leaves for the next galaxy, burning the whole tank, and
// comes out at a random system there.
func (s *state) galacticJump() error {
	if s.c.Fuel < intergalactic {
		return kit.Invalid("an intergalactic jump needs a nearly full tank", "для межгалактического прыжка нужен почти полный бак")
	}
	if s.c.Quest != nil {
		s.dropQuest(tx("The quest is abandoned: its people are a galaxy away now.", "Задание брошено: его люди остались в другой галактике."))
	}
	s.voidContracts()
	s.c.Fuel = 0
	s.c.Gal = (s.c.Gal + 1) % Galaxies
	s.passDays(7)
	s.c.Jumps++
	s.c.Offer = nil
	to := s.r().IntN(SystemsPerGal)
	s.say(tx(fmt.Sprintf("The hyperspace tunnel spits you out in galaxy %d.", s.c.Gal+1),
		fmt.Sprintf("Гиперпространственный тоннель выбрасывает вас в галактике %d.", s.c.Gal+1)))
	s.travel(to)
	return nil
}

// travel rolls what happens on the way to system to.
func (s *state) travel(to int) {
	gov := s.galaxy().Systems[to].Gov
	roll := s.r().IntN(100)
	patrol := s.patrolChance(gov)
	switch {
	case roll < pirateChance[gov]:
		s.startFight(pirateClass(s, gov), to, false)
	case roll < pirateChance[gov]+patrol:
		if s.legal() == Fugitive {
			// A fugitive is not inspected: the patrol opens fire.
			s.startFight(patrolClass, to, false)
			return
		}
		s.c.Enc, s.c.Mode = &enc{Kind: "patrol", Dest: to}, ModeEncounter
	case roll < pirateChance[gov]+patrol+distressChance:
		s.c.Enc, s.c.Mode = &enc{Kind: "distress", Dest: to}, ModeEncounter
	case roll < pirateChance[gov]+patrol+distressChance+derelictChance:
		s.c.Enc, s.c.Mode = &enc{Kind: "derelict", Dest: to}, ModeEncounter
	default:
		s.arrive(to, true)
	}
}

// arrive docks at system to. A safe arrival (no fight, no trouble) may
// bring a quest offer.
func (s *state) arrive(to int, safe bool) {
	s.c.Sys = to
	s.c.Mode = ModeDocked
	s.c.Enc, s.c.Fight = nil, nil
	s.c.Fluct = s.r().Uint64() | 1
	s.c.Moved = nil
	s.c.Took = 0
	s.visit(s.c.Gal, to)
	h := s.here()
	s.say(tx("Docked at "+h.Name.EN+".", "Стыковка: "+h.Name.RU+"."))
	if len(s.c.Con) > 0 {
		s.deliver()
	}
	if q := s.c.Quest; q != nil {
		if st := Quests[q.ID].Stages[q.Stage]; st.At >= 0 && s.atTarget(st.At) {
			s.c.Tab = "quests"
			s.say(tx("Quest: you have reached "+h.Name.EN+".", "Задание: вы прибыли в систему "+h.Name.RU+"."))
		}
		return
	}
	if !safe || s.r().IntN(100) >= s.offerChance() {
		return
	}
	var open []int
	for i, d := range s.c.Done {
		if d == 0 {
			open = append(open, i)
		}
	}
	if len(open) == 0 {
		return
	}
	id := open[s.r().IntN(len(open))]
	s.c.Offer = &active{ID: id, Stage: Quests[id].Start, Gal: s.c.Gal, Home: s.c.Sys, Targets: s.pickTargets(), Reserve: Quests[id].Reserve}
	s.say(tx("Someone at the dock wants a word with you: see Quests.", "В доке с вами хотят поговорить: загляните в «Задания»."))
}

// patrolChance is the % chance of meeting a patrol on the way to a
// system of government gov: offenders draw twice the attention of a
// clean ship, fugitives three times.
func (s *state) patrolChance(gov int) int { return patrolChance[gov] * (1 + s.legal()) }

// offerChance is the % chance of a quest offer on a safe arrival: a
// name for delivering contracts on time brings more offers, and a
// lawful station offers nothing to a fugitive.
func (s *state) offerChance() int {
	if s.legal() == Fugitive && s.here().Gov >= lawfulGov {
		return 0
	}
	return offerChance + 2*min(s.c.Deliv, 10)
}

// reachable reports whether a jump to system to is possible now.
func (s *state) reachable(to int) bool {
	return to != s.c.Sys && s.jumpCost(to) <= s.c.Fuel
}
