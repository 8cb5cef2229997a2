package wayfarer

import (
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// govAtLeast finds a system of at least this government and tech.
func sysWhere(t *testing.T, s *state, ok func(System) bool) int {
	t.Helper()
	for i, sy := range s.galaxy().Systems {
		if ok(sy) && i != s.c.Sys {
			return i
		}
	}
	t.Fatal("no such system")
	return 0
}

func TestLegalStatus(t *testing.T) {
	for _, c := range []struct {
		points int
		want   int
	}{{0, Clean}, {9, Clean}, {10, Offender}, {49, Offender}, {50, Fugitive}, {250, Fugitive}} {
		if got := legalOf(c.points); got != c.want {
			t.Errorf("%d points: status %d, want %d", c.points, got, c.want)
		}
	}
	for _, c := range []struct{ n, want int }{{1, 1}, {2, 1}, {3, 2}, {20, 10}} {
		if got := tradeOffence(c.n); got != c.want {
			t.Errorf("trading %d t: %d points, want %d", c.n, got, c.want)
		}
	}
	// Trading contraband at an anarchy puts points on the record; days fade them.
	s := newTest(t, 3)
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Gov == 0 })
	mustApply(t, s, kittest.Act("do", "buy", "good", "contraband", "n", "3"))
	mustApply(t, s, kittest.Act("do", "sell", "good", "contraband", "n", "all"))
	if s.c.Off != 4 {
		t.Fatalf("offence after trading 3+3 t: %d", s.c.Off)
	}
	s.passDays(3)
	if s.c.Off != 1 || s.c.Day != 3 {
		t.Fatalf("after 3 days: offence %d day %d", s.c.Off, s.c.Day)
	}
	s.passDays(10)
	if s.c.Off != 0 {
		t.Fatal("offence went below zero")
	}
	// A fine is paid where there is police, as far as the purse goes.
	refused(t, s, map[string]string{"do": "fine"}) // clean
	s.c.Off = 60
	refused(t, s, map[string]string{"do": "fine"}) // anarchy: no police
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Gov >= policeGov })
	s.c.Credits = 30*finePerPt + 7
	mustApply(t, s, kittest.Act("do", "fine"))
	if s.c.Off != 30 || s.c.Credits != 7 || s.c.Fined != 30*finePerPt || s.legal() != Offender {
		t.Fatalf("partial fine: offence %d credits %d fined %d", s.c.Off, s.c.Credits, s.c.Fined)
	}
	refused(t, s, map[string]string{"do": "fine"}) // broke
}

func TestPatrolsReact(t *testing.T) {
	for _, c := range []struct{ off, gov, want int }{{0, 7, 20}, {10, 7, 40}, {50, 7, 60}, {0, 0, 0}, {80, 0, 0}, {20, 3, 20}} {
		s := newTest(t, 1)
		s.c.Off = c.off
		if got := s.patrolChance(c.gov); got != c.want {
			t.Errorf("offence %d gov %d: patrol %d%%, want %d%%", c.off, c.gov, got, c.want)
		}
	}
	// A fugitive is not stopped for inspection: the cutter opens fire.
	s := newTest(t, 6)
	to := sysWhere(t, s, func(sy System) bool { return sy.Gov == 7 })
	fights, inspections := 0, 0
	for range 2000 {
		s.c.Mode, s.c.Enc, s.c.Fight, s.c.Off = ModeDocked, nil, nil, 100
		s.travel(to)
		if s.c.Mode == ModeCombat && s.c.Fight.Class == patrolClass {
			fights++
		}
		if s.c.Mode == ModeEncounter && s.c.Enc.Kind == "patrol" {
			inspections++
		}
	}
	if inspections != 0 || fights < 1000 || fights > 1400 {
		t.Errorf("fugitive at a corporate state: %d patrol fights, %d inspections in 2000 trips", fights, inspections)
	}
	// An offender who submits pays the fine on the record.
	e := encounterAt(t, 4, "patrol", 7)
	e.c.Off = 20
	mustApply(t, e, kittest.Act("do", "enc", "c", "comply"))
	if e.c.Off != 0 || e.c.Credits != startCredits-20*finePerPt {
		t.Fatalf("offender inspected: offence %d credits %d", e.c.Off, e.c.Credits)
	}
	// Running from a patrol, firing on it and plundering a freighter go on the record.
	for _, c := range []struct {
		kind, choice string
		least        int
	}{{"patrol", "run", runOffence}, {"patrol", "fire", fireOffence}, {"distress", "plunder", robOffence}} {
		e := encounterAt(t, 4, c.kind, 7)
		mustApply(t, e, kittest.Act("do", "enc", "c", c.choice))
		if e.c.Off < c.least {
			t.Errorf("%s: offence %d, want at least %d", c.choice, e.c.Off, c.least)
		}
	}
}

