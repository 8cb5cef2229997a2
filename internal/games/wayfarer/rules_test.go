package wayfarer

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func refused(t *testing.T, s *state, a map[string]string) {
	t.Helper()
	before, _ := s.Encode()
	kv := []string{}
	for k, v := range a {
		kv = append(kv, k, v)
	}
	err := s.Apply(kit.HumanSeat, kittest.Act(kv...), t0)
	if !kit.IsInvalid(err) {
		t.Fatalf("%v: got %v, want a refusal", a, err)
	}
	after, _ := s.Encode()
	if string(before) != string(after) {
		t.Fatalf("%v: a refused action changed the state", a)
	}
}

func TestTrading(t *testing.T) {
	s := newTest(t, 1)
	food, _ := goodIndex("food")
	price := BuyPrice(s.here(), food, s.c.Fluct)
	mustApply(t, s, kittest.Act("do", "buy", "good", "food", "n", "3"))
	if s.c.Cargo[food] != 3 || s.c.Credits != startCredits-3*price {
		t.Fatalf("bought 3: cargo %d credits %d", s.c.Cargo[food], s.c.Credits)
	}
	s.c.Fluct = 12345 // another day's prices
	p2 := BuyPrice(s.here(), food, s.c.Fluct)
	mustApply(t, s, kittest.Act("do", "buy", "good", "food", "n", "1"))
	if v := s.View(0, t0); v.Market[food].Avg != (3*price+p2)/4 {
		t.Fatalf("average paid %d, want %d", v.Market[food].Avg, (3*price+p2)/4)
	}
	mustApply(t, s, kittest.Act("do", "buy", "good", "food", "n", "max"))
	if s.free() != 0 {
		t.Fatalf("buying max left %d t free", s.free())
	}
	refused(t, s, map[string]string{"do": "buy", "good": "food"})
	credits, gain := s.c.Credits, s.sellGain(food, s.hold())
	mustApply(t, s, kittest.Act("do", "sell", "good", "food", "n", "all"))
	if s.c.Cargo[food] != 0 || s.c.Paid[food] != 0 || s.c.Credits != credits+gain {
		t.Fatal("selling all went wrong")
	}
	refused(t, s, map[string]string{"do": "sell", "good": "food"})
	refused(t, s, map[string]string{"do": "buy", "good": "food", "n": "0"})
	refused(t, s, map[string]string{"do": "buy", "good": "food", "n": "-3"})
	refused(t, s, map[string]string{"do": "buy", "good": "unobtainium"})
	s.c.Credits = 0
	refused(t, s, map[string]string{"do": "buy", "good": "food"})
	// Illegal goods are not traded under a lawful government.
	s.c.Credits = 5000
	for i, sy := range s.galaxy().Systems {
		if sy.Gov >= lawfulGov {
			s.c.Sys = i
			break
		}
	}
	refused(t, s, map[string]string{"do": "buy", "good": "contraband"})
}

// TestMarketImpact: buying pushes this market's price up and selling
// pushes it down, within bounds, and buying then selling back at once
// never makes money.
func TestMarketImpact(t *testing.T) {
	for seed := range uint64(30) {
		s := newTest(t, seed)
		s.c.Credits, s.c.Upg = 1_000_000, UpgBay
		for g, gd := range Goods {
			if !traded(s.here(), g) {
				continue
			}
			before := priceAt(s.here(), g, s.c.Fluct, s.moved(g))
			credits := s.c.Credits
			mustApply(t, s, kittest.Act("do", "buy", "good", gd.ID, "n", "max"))
			after := priceAt(s.here(), g, s.c.Fluct, s.moved(g))
			if after < before || after*100 > gd.Base*maxPricePct {
				t.Fatalf("%s: %d before buying, %d after", gd.ID, before, after)
			}
			mustApply(t, s, kittest.Act("do", "sell", "good", gd.ID, "n", "all"))
			if s.c.Credits >= credits {
				t.Fatalf("%s: buying and selling back made %d", gd.ID, s.c.Credits-credits)
			}
		}
		s.arrive(s.c.Sys, false)
		if s.c.Moved != nil {
			t.Fatal("the market did not forget the trade on arrival")
		}
	}
	// A dumped cargo fetches less and less, never below the bound.
	s := newTest(t, 1)
	food, _ := goodIndex("food")
	for m := 0; m > -200; m-- {
		p := sellAt(s.here(), food, s.c.Fluct, m)
		if p <= 0 || p*100 < Goods[food].Base*minPricePct*sellPct/100-100 {
			t.Fatalf("sell price %d at %d", p, m)
		}
	}
}

