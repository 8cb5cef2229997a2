package wayfarer

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"gamehall/internal/games/kit"
)

// codecVersion is written into every encoded state so that a later
// format can still read this one.
const codecVersion = 1

// Encode writes the career as JSON with the RNG as PCG's binary form.
func (s *state) Encode() ([]byte, error) {
	b, err := s.rng.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("wayfarer: encode rng: %w", err)
	}
	c := s.c
	c.RNG = b
	return json.Marshal(c)
}

var errCorrupt = errors.New("wayfarer: corrupt state")

func corrupt(what string) error { return fmt.Errorf("%w: %s", errCorrupt, what) }

// decodeState reads what Encode wrote and checks every invariant, so a
// damaged row fails loudly instead of misplaying.
func decodeState(data []byte) (*state, error) {
	c, err := kit.DecodeVersion[career]("wayfarer", data, codecVersion)
	if err != nil {
		return nil, err
	}
	s := &state{c: *c, rng: new(rand.PCG)}
	if err := s.rng.UnmarshalBinary(c.RNG); err != nil {
		return nil, fmt.Errorf("wayfarer: decode rng: %w", err)
	}
	s.c.RNG = nil
	if err := s.check(); err != nil {
		return nil, err
	}
	return s, nil
}

func inRange(v, lo, hi int) bool { return v >= lo && v <= hi }

// check verifies the invariants the rules keep.
func (s *state) check() error {
	c := &s.c
	switch {
	case !inRange(c.Gal, 0, Galaxies-1) || !inRange(c.Sys, 0, SystemsPerGal-1):
		return corrupt("position")
	case !c.Custom && c.Seed != 0:
		return corrupt("seed")
	case c.Credits < 0 || c.Credits > 1<<50:
		return corrupt("credits")
	case !inRange(c.Fuel, 0, FuelMax):
		return corrupt("fuel")
	case c.Upg >= 1<<len(Upgrades):
		return corrupt("upgrades")
	case len(c.Cargo) != len(Goods) || len(c.Paid) != len(Goods):
		return corrupt("cargo")
	case c.Day < 0 || c.Jumps < 0 || c.Kills < 0 || c.Pods < 0 || c.Actions < 0:
		return corrupt("counters")
	case !slices.Contains(Tabs, c.Tab):
		return corrupt("tab")
	case len(c.Done) != len(Quests) || len(c.Visited) != Galaxies*SystemsPerGal/64:
		return corrupt("records")
	case len(c.Log) > logSize:
		return corrupt("log")
	case !inRange(c.Off, 0, maxOffence) || c.Fined < 0 || c.Deliv < 0 || !inRange(c.Ship, 0, len(Hulls)-1) ||
		!inRange(c.Mis, 0, Hulls[c.Ship].Pylons) || c.Took >= 1<<boardSize:
		return corrupt("reputation")
	case len(c.Con) > maxContracts || c.Con != nil && len(c.Con) == 0:
		return corrupt("contracts")
	}
	for _, k := range c.Con {
		if !inRange(k.Good, 0, len(Goods)-1) || !inRange(k.N, 1, 100) || !inRange(k.Gal, 0, Galaxies-1) ||
			!inRange(k.To, 0, SystemsPerGal-1) || k.Due < 0 || k.Pay < 0 {
			return corrupt("contracts")
		}
	}
	if c.Moved != nil && len(c.Moved) != len(Goods) {
		return corrupt("market")
	}
	for _, m := range c.Moved {
		if m < -1000 || m > 1000 {
			return corrupt("market")
		}
	}
	for g := range Goods {
		if c.Cargo[g] < 0 || c.Cargo[g] > 1000 || c.Paid[g] < 0 || (c.Cargo[g] == 0 && c.Paid[g] != 0) {
			return corrupt("cargo")
		}
	}
	for i, d := range c.Done {
		if !inRange(d, 0, len(Quests[i].Outcomes)) {
			return corrupt("quest record")
		}
	}
	if c.Mode == ModeOver {
		if c.Ret && (!inRange(c.Hull, 1, HullMax) || c.Jumps == 0) || !c.Ret && c.Hull != 0 || c.Con != nil || c.Cause == nil || c.Enc != nil || c.Fight != nil || c.Quest != nil || c.Offer != nil {
			return corrupt("the end")
		}
		return nil
	}
	if !inRange(c.Hull, 1, HullMax) || c.Cause != nil || c.NetAtEnd != 0 || c.Ret {
		return corrupt("hull")
	}
	if s.used() > s.hold() {
		return corrupt("hold")
	}
	if err := s.checkQuest(c.Quest, c.Mode == ModeCombat && c.Fight != nil && c.Fight.Quest); err != nil {
		return err
	}
	if err := s.checkQuest(c.Offer, false); err != nil {
		return err
	}
	if c.Offer != nil && (c.Quest != nil || c.Offer.Stage != Quests[c.Offer.ID].Start || c.Offer.Gal != c.Gal) {
		return corrupt("offer")
	}
	switch c.Mode {
	case ModeDocked:
		if c.Enc != nil || c.Fight != nil {
			return corrupt("docked mid-encounter")
		}
	case ModeEncounter:
		if c.Enc == nil || c.Fight != nil || !slices.Contains([]string{"patrol", "distress", "derelict"}, c.Enc.Kind) ||
			!inRange(c.Enc.Dest, 0, SystemsPerGal-1) {
			return corrupt("encounter")
		}
	case ModeCombat:
		f := c.Fight
		if f == nil || c.Enc != nil || !inRange(f.Class, 0, len(Enemies)-1) {
			return corrupt("fight")
		}
		e := Enemies[f.Class]
		if !inRange(f.Shield, 0, e.Shield) || !inRange(f.Hull, 1, e.Hull) || !inRange(f.Mine, 0, s.shieldMax()) ||
			f.Round < 0 || f.Dealt < 0 || f.Dealt > 50 || f.Took < 0 || f.Took > 50 || len(f.Lines) > fightLines || !inRange(f.Dest, 0, SystemsPerGal-1) || f.Demand < 0 ||
			(f.Talk && f.Demand == 0) || f.Quest != (f.Class == bossClass) || (f.Quest && c.Quest == nil) {
			return corrupt("fight")
		}
	default:
		return corrupt("mode")
	}
	return nil
}

// checkQuest checks an active or offered quest; fighting says whether
// its stage may carry the "#choice" of a quest fight.
func (s *state) checkQuest(q *active, fighting bool) error {
	if q == nil {
		return nil
	}
	if !inRange(q.ID, 0, len(Quests)-1) || !inRange(q.Gal, 0, Galaxies-1) || !inRange(q.Home, 0, SystemsPerGal-1) ||
		len(q.Targets) != 2 || q.Reserve < 0 || q.Reserve > 100 || s.c.Done[q.ID] != 0 {
		return corrupt("quest")
	}
	for _, t := range q.Targets {
		if !inRange(t, 0, SystemsPerGal-1) {
			return corrupt("quest target")
		}
	}
	stage := q.Stage
	if strings.Contains(stage, "#") {
		if !fighting {
			return corrupt("quest stage")
		}
		var i int
		stage, i = splitFight(stage)
		st, ok := Quests[q.ID].Stages[stage]
		if !ok || !inRange(i, 0, len(st.Choices)-1) || st.Choices[i].Fight == 0 || q.Stage != fmt.Sprintf("%s#%d", stage, i) {
			return corrupt("quest fight")
		}
		return nil
	}
	if fighting {
		return corrupt("quest fight")
	}
	if _, ok := Quests[q.ID].Stages[stage]; !ok {
		return corrupt("quest stage")
	}
	return nil
}