func TestFugitiveRefusedAtLawfulStations(t *testing.T) {
	s := newTest(t, 2)
	s.c.Credits, s.c.Off, s.c.Jumps = 100000, 80, 1
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Gov >= lawfulGov && sy.Tech >= 8 })
	for _, a := range []map[string]string{
		{"do": "upgrade", "item": "pod"}, {"do": "hull", "hull": "corvette"}, {"do": "buymis"}, {"do": "contract", "k": "0"},
	} {
		refused(t, s, a)
	}
	v := s.View(kit.HumanSeat, t0)
	if !v.Career.Refused || v.Yard.Missile.CanBuy || v.Board.Offers[0].CanTake || s.offerChance() != 0 {
		t.Fatal("the view offers a fugitive what the station refuses")
	}
	mustApply(t, s, kittest.Act("do", "fine")) // the way back
	mustApply(t, s, kittest.Act("do", "upgrade", "item", "pod"))
	mustApply(t, s, kittest.Act("do", "hull", "hull", "corvette"))
}

func TestGrouped(t *testing.T) {
	for _, c := range []struct {
		n    int64
		want string
	}{{0, "0"}, {999, "999"}, {1000, "1,000"}, {31585, "31,585"}, {1234567, "1,234,567"}, {-4500, "-4,500"}} {
		if got := grouped(c.n, ","); got != c.want {
			t.Errorf("%d: %q, want %q", c.n, got, c.want)
		}
	}
}

func TestCombatRank(t *testing.T) {
	for _, c := range []struct {
		kills int
		want  string
	}{{0, "Harmless"}, {1, "Harmless"}, {2, "Mostly harmless"}, {9, "Poor"}, {10, "Average"}, {79, "Competent"}, {80, "Dangerous"}, {320, "Elite"}, {5000, "Elite"}} {
		if got := Ranks[rankOf(c.kills)].Name.EN; got != c.want {
			t.Errorf("%d kills: %s, want %s", c.kills, got, c.want)
		}
	}
}

func TestMissilesAndECM(t *testing.T) {
	s := newTest(t, 5)
	s.c.Credits = 10000
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Tech < missileTech })
	refused(t, s, map[string]string{"do": "buymis"})
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Tech >= missileTech && sy.Gov < lawfulGov })
	mustApply(t, s, kittest.Act("do", "buymis"))
	mustApply(t, s, kittest.Act("do", "buymis"))
	refused(t, s, map[string]string{"do": "buymis"}) // the Courier has two pylons
	if s.c.Mis != 2 || s.c.Credits != 10000-2*missilePrice {
		t.Fatalf("missiles %d credits %d", s.c.Mis, s.c.Credits)
	}
	refused(t, s, map[string]string{"do": "missile"}) // not in combat
	// Missiles get past a skiff every time and past a cutter's ECM about 40% of the time.
	hits := map[int]int{}
	for seed := range uint64(400) {
		for _, class := range []int{0, patrolClass} {
			f := newTest(t, seed)
			f.c.Mis = 1
			f.startFight(class, 3, false)
			before := f.c.Fight.Hull
			mustApply(t, f, kittest.Act("do", "missile"))
			if f.c.Mode != ModeCombat || f.c.Fight.Hull < before {
				hits[class]++
			}
			if f.c.Mis != 0 {
				t.Fatal("a missile was not used up")
			}
			refused(t, f, map[string]string{"do": "missile"})
		}
	}
	if hits[0] != 400 || hits[patrolClass] < 120 || hits[patrolClass] > 200 {
		t.Errorf("missile hits: %v", hits)
	}
	// The ECM stops every missile fired at the ship.
	for _, ecm := range []bool{false, true} {
		struck := 0
		for seed := range uint64(300) {
			f := newTest(t, seed)
			if ecm {
				f.c.Upg |= UpgECM
			}
			f.startFight(3, 3, false)
			for range 3 {
				if f.c.Mode != ModeCombat {
					break
				}
				f.c.Hull = HullMax
				mustApply(t, f, kittest.Act("do", "flee"))
				if f.c.Mode == ModeCombat && strings.Contains(f.c.Fight.Lines[len(f.c.Fight.Lines)-1].EN, "missile slams") {
					struck++
				}
			}
		}
		if ecm && struck != 0 || !ecm && struck == 0 {
			t.Errorf("ECM %v: struck by %d missiles", ecm, struck)
		}
	}
}

