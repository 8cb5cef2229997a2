package wayfarer

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// View is what the captain sees: no RNG, no chance that has not been
// rolled yet (a distress call never says whether it is a trap).
type View struct {
	Mode    string
	Tab     string
	Day     int
	Galaxy  int // 1-4
	Custom  bool
	Seed    int64
	Here    SystemInfo
	Credits int64
	Fuel    int // tenths of a light year
	FuelMax int
	Hull    int
	HullMax int
	Shield  int
	ShieldM int
	Hold    int
	Used    int
	Worth   int64
	Owned   []Text // upgrades fitted
	Pod     bool   // an escape pod is fitted

	Market  []MarketRow
	Yard    Yard
	Travel  Travel
	Offer   *OfferView
	Quest   *QuestView
	Quests  []QuestRecord
	Enc     *EncView
	Combat  *CombatView
	Log     []Text
	Cause   *Text
	Visited int
	QDone   int
	Kills   int
	Jumps   int
	Pods    int

	Career Career
	Board  BoardView
}

// Career is the captain's standing: legal status, combat rank, ship
// and the numbers a retirement would put on the boards.
type Career struct {
	Legal     int // Clean, Offender or Fugitive
	LegalName Text
	Offence   int   // points on the record
	FineCost  int64 // to clear the record here
	CanFine   bool  // a police station and credits for at least a point
	Police    bool  // this station takes fines
	Fined     int64
	Rank      Text
	NextRank  Text // the next rank's name, empty at the top
	NextKills int  // kills the next rank needs
	Ship      Text
	Armour    int
	Missiles  int
	Pylons    int
	ECM       bool
	Delivered int
	CanRetire bool // docked with at least one jump made
	Retired   bool
	Refused   bool // a lawful station refuses this fugitive its yard and board
}

// BoardView is the station's mission board and the contracts carried.
type BoardView struct {
	Offers  []ContractView
	Carried []ContractView
	Max     int
}

// ContractView is one contract on the board or in the hold.
type ContractView struct {
	K       int // the value posted as k
	Good    Text
	N       int
	To      Text
	Dist    int // tenths of a ly from here, -1 in another galaxy
	Due     int // the last day for full pay
	Left    int // days left (negative: late)
	Pay     int64
	Taken   bool // an offer already accepted this visit
	CanTake bool
	Why     Text // why it cannot be taken
}

// SystemInfo describes a system.
type SystemInfo struct {
	Index  int
	Name   Text
	Gov    int
	GovN   Text
	Econ   Text
	Wealth Text
	Tech   int
	About  Text
}

// MarketRow is one good at the market.
type MarketRow struct {
	ID      string
	Name    Text
	Buy     int64
	Sell    int64
	Held    int
	Avg     int64 // average price paid for what is held
	Traded  bool
	Illegal bool
	MaxBuy  int
	Cheap   bool // well below the galaxy's typical price
	Dear    bool // well above it
	Moved   int  // % the player's own trade this visit has moved the price
}

// Yard is the shipyard.
type Yard struct {
	RefuelCost int64
	RepairCost int64
	CanRefuel  bool // the tank is not full and a tenth of a ly is affordable
	CanRepair  bool
	Items      []YardItem
	CanWork    bool
	Hulls      []HullItem
	Missile    YardItem // one more missile; Owned when the pylons are full
}

// HullItem is a ship design on sale, with its price after the trade-in.
type HullItem struct {
	ID                    string
	Name, Desc            Text
	Hold, Shield, Armour  int
	Pylons                int
	Cost                  int64 // after the trade-in
	Owned, TooLow, CanBuy bool
	Tech                  int
}

// YardItem is an upgrade on sale.
type YardItem struct {
	ID     string
	Name   Text
	Desc   Text
	Price  int64
	Owned  bool
	TooLow bool // this shipyard's tech cannot fit it
	Tech   int
	CanBuy bool
}

// Travel is the star chart and the destinations.
type Travel struct {
	X0, Y0, W, H int // the local chart's window, in tenths of a ly
	Stars        []Star
	All          []Star // the whole galaxy, for the overview
	Dests        []Dest
	CanGalactic  bool
	GalacticNeed int
}

// Star is a system drawn on the chart.
type Star struct {
	Index   int
	X, Y    int
	Name    Text
	Gov     int
	Reach   bool
	Here    bool
	Visited bool
	Target  bool // the active quest's destination
}

// Dest is a system in the destination list.
type Dest struct {
	Index   int
	Name    Text
	Dist    int
	Gov     int
	GovN    Text
	Econ    Text
	Tech    int
	Reach   bool
	Visited bool
	Target  bool
	Cheap   []Text  // goods typically cheap there
	Dear    []Text  // goods typically dear there
	Sells   []Quote // what the hold would typically fetch there
}

