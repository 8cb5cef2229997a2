package corpsestarch

import (
	"fmt"
	"slices"
	"time"
)

// View is everything the page shows, as of the time it was asked for.
// Amounts are whole starch unless named Milli (thousandths) or Micro
// (millionths). It holds no RNG and no outcome not yet drawn.
type View struct {
	NowMs      int64 // the server clock, unix ms, for the page's counter
	Stock      int64 // starch in the stockpile
	StockMicro int64 // millionths of a starch beyond Stock
	Lifetime   int64 // starch ever gathered (the leaderboard score)

	RateMilli     int64 // income now, blessing included, per second
	BaseRateMilli int64 // the servitors' output without the blessing
	Blessing      Blessing

	ClickMicro     int64 // what one requisition yields now
	RequisitionKey int   // keyboard key of the requisition button

	Sections []SectionView // every section, open or not
	Open     int           // how many are open
	Next     *Progress     // the next thing that opens, if any

	Servitors []ServitorView // tiers on offer or owned
	Sharpen   *SharpenView   // nil until the Munitorum opens
	Upgrades  []UpgradeView  // upgrades on offer, cheapest first
	Bought    int            // upgrades bought so far
	Sump      *SumpView      // nil until the Sump opens
	Purges    *PurgesView    // nil until purges open

	Away      *Away     // what happened while the player was away, if anything
	Log       []LogLine // recent outcomes, newest first
	Chronicle []Text    // revealed entries, newest first

	PlayedMs int64 // time played
	Actions  int64 // actions taken

	BoostPercent int64       // lasting output multiplier from relics and feats, 100 = none
	Omen         *OmenView   // the omen showing now, if any
	Tithe        *TitheView  // nil until the first relic is within sight
	Reliquary    []RelicView // lasting items, once a tithe was paid
	Feats        []FeatView  // every feat, earned or not
	FeatsDone    int         // feats earned
	Saga         []Text      // the tithes' chapters, newest first
	Ending       *Text       // the story's end, once the box is sealed
}

// OmenView is an omen showing now. What it brings is drawn only when it
// is heeded.
type OmenView struct {
	Name   Text
	EndsMs int64
	LeftMs int64
	Key    int
}

// TitheView is the prestige: what a tithe would pay now.
type TitheView struct {
	Relics  int64 // in hand
	Earned  int64 // ever earned (each raises output)
	Tithes  int
	Gain    int64 // relics a tithe pays now
	NextAt  int64 // lifetime total that brings the next relic
	CanPay  bool
	Percent int // progress of the lifetime total towards the next relic
}

// RelicView is one lasting item of the reliquary.
type RelicView struct {
	ID         string
	Name, Desc Text
	Cost       int64
	Owned      bool
	Offered    bool // enough tithes paid
	NeedTithes int
	CanBuy     bool
}

// FeatView is one feat.
type FeatView struct {
	ID         string
	Name, Desc Text
	Done       bool
}

// Blessing is the machine-spirit's blessing.
type Blessing struct {
	Active bool
	Mult   int64
	EndsMs int64 // unix ms
	LeftMs int64
}

// SectionView is one section and whether it is open.
type SectionView struct {
	ID   string
	Name Text
	Open bool
	Need int64 // lifetime starch that opens it
}

// Progress is the way to the next unlock, counted in lifetime starch.
type Progress struct {
	What    Text
	Have    int64
	Need    int64
	Percent int // 0..100
}

// ServitorView is one tier of servitors.
type ServitorView struct {
	ID         string
	Name, Desc Text
	Owned      int
	EachMilli  int64 // one unit's output per second, upgrades included
	TotalMilli int64 // the tier's output per second
	Cost       int64 // the next unit
	CanBuy     bool
	Key        int   // keyboard key, 0 for none
	Cost10     int64 // the next ten units
	CanBuy10   bool
	MaxN       int   // units the stockpile pays for now
	MaxCost    int64 // what they cost
}

// SharpenView is the chainsword's next sharpening.
type SharpenView struct {
	Name   Text
	Level  int
	Yield  int64 // per requisition now, before litanies and blessing
	Next   int64 // per requisition after sharpening (0 at the top)
	Cost   int64 // 0 at the top
	CanBuy bool
	Key    int
}

// UpgradeView is one upgrade on offer.
type UpgradeView struct {
	ID         string
	Name, Desc Text
	Cost       int64
	CanBuy     bool
}