func TestHulls(t *testing.T) {
	s := newTest(t, 2)
	s.c.Credits = 20000
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Tech >= 8 })
	refused(t, s, map[string]string{"do": "hull", "hull": "courier"})
	refused(t, s, map[string]string{"do": "hull", "hull": "yacht"})
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Tech < 8 && sy.Tech >= missileTech })
	refused(t, s, map[string]string{"do": "hull", "hull": "corvette"})
	s.c.Sys = sysWhere(t, s, func(sy System) bool { return sy.Tech >= 8 && sy.Gov < lawfulGov })
	s.c.Hull = 90 // the trade-in pays less for a dented ship
	s.c.Mis = 2
	want := s.c.Credits - (Hulls[2].Price - (Hulls[0].Price*3/4 - 10*repairPrice))
	mustApply(t, s, kittest.Act("do", "hull", "hull", "corvette"))
	if s.c.Ship != 2 || s.c.Credits != want || s.c.Hull != HullMax || s.hold() != 25 || s.shieldMax() != 35 || s.c.Mis != 2 {
		t.Fatalf("corvette: ship %d credits %d (want %d) hull %d hold %d shield %d", s.c.Ship, s.c.Credits, want, s.c.Hull, s.hold(), s.shieldMax())
	}
	// Armour: 32 damage past the shield is 20% of the Corvette's hull.
	s.startFight(1, 3, false)
	s.c.Fight.Mine = 0
	if h := s.takeHit(32); h != 20 || s.c.Hull != 80 {
		t.Fatalf("corvette took %d%%", h)
	}
	s.c.Mode, s.c.Fight = ModeDocked, nil
	// Cargo that would not fit a smaller hold stops the trade.
	s.c.Ship, s.c.Hull = 3, HullMax
	food, _ := goodIndex("food")
	s.c.Cargo[food], s.c.Paid[food] = 40, 400
	refused(t, s, map[string]string{"do": "hull", "hull": "courier"})
	s.c.Cargo[food], s.c.Paid[food] = 0, 0
	s.c.Mis = 3
	credits := s.c.Credits
	mustApply(t, s, kittest.Act("do", "hull", "hull", "hauler"))
	// A cheaper ship pays the difference; two missiles more than the
	// Hauler's pylon are sold back at half price.
	if s.c.Mis != 1 || s.c.Credits != credits-Hulls[1].Price+Hulls[3].Price*3/4+missilePrice {
		t.Fatalf("hauler: missiles %d credits %d", s.c.Mis, s.c.Credits)
	}
}

func TestContracts(t *testing.T) {
	s := newTest(t, 7)
	offers := s.boardOffers()
	if len(offers) == 0 {
		t.Fatal("an empty mission board")
	}
	if again := s.boardOffers(); len(again) != len(offers) || again[0] != offers[0] {
		t.Fatal("the board changed without a new arrival")
	}
	for _, o := range offers {
		d := Dist(s.here(), s.galaxy().Systems[o.To])
		if d < minHaul || d > maxHaul || o.Pay <= 0 || o.Due <= s.c.Day || Goods[o.Good].Illegal {
			t.Fatalf("bad offer %+v (%d)", o, d)
		}
	}
	c := offers[0]
	mustApply(t, s, kittest.Act("do", "contract", "k", "0"))
	refused(t, s, map[string]string{"do": "contract", "k": "0"}) // taken
	refused(t, s, map[string]string{"do": "contract", "k": "9"})
	refused(t, s, map[string]string{"do": "drop", "k": "3"})
	if s.free() != s.hold()-c.N || len(s.c.Con) != 1 {
		t.Fatal("the contract takes no hold")
	}
	// On time: full pay and a name for reliability.
	credits := s.c.Credits
	s.c.Day = c.Due
	s.arrive(c.To, false)
	if s.c.Credits != credits+c.Pay || s.c.Deliv != 1 || s.c.Con != nil || s.offerChance() != offerChance+2 {
		t.Fatalf("on time: credits %d deliveries %d", s.c.Credits-credits, s.c.Deliv)
	}
	// Late: half.
	c = s.boardOffers()[1]
	mustApply(t, s, kittest.Act("do", "contract", "k", "1"))
	credits = s.c.Credits
	s.c.Day = c.Due + 1
	s.arrive(c.To, false)
	if s.c.Credits != credits+c.Pay/2 || s.c.Deliv != 1 {
		t.Fatalf("late: paid %d of %d", s.c.Credits-credits, c.Pay)
	}
	// Broken: a quarter as a penalty. A galactic jump voids them.
	c = s.boardOffers()[0]
	mustApply(t, s, kittest.Act("do", "contract", "k", "0"))
	credits = s.c.Credits
	mustApply(t, s, kittest.Act("do", "drop", "k", "0"))
	if s.c.Credits != credits-c.Pay/4 || s.c.Con != nil {
		t.Fatalf("dropped: penalty %d", credits-s.c.Credits)
	}
	mustApply(t, s, kittest.Act("do", "contract", "k", "1"))
	s.c.Fuel = FuelMax
	mustApply(t, s, kittest.Act("do", "galactic"))
	if s.c.Con != nil {
		t.Fatal("contracts survived a galactic jump")
	}
	roundTrip(t, s)
}