// Quote is a held good's typical price at another system.
type Quote struct {
	Name  Text
	Price int64
	Gain  int64 // per tonne against the average price paid
}

// OfferView is a quest on offer.
type OfferView struct {
	Title     Text
	Text      Text
	Target    Text
	Dist      int // tenths of a ly to its first destination
	Reserve   int
	CanAccept bool
}

// QuestView is the active quest.
type QuestView struct {
	Title   Text
	Goal    Text
	Text    Text
	Target  Text
	Dist    int  // tenths of a ly to the target; 0 when there
	Away    bool // in another galaxy
	Choices []Choice
}

// QuestRecord is one arc in the quest journal.
type QuestRecord struct {
	Title   Text
	Done    bool
	Outcome Text
}

// EncView is an encounter panel.
type EncView struct {
	Kind    string
	Text    Text
	Dest    Text
	Choices []Choice
}

// CombatView is a fight.
type CombatView struct {
	Enemy     Text
	Shield    int
	ShieldMax int
	Hull      int
	HullMax   int
	Talk      bool
	Demand    int64
	Round     int
	Dealt     int // damage done to the enemy in the last round
	Took      int // damage taken in the last round
	Lines     []Text
	Quest     bool
	Laser     string
	Missiles  int  // missiles left to fire
	Law       bool // the enemy is the law
}

const (
	chartW = 260
	chartH = 180
	listN  = 10 // unreachable systems listed besides the reachable ones
)

