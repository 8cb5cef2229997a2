package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Quest is one story arc: an offer, stages with choices, and endings.
type Quest struct {
	ID       string
	Title    Text
	Offer    Text
	Start    string // the first stage after accepting
	Reserve  int    // tonnes of hold the quest takes on accepting
	Stages   map[string]Stage
	Outcomes []Outcome
}

// Outcome is one ending of a quest.
type Outcome struct {
	ID    string
	Label Text
}

// Stage is a step of a quest. At -1 its choices are open at once;
// otherwise the player must first fly to target At (0 is {A}, 1 is {B},
// 2 is {H}, the system where the quest was accepted).
type Stage struct {
	At      int
	Goal    Text // shown while flying to the target
	Text    Text // shown when the choices are open
	Choices []QChoice
}

// QChoice is one choice of a stage.
type QChoice struct {
	Label Text
	Need  Need
	Eff   Effect
	// Next is the stage that follows, or "=outcome" to end the quest.
	Next string
	// Chance, when above zero, is the % chance of Next; otherwise Else
	// follows with ElseEff. Fight, when above zero, starts a fight with
	// that enemy class: a win leads to Next, an escape to Else.
	Chance  int
	Fight   int
	Else    string
	ElseEff Effect
	Say     Text // the log line when Next follows
	ElseSay Text // the log line when Else follows
}

// Need is what a choice requires.
type Need struct {
	Space int // free tonnes
	Good  int // index+1 of a good held
	Units int
}

// Effect is what a choice does.
type Effect struct {
	Credits int64
	Hull    int // negative: damage (never below 1 hull)
	Reserve int // change of the tonnes the quest takes
	Good    int // index+1 of a good added (Units > 0) or removed (< 0)
	Units   int
	Laser   bool // fits the improved laser (credits if owned)
	Legal   int  // offence points the deed adds to the record
}

// outcome splits "=id" into its id.
func isOutcome(next string) (string, bool) {
	if len(next) > 1 && next[0] == '=' {
		return next[1:], true
	}
	return "", false
}

// target returns the system index of target k of the active quest.
func (s *state) target(k int) int {
	q := s.c.Quest
	if k == 2 {
		return q.Home
	}
	return q.Targets[k]
}

func (s *state) atTarget(k int) bool {
	return s.c.Quest.Gal == s.c.Gal && s.c.Sys == s.target(k)
}

// names are the placeholders' replacements for the active quest.
func (s *state) questNames() []any { return s.namesOf(s.c.Quest) }

// namesOf gives the placeholders of a quest, active or offered.
func (s *state) namesOf(q *active) []any {
	g := Generate(seedFor(s.c.Custom, s.c.Seed), q.Gal)
	return []any{"{A}", g.Systems[q.Targets[0]].Name, "{B}", g.Systems[q.Targets[1]].Name, "{H}", g.Systems[q.Home].Name}
}

// pickTargets draws the quest's two distant systems.
func (s *state) pickTargets() []int {
	g := s.galaxy()
	here := s.here()
	rng := s.r()
	var far []int
	for _, sy := range g.Systems {
		if d := Dist(here, sy); d >= 120 && d <= 400 {
			far = append(far, sy.Index)
		}
	}
	if len(far) < 2 {
		for _, sy := range g.Systems {
			if sy.Index != here.Index {
				far = append(far, sy.Index)
			}
		}
	}
	a := far[rng.IntN(len(far))]
	b := a
	for b == a {
		b = far[rng.IntN(len(far))]
	}
	return []int{a, b}
}

func (s *state) accept() error {
	if s.c.Offer == nil {
		return kit.Invalid("nobody is offering you anything", "вам ничего не предлагают")
	}
	q := Quests[s.c.Offer.ID]
	if s.free() < q.Reserve {
		return kit.Invalid(fmt.Sprintf("this needs %d t of free hold", q.Reserve), fmt.Sprintf("для этого нужно %d т свободного трюма", q.Reserve))
	}
	s.c.Quest, s.c.Offer = s.c.Offer, nil
	s.c.Tab = "quests"
	s.say(tx("Quest accepted: "+q.Title.EN+".", "Задание принято: «"+q.Title.RU+"»."))
	return nil
}

func (s *state) decline() error {
	if s.c.Offer == nil {
		return kit.Invalid("nobody is offering you anything", "вам ничего не предлагают")
	}
	s.c.Offer = nil
	s.say(tx("You decline politely.", "Вы вежливо отказываетесь."))
	return nil
}

func (s *state) abandon() error {
	if s.c.Quest == nil {
		return kit.Invalid("you have no quest", "у вас нет задания")
	}
	s.dropQuest(tx("You abandon the quest.", "Вы бросаете задание."))
	return nil
}

// dropQuest ends the active quest unfinished: it may be offered again.
func (s *state) dropQuest(why Text) {
	s.c.Quest = nil
	s.say(why)
}