// SumpView is the Sump's readiness.
type SumpView struct {
	Ready   bool
	ReadyMs int64 // unix ms when it is ready again
	LeftMs  int64
	Key     int
}

// PurgesView is the purge board.
type PurgesView struct {
	Squads   int
	Out      int
	Missions []MissionView
}

// Mission states.
const (
	MissionIdle    = "idle"
	MissionRunning = "running"
	MissionReady   = "ready"
)

// MissionView is one mission on the board.
type MissionView struct {
	ID         string
	Name, Desc Text
	DurationMs int64
	Status     string // MissionIdle, MissionRunning or MissionReady
	StartMs    int64  // unix ms, when running or ready
	EndMs      int64
	LeftMs     int64
	Percent    int   // progress of a running squad, 0..100
	Reward     int64 // fixed once the squad left; an estimate before
	CanLaunch  bool
	Key        int
}

// Away is the report of an absence.
type Away struct {
	FromMs, ToMs int64
	Gained       int64
	Purges       []Text // missions whose squads came back
	BlessingEnd  bool   // a blessing ran out meanwhile
	Dismissable  bool   // false while it is still the ongoing absence
}

// LogLine is one recent outcome.
type LogLine struct {
	AtMs int64
	Text Text
	Good bool // a gain, not a loss
}

// View builds the page's model at now without changing the state.
func (s *state) View(seat int, now time.Time) View {
	t := s.clone()
	t.advance(unixMs(now))
	v := View{
		NowMs:         t.clock,
		Stock:         t.stock,
		StockMicro:    t.micro,
		Lifetime:      t.lifetime,
		BaseRateMilli: t.rate,
		RateMilli:     t.rate,
		ClickMicro:    t.clickMicro(),
		Bought:        bitsSet(t.bought),
		PlayedMs:      t.activeMs,
		Actions:       t.actions,
	}
	if t.blessed() {
		v.RateMilli = t.rate * t.blessMult
		v.Blessing = Blessing{Active: true, Mult: t.blessMult, EndsMs: t.blessEnd, LeftMs: t.blessEnd - t.clock}
	}
	t.viewSections(&v)
	t.viewServitors(&v)
	t.viewMunitorum(&v)
	t.viewSump(&v)
	t.viewPurges(&v)
	t.viewAway(&v)
	t.viewLog(&v)
	for i := revealed(t.lifetime) - 1; i >= 0; i-- {
		v.Chronicle = append(v.Chronicle, chronicle[i].Text)
	}
	t.viewLongGame(&v)
	assignKeys(&v)
	return v
}