// View builds what the captain sees now.
func (s *state) View(_ int, _ time.Time) View {
	c := &s.c
	h := s.here()
	v := View{
		Mode: c.Mode, Tab: c.Tab, Day: c.Day, Galaxy: c.Gal + 1, Custom: c.Custom, Seed: c.Seed,
		Here:    info(h),
		Credits: c.Credits, Fuel: c.Fuel, FuelMax: FuelMax, Hull: c.Hull, HullMax: HullMax,
		Shield: s.shieldMax(), ShieldM: s.shieldMax(), Hold: s.hold(), Used: s.used(), Worth: s.netWorth(),
		Log: slices.Clone(c.Log), Cause: c.Cause, Visited: s.visitedCount(), QDone: s.questsDone(),
		Kills: c.Kills, Jumps: c.Jumps, Pods: c.Pods,
	}
	for _, u := range Upgrades {
		if s.has(u.Bit) {
			v.Owned = append(v.Owned, u.Name)
		}
	}
	v.Pod = s.has(UpgPod)
	v.Career = s.careerView()
	v.Board = s.boardView()
	v.Market = s.marketView()
	v.Yard = s.yardView()
	v.Travel = s.travelView()
	for i, q := range Quests {
		r := QuestRecord{Title: q.Title, Done: c.Done[i] > 0}
		if r.Done {
			r.Outcome = q.Outcomes[c.Done[i]-1].Label
		}
		v.Quests = append(v.Quests, r)
	}
	if o := c.Offer; o != nil {
		q := Quests[o.ID]
		to := s.galaxy().Systems[o.Targets[0]]
		v.Offer = &OfferView{Title: q.Title, Text: q.Offer.replace(s.namesOf(o)...), Target: to.Name, Dist: Dist(h, to),
			Reserve: q.Reserve, CanAccept: s.free() >= q.Reserve}
	}
	if q := c.Quest; q != nil {
		v.Quest = s.questView()
	}
	switch c.Mode {
	case ModeEncounter:
		v.Enc = &EncView{Kind: c.Enc.Kind, Text: s.encounterText(), Dest: s.galaxy().Systems[c.Enc.Dest].Name, Choices: s.encounterChoices()}
	case ModeCombat:
		f := c.Fight
		e := Enemies[f.Class]
		lo, hi := s.laser()
		v.Shield = f.Mine
		v.Combat = &CombatView{Enemy: e.Name, Shield: f.Shield, ShieldMax: e.Shield, Hull: f.Hull, HullMax: e.Hull,
			Talk: f.Talk, Demand: f.Demand, Round: f.Round, Dealt: f.Dealt, Took: f.Took, Lines: slices.Clone(f.Lines), Quest: f.Quest,
			Laser: itoa(lo) + "–" + itoa(hi), Missiles: c.Mis, Law: e.Law}
	}
	return v
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

func info(sy System) SystemInfo {
	return SystemInfo{Index: sy.Index, Name: sy.Name, Gov: sy.Gov, GovN: GovNames[sy.Gov], Econ: EconNames[sy.Econ],
		Wealth: WealthNames[sy.Wealth], Tech: sy.Tech, About: sy.Describe()}
}

func (s *state) marketView() []MarketRow {
	h := s.here()
	rows := make([]MarketRow, len(Goods))
	for g, gd := range Goods {
		r := MarketRow{ID: gd.ID, Name: gd.Name, Held: s.c.Cargo[g], Traded: traded(h, g), Illegal: gd.Illegal}
		if r.Held > 0 {
			r.Avg = s.c.Paid[g] / int64(r.Held)
		}
		if r.Traded {
			m := s.moved(g)
			r.Buy, r.Sell = priceAt(h, g, s.c.Fluct, m), sellAt(h, g, s.c.Fluct, m)
			r.MaxBuy = s.maxBuy(g)
			r.Moved = impact(m)
			r.Cheap = r.Buy*100 < gd.Base*85
			r.Dear = r.Buy*100 > gd.Base*115
		}
		rows[g] = r
	}
	return rows
}

func (s *state) yardView() Yard {
	h := s.here()
	refused := s.yardServes() != nil
	y := Yard{RefuelCost: s.refuelCost(), RepairCost: s.repairCost(), CanWork: s.c.Credits < workLimit,
		CanRefuel: s.c.Fuel < FuelMax && s.c.Credits >= fuelPrice, CanRepair: s.c.Hull < HullMax && s.c.Credits >= repairPrice}
	for _, u := range Upgrades {
		it := YardItem{ID: u.ID, Name: u.Name, Desc: u.Desc, Price: u.Price, Owned: s.has(u.Bit), TooLow: h.Tech < u.Tech, Tech: u.Tech}
		it.CanBuy = !it.Owned && !it.TooLow && s.c.Credits >= u.Price
		it.CanBuy = it.CanBuy && !refused
		y.Items = append(y.Items, it)
	}
	for i, hl := range Hulls {
		it := HullItem{ID: hl.ID, Name: hl.Name, Desc: hl.Desc, Hold: hl.Hold, Shield: hl.Shield, Armour: hl.Armour, Pylons: hl.Pylons,
			Cost: s.hullCost(i), Owned: i == s.c.Ship, TooLow: h.Tech < hl.Tech, Tech: hl.Tech}
		hold := hl.Hold
		if s.has(UpgBay) {
			hold += bayExtra
		}
		it.CanBuy = !it.Owned && !it.TooLow && !refused && s.c.Credits >= it.Cost && s.used() <= hold
		y.Hulls = append(y.Hulls, it)
	}
	y.Missile = YardItem{ID: "missile", Price: missilePrice, Tech: missileTech, TooLow: h.Tech < missileTech, Owned: s.c.Mis >= s.hull().Pylons}
	y.Missile.CanBuy = !y.Missile.Owned && !y.Missile.TooLow && !refused && s.c.Credits >= missilePrice
	return y
}

// hints names the goods a system typically sells cheap and buys dear.
func hints(sy System) (cheap, dear []Text) {
	type rel struct {
		g   int
		pct int64
	}
	var rs []rel
	for g := range Goods {
		if traded(sy, g) {
			rs = append(rs, rel{g, BuyPrice(sy, g, 0) * 100 / Goods[g].Base})
		}
	}
	slices.SortStableFunc(rs, func(a, b rel) int { return cmp.Compare(a.pct, b.pct) })
	for _, r := range rs[:2] {
		if r.pct < 95 {
			cheap = append(cheap, Goods[r.g].Name)
		}
	}
	for i := len(rs) - 1; i >= len(rs)-2; i-- {
		if rs[i].pct > 105 {
			dear = append(dear, Goods[rs[i].g].Name)
		}
	}
	return cheap, dear
}

func (s *state) travelView() Travel {
	g := s.galaxy()
	h := s.here()
	t := Travel{W: chartW, H: chartH, CanGalactic: s.c.Fuel >= intergalactic && s.c.Mode == ModeDocked, GalacticNeed: intergalactic}
	t.X0 = min(MapW-chartW, max(0, h.X-chartW/2))
	t.Y0 = min(MapH-chartH, max(0, h.Y-chartH/2))
	target := -1
	if q := s.c.Quest; q != nil && q.Gal == s.c.Gal {
		st, _ := splitFight(q.Stage)
		if at := Quests[q.ID].Stages[st].At; at >= 0 {
			target = s.target(at)
		}
	}
	type near struct{ d, i int }
	order := make([]near, 0, len(g.Systems))
	for _, sy := range g.Systems {
		star := Star{Index: sy.Index, X: sy.X, Y: sy.Y, Name: sy.Name, Gov: sy.Gov, Reach: s.reachable(sy.Index),
			Here: sy.Index == h.Index, Visited: s.visited(s.c.Gal, sy.Index), Target: sy.Index == target}
		t.All = append(t.All, star)
		if sy.X >= t.X0 && sy.X <= t.X0+chartW && sy.Y >= t.Y0 && sy.Y <= t.Y0+chartH {
			t.Stars = append(t.Stars, star)
		}
		if sy.Index != h.Index {
			order = append(order, near{Dist(h, sy), sy.Index})
		}
	}
	slices.SortFunc(order, func(a, b near) int { return cmp.Or(cmp.Compare(a.d, b.d), cmp.Compare(a.i, b.i)) })
	var keep []Dest
	for k, n := range order {
		sy := g.Systems[n.i]
		if k >= listN && n.i != target && !t.All[n.i].Reach {
			continue
		}
		d := Dest{Index: sy.Index, Name: sy.Name, Dist: n.d, Gov: sy.Gov, GovN: GovNames[sy.Gov],
			Econ: EconNames[sy.Econ], Tech: sy.Tech, Reach: t.All[n.i].Reach, Visited: t.All[n.i].Visited, Target: n.i == target}
		d.Cheap, d.Dear = hints(sy)
		for gi, held := range s.c.Cargo {
			if held > 0 && traded(sy, gi) {
				p := SellPrice(sy, gi, 0)
				d.Sells = append(d.Sells, Quote{Name: Goods[gi].Name, Price: p, Gain: p - s.c.Paid[gi]/int64(held)})
			}
		}
		keep = append(keep, d)
	}
	t.Dests = keep
	return t
}

func (s *state) questView() *QuestView {
	q := s.c.Quest
	stage, _ := splitFight(q.Stage)
	st := Quests[q.ID].Stages[stage]
	names := s.namesOf(q)
	v := &QuestView{Title: Quests[q.ID].Title, Away: q.Gal != s.c.Gal}
	if st.At >= 0 {
		v.Target = names[2*st.At+1].(Text)
		if !v.Away {
			v.Dist = Dist(s.here(), s.galaxy().Systems[s.target(st.At)])
		}
	}
	if s.c.Mode == ModeDocked && !strings.Contains(q.Stage, "#") {
		v.Choices = s.questChoices()
	}
	if v.Choices == nil {
		v.Goal = st.Goal.replace(names...)
	} else {
		v.Text = st.Text.replace(names...)
	}
	return v
}

func (s *state) careerView() Career {
	c := &s.c
	r := rankOf(c.Kills)
	v := Career{Legal: s.legal(), LegalName: LegalNames[s.legal()], Offence: c.Off, FineCost: s.fineCost(), Fined: c.Fined,
		Police: s.here().Gov >= policeGov, Rank: Ranks[r].Name, Ship: s.hull().Name, Armour: s.hull().Armour,
		Missiles: c.Mis, Pylons: s.hull().Pylons, ECM: s.has(UpgECM), Delivered: c.Deliv,
		CanRetire: c.Mode == ModeDocked && c.Jumps > 0, Retired: c.Ret, Refused: s.yardServes() != nil}
	v.CanFine = c.Off > 0 && v.Police && c.Credits >= finePerPt
	if r+1 < len(Ranks) {
		v.NextRank, v.NextKills = Ranks[r+1].Name, Ranks[r+1].Kills
	}
	return v
}

func (s *state) boardView() BoardView {
	g := s.galaxy()
	h := s.here()
	b := BoardView{Max: maxContracts}
	view := func(k int, c contract) ContractView {
		cv := ContractView{K: k, Good: Goods[c.Good].Name, N: c.N, Due: c.Due, Left: c.Due - s.c.Day, Pay: c.Pay, Dist: -1}
		if c.Gal == s.c.Gal {
			to := g.Systems[c.To]
			cv.To, cv.Dist = to.Name, Dist(h, to)
		} else {
			cv.To = tx("another galaxy", "другая галактика")
		}
		return cv
	}
	if s.c.Mode == ModeDocked {
		for k, c := range s.boardOffers() {
			cv := view(k, c)
			cv.Taken = s.c.Took&(1<<k) != 0
			switch {
			case cv.Taken:
			case s.yardServes() != nil:
				cv.Why = tx("refused to fugitives here", "беглецам здесь отказано")
			case len(s.c.Con) >= maxContracts:
				cv.Why = tx("you carry the most you can", "у вас уже предельное число контрактов")
			case s.free() < c.N:
				cv.Why = tx("not enough free hold", "не хватает места в трюме")
			default:
				cv.CanTake = true
			}
			b.Offers = append(b.Offers, cv)
		}
	}
	for k, c := range s.c.Con {
		b.Carried = append(b.Carried, view(k, c))
	}
	return b
}