func TestShipyard(t *testing.T) {
	s := newTest(t, 2)
	refused(t, s, map[string]string{"do": "refuel"})
	refused(t, s, map[string]string{"do": "repair"})
	s.c.Fuel, s.c.Hull = 10, 40
	mustApply(t, s, kittest.Act("do", "refuel"))
	mustApply(t, s, kittest.Act("do", "repair"))
	if s.c.Fuel != FuelMax || s.c.Hull != HullMax || s.c.Credits != startCredits-60*fuelPrice-60*repairPrice {
		t.Fatalf("fuel %d hull %d credits %d", s.c.Fuel, s.c.Hull, s.c.Credits)
	}
	// A short purse buys what it can.
	s.c.Fuel, s.c.Credits = 0, 10*fuelPrice+fuelPrice-1
	mustApply(t, s, kittest.Act("do", "refuel"))
	if s.c.Fuel != 10 || s.c.Credits != fuelPrice-1 {
		t.Fatalf("partial refuel: fuel %d credits %d", s.c.Fuel, s.c.Credits)
	}
	s.c.Credits = 100000
	for _, u := range Upgrades {
		s.c.Sys = techAtLeast(s, u.Tech)
		mustApply(t, s, kittest.Act("do", "upgrade", "item", u.ID))
		refused(t, s, map[string]string{"do": "upgrade", "item": u.ID})
	}
	if s.hold() != baseHold+bayExtra || s.shieldMax() != boostedShield {
		t.Fatal("upgrades had no effect")
	}
	s.c.Upg = 0
	s.c.Sys = techBelow(s, 8)
	refused(t, s, map[string]string{"do": "upgrade", "item": "laser"})
	// Dock work only for the broke.
	refused(t, s, map[string]string{"do": "work"})
	s.c.Credits = 10
	mustApply(t, s, kittest.Act("do", "work"))
	if s.c.Credits < 40 || s.c.Day != 3 {
		t.Fatalf("dock work paid %d by day %d", s.c.Credits, s.c.Day)
	}
}

func techAtLeast(s *state, tech int) int {
	for i, sy := range s.galaxy().Systems {
		if sy.Tech >= tech {
			return i
		}
	}
	panic("no such system")
}

func techBelow(s *state, tech int) int {
	for i, sy := range s.galaxy().Systems {
		if sy.Tech < tech {
			return i
		}
	}
	panic("no such system")
}