func TestRetire(t *testing.T) {
	s := newTest(t, 11)
	refused(t, s, map[string]string{"do": "retire", "confirm": "yes"}) // only launched
	for _, r := range s.Results() {
		if r.Ranked {
			t.Fatalf("a career that only launched ranks on %s", r.Board)
		}
	}
	s.c.Jumps, s.c.Day = 1, 2
	refused(t, s, map[string]string{"do": "retire"})
	refused(t, s, map[string]string{"do": "retire", "confirm": "no"})
	worth := s.netWorth()
	mustApply(t, s, kittest.Act("do", "retire", "confirm", "yes"))
	if !s.Over() || !s.c.Ret || s.netWorth() != worth || s.c.Cause == nil || !strings.Contains(s.c.Cause.EN, "Retired") {
		t.Fatalf("retired: mode %s worth %d/%d", s.c.Mode, s.netWorth(), worth)
	}
	refused(t, s, map[string]string{"do": "tab", "tab": "market"})
	for _, r := range s.Results() {
		if r.Outcome != kit.Win || r.Ranked == (r.Board == BoardActive) || r.Detail.Int("retired") != 1 {
			t.Fatalf("%s: %+v", r.Board, r)
		}
	}
	s = roundTrip(t, s)
	if s.View(kit.HumanSeat, t0).Career.CanRetire {
		t.Fatal("a retired career offers retiring")
	}
	// A custom galaxy's retirement stays casual.
	g, _ := Game{}.New(kittest.Act("galaxy", "9"), 1, t0)
	c := g.(*state)
	c.c.Jumps = 3
	mustApply(t, c, kittest.Act("do", "retire", "confirm", "yes"))
	for _, r := range c.Results() {
		if r.Ranked {
			t.Fatal("a custom galaxy's career ranks")
		}
	}
	// Not in the middle of a fight.
	f := newTest(t, 11)
	f.c.Jumps = 1
	f.startFight(0, 3, false)
	refused(t, f, map[string]string{"do": "retire", "confirm": "yes"})
}

func TestDecodeRejectsReputation(t *testing.T) {
	s := newTest(t, 1)
	good, _ := s.Encode()
	for _, mutate := range []func(c *career){
		func(c *career) { c.Off = -1 },
		func(c *career) { c.Off = maxOffence + 1 },
		func(c *career) { c.Ship = len(Hulls) },
		func(c *career) { c.Mis = 3 },
		func(c *career) { c.Took = 8 },
		func(c *career) { c.Con = []contract{{N: 0}} },
		func(c *career) { c.Con = make([]contract, 4) },
		func(c *career) { c.Con = []contract{{N: 50, To: 3}} }, // does not fit the hold
		func(c *career) { c.Ret = true },
		func(c *career) { c.Upg = 1 << 6 },
	} {
		d, _ := decodeState(good)
		mutate(&d.c)
		b, _ := d.Encode()
		if _, err := decodeState(b); err == nil {
			t.Errorf("a corrupt state was accepted: %s", b)
		}
	}
}