// questChoices are the active stage's choices with their availability;
// nil while the player has still to fly to the target.
func (s *state) questChoices() []Choice {
	q := s.c.Quest
	st := Quests[q.ID].Stages[q.Stage]
	if st.At >= 0 && !s.atTarget(st.At) {
		return nil
	}
	names := s.questNames()
	out := make([]Choice, len(st.Choices))
	for i, c := range st.Choices {
		ok, why := s.meets(c)
		out[i] = Choice{Key: fmt.Sprint(i), Label: c.Label.replace(names...), Enabled: ok, Why: why}
	}
	return out
}

func (s *state) meets(c QChoice) (bool, Text) {
	n := c.Need
	if n.Space > 0 && s.free() < n.Space {
		return false, tx(fmt.Sprintf("needs %d t of free hold", n.Space), fmt.Sprintf("нужно %d т свободного трюма", n.Space))
	}
	if n.Good > 0 && s.c.Cargo[n.Good-1] < n.Units {
		g := Goods[n.Good-1]
		return false, tx(fmt.Sprintf("needs %d t of %s", n.Units, g.noun().EN), fmt.Sprintf("нужно %d т: %s", n.Units, g.noun().RU))
	}
	if c.Eff.Credits < 0 && s.c.Credits < -c.Eff.Credits {
		return false, tx("not enough credits", "не хватает кредитов")
	}
	return true, Text{}
}

// choose takes choice i of the active stage.
func (s *state) choose(i int) error {
	if s.c.Quest == nil {
		return kit.Invalid("you have no quest", "у вас нет задания")
	}
	cs := s.questChoices()
	if cs == nil {
		return kit.Invalid("first fly to the quest's destination", "сначала долетите до цели задания")
	}
	if i < 0 || i >= len(cs) {
		return kit.Invalid("no such choice", "нет такого выбора")
	}
	if !cs[i].Enabled {
		return kit.Invalid("you cannot do that: "+cs[i].Why.EN, "так нельзя: "+cs[i].Why.RU)
	}
	q := s.c.Quest
	c := Quests[q.ID].Stages[q.Stage].Choices[i]
	s.c.Tab = "quests"
	if c.Fight > 0 {
		q.Stage = q.Stage + "#" + fmt.Sprint(i) // remembers the choice while fighting
		s.startFight(c.Fight, s.c.Sys, true)
		return nil
	}
	if c.Chance == 0 || s.r().IntN(100) < c.Chance {
		s.questStep(c.Eff, c.Next, c.Say)
	} else {
		s.questStep(c.ElseEff, c.Else, c.ElseSay)
	}
	return nil
}

// questFightOver continues the quest after its fight.
func (s *state) questFightOver(won bool) {
	q := s.c.Quest
	if q == nil {
		return
	}
	stage, idx := splitFight(q.Stage)
	q.Stage = stage
	c := Quests[q.ID].Stages[stage].Choices[idx]
	if won {
		s.questStep(c.Eff, c.Next, c.Say)
	} else {
		s.questStep(c.ElseEff, c.Else, c.ElseSay)
	}
}

func splitFight(st string) (string, int) {
	for i := len(st) - 1; i >= 0; i-- {
		if st[i] == '#' {
			n := 0
			fmt.Sscan(st[i+1:], &n)
			return st[:i], n
		}
	}
	return st, 0
}

// questStep applies an effect and moves to the next stage or ending.
func (s *state) questStep(e Effect, next string, say Text) {
	q := s.c.Quest
	names := s.questNames()
	s.applyEffect(e)
	if say.EN != "" {
		s.say(say.replace(names...))
	}
	if id, ok := isOutcome(next); ok {
		quest := Quests[q.ID]
		for k, o := range quest.Outcomes {
			if o.ID == id {
				s.c.Done[q.ID] = k + 1
			}
		}
		s.c.Quest = nil
		s.say(tx("Quest complete: "+quest.Title.EN+".", "Задание завершено: «"+quest.Title.RU+"»."))
		return
	}
	q.Stage = next
}

// applyEffect applies a quest choice's effect.
func (s *state) applyEffect(e Effect) {
	s.c.Credits = max(0, s.c.Credits+e.Credits)
	if e.Hull != 0 {
		s.c.Hull = min(HullMax, max(1, s.c.Hull+e.Hull))
	}
	if e.Reserve != 0 && s.c.Quest != nil {
		s.c.Quest.Reserve = max(0, s.c.Quest.Reserve+e.Reserve)
	}
	if e.Good > 0 {
		if e.Units > 0 {
			s.addCargo(e.Good-1, e.Units)
		} else {
			s.removeCargo(e.Good-1, -e.Units)
		}
	}
	if e.Legal > 0 {
		s.offend(e.Legal)
	}
	if e.Laser {
		if s.has(UpgLaser) {
			s.c.Credits += 1500
		}
		s.c.Upg |= UpgLaser
	}
}