func TestJumps(t *testing.T) {
	s := newTest(t, 4)
	refused(t, s, map[string]string{"do": "jump", "to": itoa(s.c.Sys)})
	far := -1
	for i, sy := range s.galaxy().Systems {
		if Dist(s.here(), sy) > FuelMax {
			far = i
			break
		}
	}
	refused(t, s, map[string]string{"do": "jump", "to": itoa(far)})
	var near System
	for _, sy := range s.galaxy().Systems {
		if s.reachable(sy.Index) {
			near = sy
			break
		}
	}
	d := Dist(s.here(), near)
	mustApply(t, s, kittest.Act("do", "jump", "to", itoa(near.Index)))
	if s.c.Fuel != FuelMax-d || s.c.Jumps != 1 {
		t.Fatalf("fuel %d after a %d jump", s.c.Fuel, d)
	}
	// With a scoop 40% comes back.
	s = newTest(t, 4)
	s.c.Upg |= UpgScoop
	mustApply(t, s, kittest.Act("do", "jump", "to", itoa(near.Index)))
	if s.c.Fuel != FuelMax-d+d*scoopPct/100 {
		t.Fatalf("scoop: fuel %d", s.c.Fuel)
	}
	// Intergalactic: a nearly full tank, burnt whole, next galaxy.
	s = newTest(t, 5)
	s.c.Fuel = intergalactic - 1
	refused(t, s, map[string]string{"do": "galactic"})
	s.c.Fuel = intergalactic
	mustApply(t, s, kittest.Act("do", "galactic"))
	if s.c.Gal != 1 || s.c.Fuel != 0 {
		t.Fatalf("after the hyperjump: galaxy %d fuel %d", s.c.Gal, s.c.Fuel)
	}
	s.c.Gal = 3
	s.c.Mode, s.c.Enc, s.c.Fight = ModeDocked, nil, nil
	s.c.Fuel = FuelMax
	mustApply(t, s, kittest.Act("do", "galactic"))
	if s.c.Gal != 0 {
		t.Fatal("galaxy 4 does not lead back to galaxy 1")
	}
}

// TestEncounterOdds: lawless destinations bring pirates, strict ones
// patrols, in about the stated shares.
func TestEncounterOdds(t *testing.T) {
	count := func(gov int) map[string]int {
		out := map[string]int{}
		s := newTest(t, 6)
		to := -1
		for i, sy := range s.galaxy().Systems {
			if sy.Gov == gov {
				to = i
			}
		}
		for range 4000 {
			s.c.Mode, s.c.Enc, s.c.Fight = ModeDocked, nil, nil
			s.travel(to)
			switch s.c.Mode {
			case ModeCombat:
				out["pirate"]++
			case ModeEncounter:
				out[s.c.Enc.Kind]++
			}
		}
		return out
	}
	anarchy, corp := count(0), count(7)
	if anarchy["pirate"] < 1300 || anarchy["pirate"] > 1750 || anarchy["patrol"] != 0 {
		t.Errorf("anarchy: %v", anarchy)
	}
	if corp["pirate"] > 250 || corp["patrol"] < 650 || corp["patrol"] > 950 {
		t.Errorf("corporate state: %v", corp)
	}
}

func encounterAt(t *testing.T, seed uint64, kind string, gov int) *state {
	s := newTest(t, seed)
	to := 0
	for i, sy := range s.galaxy().Systems {
		if sy.Gov == gov && i != s.c.Sys {
			to = i
		}
	}
	s.c.Enc, s.c.Mode = &enc{Kind: kind, Dest: to}, ModeEncounter
	return s
}

func TestPatrol(t *testing.T) {
	cont, _ := goodIndex("contraband")
	found, clean := 0, 0
	for seed := range uint64(200) {
		s := encounterAt(t, seed, "patrol", 7)
		s.c.Cargo[cont], s.c.Paid[cont] = 4, 400
		refused(t, s, map[string]string{"do": "jump", "to": "1"})
		mustApply(t, s, kittest.Act("do", "enc", "c", "comply"))
		if s.c.Mode != ModeDocked {
			t.Fatal("the inspection did not end in the dock")
		}
		if s.c.Cargo[cont] == 0 {
			found++
			if s.c.Credits != startCredits-4*40 {
				t.Fatalf("fine: credits %d", s.c.Credits)
			}
		}
		s2 := encounterAt(t, seed, "patrol", 7)
		mustApply(t, s2, kittest.Act("do", "enc", "c", "comply"))
		if s2.c.Credits == startCredits {
			clean++
		}
	}
	// Corporate states search with 30+63 = 93%.
	if found < 170 || clean != 200 {
		t.Errorf("found contraband %d/200, clean ships unharmed %d/200", found, clean)
	}
	s := encounterAt(t, 1, "patrol", 7)
	s.c.Credits = 10
	refused(t, s, map[string]string{"do": "enc", "c": "bribe"})
	refused(t, s, map[string]string{"do": "enc", "c": "dance"})
}