func bitsSet(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// viewSections lists the sections and finds the nearest unlock of any
// kind: a section, a servitor tier, a mission or a chronicle entry.
func (s *state) viewSections(v *View) {
	var next *Progress
	consider := func(need int64, what Text) {
		if need > s.lifetime && (next == nil || need < next.Need) {
			next = &Progress{What: what, Have: s.lifetime, Need: need}
		}
	}
	for sec := range numSections {
		info := sections[sec]
		open := sec.open(s.lifetime)
		v.Sections = append(v.Sections, SectionView{ID: info.ID, Name: info.Name, Open: open, Need: info.NeedLifetime})
		if open {
			v.Open++
		}
		consider(info.NeedLifetime, info.Name)
	}
	for i, t := range tiers {
		if i > 0 && s.owned[i] == 0 {
			consider((t.BaseCost+1)/2, t.Name)
		}
	}
	if secPurges.open(s.lifetime) {
		for _, m := range missions {
			consider(m.NeedLifetime, m.Name)
		}
	}
	for _, l := range chronicle {
		consider(l.NeedLifetime, Text{"A new chronicle entry", "Новая запись в хронике"})
	}
	if next != nil {
		next.Percent = int(next.Have * 100 / next.Need)
	}
	v.Next = next
}

func (s *state) viewServitors(v *View) {
	if !secServitors.open(s.lifetime) {
		return
	}
	for i, t := range tiers {
		if !tierVisible(i, s.owned[i], s.lifetime) {
			continue
		}
		each := s.unitRate(i)
		cost := tierCost(i, s.owned[i])
		v.Servitors = append(v.Servitors, ServitorView{
			ID: t.ID, Name: t.Name, Desc: t.Desc, Owned: s.owned[i],
			EachMilli: each, TotalMilli: each * int64(s.owned[i]),
			Cost: cost, CanBuy: s.owned[i] < maxOwned && cost <= s.stock,
		})
		sv := &v.Servitors[len(v.Servitors)-1]
		n10, c10 := lotCost(i, s.owned[i], 10, s.stock)
		sv.Cost10, sv.CanBuy10 = c10, n10 == 10
		sv.MaxN, sv.MaxCost = lotCost(i, s.owned[i], 0, s.stock)
	}
}

// unitRate is one unit of tier i's output with upgrades, per second.
func (s *state) unitRate(i int) int64 {
	var ledgers int64
	shift := uint(0)
	for k, u := range upgrades {
		if s.bought&(1<<k) == 0 {
			continue
		}
		if u.Effect == effTier && u.Tier == i {
			shift++
		}
		if u.Effect == effLedger {
			ledgers++
		}
	}
	return s.boost((tiers[i].RateMilli << shift) * (100 + ledgerPercent*ledgers) / 100)
}

func (s *state) viewMunitorum(v *View) {
	if !secMunitorum.open(s.lifetime) {
		return
	}
	sh := &SharpenView{Name: sharpenName, Level: s.sharpen, Yield: sharpenYield[s.sharpen]}
	if s.sharpen < maxSharpen {
		sh.Next = sharpenYield[s.sharpen+1]
		sh.Cost = sharpenCost[s.sharpen]
		sh.CanBuy = sh.Cost <= s.stock
	}
	v.Sharpen = sh
	for i, u := range upgrades {
		if s.upgradeOffered(i) {
			v.Upgrades = append(v.Upgrades, UpgradeView{ID: u.ID, Name: u.Name, Desc: u.Desc, Cost: u.Cost, CanBuy: u.Cost <= s.stock})
		}
	}
	slices.SortStableFunc(v.Upgrades, func(a, b UpgradeView) int { return cmpInt(a.Cost, b.Cost) })
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (s *state) viewSump(v *View) {
	if !secSump.open(s.lifetime) {
		return
	}
	v.Sump = &SumpView{Ready: s.clock >= s.sumpReady, ReadyMs: s.sumpReady, LeftMs: max(0, s.sumpReady-s.clock)}
}

func (s *state) viewPurges(v *View) {
	if !secPurges.open(s.lifetime) {
		return
	}
	p := &PurgesView{Squads: s.squads(), Out: len(s.purges)}
	for i, m := range missions {
		if !s.missionOffered(i) {
			continue
		}
		mv := MissionView{ID: m.ID, Name: m.Name, Desc: m.Desc, DurationMs: m.DurationMs, Status: MissionIdle, Reward: s.missionReward(i)}
		if k, ok := s.running(i); ok {
			r := s.purges[k]
			mv.StartMs, mv.EndMs, mv.Reward = r.start, r.end, r.reward
			mv.Status = MissionRunning
			mv.Percent = int((s.clock - r.start) * 100 / m.DurationMs)
			mv.LeftMs = r.end - s.clock
			if r.ready {
				mv.Status, mv.Percent, mv.LeftMs = MissionReady, 100, 0
			}
		} else {
			mv.CanLaunch = p.Out < p.Squads
		}
		p.Missions = append(p.Missions, mv)
	}
	v.Purges = p
}

// viewAway shows the ongoing absence when it is long enough, else the
// kept report of the last one until it is dismissed.
func (s *state) viewAway(v *View) {
	r, ongoing := s.report, false
	if s.clock-s.lastAct >= awayMs {
		r, ongoing = s.absence(), true
	}
	if r == nil || (r.gained == 0 && len(r.purges) == 0 && !r.blessEnd) {
		return
	}
	a := &Away{FromMs: r.from, ToMs: r.to, Gained: r.gained, BlessingEnd: r.blessEnd, Dismissable: !ongoing}
	for _, m := range r.purges {
		a.Purges = append(a.Purges, missions[m].Name)
	}
	v.Away = a
}

func (s *state) viewLog(v *View) {
	for i := len(s.log) - 1; i >= 0; i-- {
		e := s.log[i]
		line := LogLine{AtMs: e.at, Good: true}
		switch e.kind {
		case evBonus:
			line.Text = Text{
				fmt.Sprintf("The Sump gives up a sealed crate: +%s starch.", Amount(e.n, "en")),
				fmt.Sprintf("Отстойник отдаёт запечатанный ящик: +%s крахмала.", Amount(e.n, "ru"))}
		case evBlessing:
			line.Text = Text{
				fmt.Sprintf("The machine-spirit stirs: income ×%d for %d s.", e.n, e.secs),
				fmt.Sprintf("Дух машины пробуждается: доход ×%d на %d с.", e.n, e.secs)}
		case evTaint:
			line.Good = false
			line.Text = Text{
				fmt.Sprintf("Taint seeps into the stores: −%s starch burned.", Amount(e.n, "en")),
				fmt.Sprintf("Скверна проникает в склады: сожжено %s крахмала.", Amount(e.n, "ru"))}
		case evNothing:
			line.Good = false
			line.Text = Text{"The Sump gurgles. Nothing.", "Отстойник булькает. Ничего."}
		case evTithe:
			line.Text = Text{
				fmt.Sprintf("The tithe is paid: %d relics.", e.n),
				fmt.Sprintf("Десятина уплачена: реликвий — %d.", e.n)}
		case evSealed:
			line.Text = Text{"The box is sealed.", "Ящик запечатан."}
		case evFeat:
			f := feats[e.mission].Name
			line.Text = Text{"Feat: " + f.EN + ".", "Подвиг: " + f.RU + "."}
		case evOmenGift, evOmenRelic:
			line.Text = omenLine(e)
		case evCollected:
			m := missions[e.mission].Name
			line.Text = Text{
				fmt.Sprintf("%s: the squad returns with %s starch.", m.EN, Amount(e.n, "en")),
				fmt.Sprintf("%s: отряд вернулся с %s крахмала.", m.RU, Amount(e.n, "ru"))}
		}
		v.Log = append(v.Log, line)
	}
}

// assignKeys gives the keys 1-9 to buttons: requisition, the four
// highest servitor tiers on offer, sharpening, the Sump, then purges
// (squads back first, then missions a squad can leave on). Keys move as
// sections open, as in the terminal game.
func assignKeys(v *View) {
	key := 1
	next := func() int {
		if key > 9 {
			return 0
		}
		key++
		return key - 1
	}
	v.RequisitionKey = next()
	for i := max(0, len(v.Servitors)-4); i < len(v.Servitors); i++ {
		v.Servitors[i].Key = next()
	}
	if v.Sharpen != nil && v.Sharpen.Cost > 0 {
		v.Sharpen.Key = next()
	}
	if v.Omen != nil {
		v.Omen.Key = next()
	}
	if v.Sump != nil && v.Sump.Ready {
		v.Sump.Key = next()
	}
	if v.Purges == nil {
		return
	}
	for i := range v.Purges.Missions {
		if v.Purges.Missions[i].Status == MissionReady {
			v.Purges.Missions[i].Key = next()
		}
	}
	for i := range v.Purges.Missions {
		if v.Purges.Missions[i].CanLaunch {
			v.Purges.Missions[i].Key = next()
		}
	}
}

// viewLongGame fills the omen, the tithe, the reliquary, the feats and
// the saga.
func (s *state) viewLongGame(v *View) {
	v.BoostPercent = s.boostPercent()
	if slot, end, _, ok := s.omenAt(s.clock); ok {
		v.Omen = &OmenView{Name: omenName(slot), EndsMs: end, LeftMs: end - s.clock}
	}
	nextAt := s.nextRelicAt()
	if s.tithes > 0 || s.lifetime*10 >= relicUnit {
		gain := s.titheGain()
		tv := &TitheView{Relics: s.relics, Earned: s.earned, Tithes: s.tithes, Gain: gain, NextAt: nextAt, CanPay: gain > 0}
		if gain == 0 {
			tv.Percent = int(min(100, s.lifetime*100/max(1, nextAt)))
		}
		v.Tithe = tv
	}
	if s.tithes > 0 {
		for i, r := range reliquary {
			owned := s.shop&(1<<i) != 0
			v.Reliquary = append(v.Reliquary, RelicView{
				ID: r.ID, Name: r.Name, Desc: r.Desc, Cost: r.Cost, Owned: owned,
				Offered: s.relicOffered(i) || owned, NeedTithes: r.NeedTithes,
				CanBuy: s.relicOffered(i) && r.Cost <= s.relics,
			})
		}
	}
	for i, f := range feats {
		done := s.feats&(1<<i) != 0
		if done {
			v.FeatsDone++
		}
		v.Feats = append(v.Feats, FeatView{ID: f.ID, Name: f.Name, Desc: f.Desc, Done: done})
	}
	for i := sagaRevealed(s.tithes) - 1; i >= 0; i-- {
		v.Saga = append(v.Saga, saga[i].Text)
	}
	if s.sealed != 0 {
		e := ending
		v.Ending = &e
	}
}