func TestDistressAndDerelict(t *testing.T) {
	traps, gifts := 0, 0
	for seed := range uint64(300) {
		s := encounterAt(t, seed, "distress", 4)
		mustApply(t, s, kittest.Act("do", "enc", "c", "help"))
		if s.c.Mode == ModeCombat {
			traps++
		} else {
			gifts++
		}
		d := encounterAt(t, seed, "derelict", 4)
		mustApply(t, d, kittest.Act("do", "enc", "c", "salvage"))
		if d.c.Mode != ModeDocked || d.c.Hull < 1 {
			t.Fatal("salvage did not end docked")
		}
	}
	if traps < 20 || traps > 75 {
		t.Errorf("%d traps in 300 distress calls", traps)
	}
}

// TestCombatResolves: fights where the player only attacks, only
// flees or talks always end, with the ship docked or the career over.
func TestCombatResolves(t *testing.T) {
	for _, how := range []string{"attack", "flee", "talk"} {
		wins, deaths := 0, 0
		for seed := range uint64(300) {
			s := newTest(t, seed)
			s.startFight(int(seed%4), 3, false)
			for round := 0; s.c.Mode == ModeCombat; round++ {
				if round > 200 {
					t.Fatalf("%s: the fight never ends", how)
				}
				a := how
				if a == "talk" && !s.c.Fight.Talk {
					a = "attack"
				}
				mustApply(t, s, kittest.Act("do", a))
			}
			switch {
			case s.c.Mode == ModeOver:
				deaths++
				if s.Results()[0].Outcome != kit.Loss || s.c.Hull != 0 {
					t.Fatal("a lost ship is not a lost career")
				}
			case s.c.Mode == ModeDocked && s.c.Sys == 3:
				wins++
			default:
				t.Fatalf("the fight ended in mode %s at %d", s.c.Mode, s.c.Sys)
			}
		}
		t.Logf("%s: %d docked, %d lost", how, wins, deaths)
		if wins == 0 {
			t.Errorf("%s never survives", how)
		}
	}
}

func TestEscapePod(t *testing.T) {
	s := newTest(t, 9)
	s.c.Upg = UpgPod | UpgLaser | UpgBay
	food, _ := goodIndex("food")
	s.c.Cargo[food], s.c.Paid[food] = 10, 100
	s.c.Credits = 777
	s.startFight(3, 5, false)
	rng := rand.New(rand.NewPCG(1, 2))
	for s.c.Mode == ModeCombat {
		s.c.Hull = 1 + rng.IntN(3)
		s.c.Fight.Mine = 0
		s.c.Fight.Hull = s.c.Fight.Hull%90 + 5
		mustApply(t, s, kittest.Act("do", "attack"))
	}
	if s.c.Mode == ModeDocked && s.c.Pods == 1 {
		if s.c.Upg != 0 || s.c.Cargo[food] != 0 || s.c.Hull != HullMax || s.c.Sys != 5 || s.c.Credits < 777 {
			t.Fatalf("after the pod: %+v", s.c)
		}
	} else if s.c.Kills != 1 {
		t.Fatalf("mode %s pods %d", s.c.Mode, s.c.Pods)
	}
	// Without a pod the career ends and keeps its result.
	s = newTest(t, 9)
	s.startFight(3, 5, false)
	for s.c.Mode == ModeCombat {
		s.c.Hull, s.c.Fight.Mine = 1, 0
		s.c.Fight.Hull = 90
		mustApply(t, s, kittest.Act("do", "flee"))
	}
	if s.c.Mode != ModeOver || !s.Over() || s.c.Cause == nil {
		t.Fatalf("no pod: mode %s", s.c.Mode)
	}
	refused2 := s.Apply(kit.HumanSeat, kittest.Act("do", "tab", "tab", "market"), t0)
	if !kit.IsInvalid(refused2) {
		t.Fatal("a finished career accepted an action")
	}
	for _, r := range s.Results() {
		if r.Outcome != kit.Loss {
			t.Fatal("results of a lost career are not losses")
		}
	}
	roundTrip(t, s)
}
