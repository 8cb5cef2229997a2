package corpsestarch

import (
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func TestRequisition(t *testing.T) {
	cases := []struct {
		name      string
		setup     func(*state)
		wantUnits int64
		wantMicro int64
	}{
		{"a bare chainsword yields one", func(*state) {}, 1, 0},
		{"sharpened three times yields seven", func(s *state) { s.sharpen = 3 }, 7, 0},
		{"a blessing multiplies it", func(s *state) { s.blessEnd, s.blessMult = s.clock+10_000, 3 }, 3, 0},
		{"a litany adds 1% of the rate", func(s *state) {
			s.owned[1] = 10 // 6/s
			s.rate = s.servitorRate()
			upg(s, "litany-1")
		}, 1, 60_000},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := fresh()
			c.setup(s)
			s.rate = s.servitorRate()
			mustApply(t, s, 0, "do", "requisition")
			if s.stock != c.wantUnits || s.micro != c.wantMicro || s.actions != 1 {
				t.Errorf("stock %d + %d/1e6 after %d actions, want %d + %d/1e6", s.stock, s.micro, s.actions, c.wantUnits, c.wantMicro)
			}
		})
	}
}

func TestSectionsOpenWithLifetime(t *testing.T) {
	cases := []struct {
		lifetime int64
		open     int
	}{{0, 0}, {9, 0}, {10, 1}, {59, 1}, {60, 2}, {299, 2}, {300, 3}, {1499, 3}, {1500, 4}}
	for _, c := range cases {
		if got := openSections(c.lifetime); got != c.open {
			t.Errorf("lifetime %d: %d sections open, want %d", c.lifetime, got, c.open)
		}
	}
	// Spending does not close a section: it follows the lifetime total.
	s := fresh()
	s.stock, s.lifetime = 0, 1500
	if v := s.View(0, at(0)); v.Open != 4 || v.Sump == nil || v.Purges == nil || v.Sharpen == nil {
		t.Errorf("an empty stockpile closed sections: %+v", v.Sections)
	}
}

func TestLockedSectionsRefuse(t *testing.T) {
	s := fresh()
	s.stock, s.lifetime = 9, 9
	mustRefuse(t, s, 0, "do", "buy", "item", "servo-skull")
	mustRefuse(t, s, 0, "do", "upgrade", "item", "sharpen")
	mustRefuse(t, s, 0, "do", "sump")
	mustRefuse(t, s, 0, "do", "purge", "mission", "drains")
}

func TestBuyServitors(t *testing.T) {
	s := fresh()
	s.stock, s.lifetime = 1000, 1000
	wantCosts := []int64{12, 14, 17, 20, 23} // +15% each, rounded up at each step
	for i, want := range wantCosts {
		if got := tierCost(0, i); got != want {
			t.Errorf("servo-skull #%d costs %d, want %d", i+1, got, want)
		}
		stock := s.stock
		mustApply(t, s, int64(i)*200, "do", "buy", "item", "servo-skull")
		if stock-s.stock != want {
			t.Errorf("paid %d for servo-skull #%d, want %d", stock-s.stock, i+1, want)
		}
	}
	if s.owned[0] != 5 || s.rate != 500 {
		t.Errorf("owned %d, rate %d; want 5 and 500 milli/s", s.owned[0], s.rate)
	}
	if s.lifetime != 1000+s.micro/microPerUnit {
		t.Errorf("buying changed the lifetime total to %d", s.lifetime)
	}
}

func TestBuyRefusals(t *testing.T) {
	s := fresh()
	s.stock, s.lifetime = 11, 100
	err := mustRefuse(t, s, 0, "do", "buy", "item", "servo-skull")
	if !strings.Contains(err.Error(), "not enough starch") {
		t.Errorf("refusal says %q", err)
	}
	// The cogitator array is not offered before lifetime reaches half
	// its price, whatever the stockpile.
	s.stock, s.lifetime = 749, 749
	mustRefuse(t, s, 0, "do", "buy", "item", "cogitator-array")
	s.stock, s.lifetime = 2000, 2000
	mustApply(t, s, 0, "do", "buy", "item", "cogitator-array")
	s.owned[0] = maxOwned
	mustRefuse(t, s, 1000, "do", "buy", "item", "servo-skull")
}

func TestSharpen(t *testing.T) {
	s := fresh()
	s.stock, s.lifetime = 1_000, 1_000
	mustApply(t, s, 0, "do", "upgrade", "item", "sharpen")
	mustApply(t, s, 200, "do", "upgrade", "item", "sharpen")
	if s.sharpen != 2 || s.stock != 1000-30-150 {
		t.Errorf("level %d, stock %d", s.sharpen, s.stock)
	}
	mustApply(t, s, 400, "do", "upgrade", "item", "sharpen")
	mustRefuse(t, s, 600, "do", "upgrade", "item", "sharpen") // 2,500 needed, 220 there
	s.sharpen, s.stock = maxSharpen, maxUnits/2
	mustRefuse(t, s, 800, "do", "upgrade", "item", "sharpen")
}

func TestUpgrades(t *testing.T) {
	s := rich()
	// A tier rite needs the tier owned.
	mustRefuse(t, s, 0, "do", "upgrade", "item", "penitent-line-oils")
	rate := s.rate
	mustApply(t, s, 0, "do", "upgrade", "item", "servo-skull-oils")
	if s.rate != rate+10*100 {
		t.Errorf("skull oils took the rate from %d to %d, want +1000", rate, s.rate)
	}
	mustRefuse(t, s, 200, "do", "upgrade", "item", "servo-skull-oils") // bought already
	// The rites of maintenance need 15 skulls.
	mustRefuse(t, s, 200, "do", "upgrade", "item", "servo-skull-rites")
	// A chain: the third squad needs the second.
	mustRefuse(t, s, 200, "do", "upgrade", "item", "squad-3")
	mustApply(t, s, 200, "do", "upgrade", "item", "squad-2")
	mustApply(t, s, 400, "do", "upgrade", "item", "squad-3")
	if s.squads() != 3 {
		t.Errorf("%d squads", s.squads())
	}
	// Ledgers raise every servitor by a tenth.
	rate = s.rate
	mustApply(t, s, 600, "do", "upgrade", "item", "ledgers-1")
	if s.rate != rate*110/100 {
		t.Errorf("ledgers took %d to %d", rate, s.rate)
	}
	// An upgrade above the lifetime total is not offered.
	s.stock = maxUnits / 2
	mustRefuse(t, s, 800, "do", "upgrade", "item", "ledgers-4")
}

func TestSumpOutcomes(t *testing.T) {
	seen := map[eventKind]int{}
	for seed := range uint64(400) {
		s := rich()
		s.rng = newState(seed, 0).rng
		stock, rate := s.stock, s.rate
		mustApply(t, s, 0, "do", "sump")
		e := lastOf(s, evBonus, evBlessing, evTaint, evNothing)
		seen[e.kind]++
		switch e.kind {
		case evBonus:
			lo := (5*s.clickMicro() + rate*bonusMinSec*1000) / microPerUnit
			hi := (5*s.clickMicro()+rate*bonusMaxSec*1000)/microPerUnit + 1
			if gain := s.stock - stock; gain < lo || gain > hi {
				t.Errorf("bonus %d outside %d..%d", gain, lo, hi)
			}
		case evBlessing:
			if s.blessEnd != s.clock+blessMs || s.blessMult != blessMultBase {
				t.Errorf("blessing to %d ×%d", s.blessEnd-s.clock, s.blessMult)
			}
		case evTaint:
			if s.stock != stock-stock/10 || e.n != stock/10 {
				t.Errorf("taint left %d of %d", s.stock, stock)
			}
			if s.lifetime < stock {
				t.Error("taint lowered the lifetime total")
			}
		case evNothing:
			if s.stock != stock {
				t.Errorf("nothing changed the stock to %d", s.stock)
			}
		}
	}
	for _, k := range []eventKind{evBonus, evBlessing, evTaint, evNothing} {
		if seen[k] == 0 {
			t.Errorf("no %s in 400 dips: %v", k, seen)
		}
	}
}

func TestSumpCooldownAndFilters(t *testing.T) {
	s := rich()
	mustApply(t, s, 0, "do", "sump")
	err := mustRefuse(t, s, sumpCooldownMs-1, "do", "sump")
	if !kit.IsInvalid(err) {
		t.Errorf("cooldown refusal %v", err)
	}
	mustApply(t, s, sumpCooldownMs, "do", "sump")

	taints := func(filtered bool) int {
		n := 0
		for seed := range uint64(600) {
			s := rich()
			if filtered {
				upg(s, "filters")
			}
			s.rng = newState(seed, 0).rng
			mustApply(t, s, 0, "do", "sump")
			if lastOf(s, evBonus, evBlessing, evTaint, evNothing).kind == evTaint {
				n++
			}
		}
		return n
	}
	if raw, clean := taints(false), taints(true); clean*2 > raw {
		t.Errorf("filters: %d taints against %d without", clean, raw)
	}
}

func TestBlessingStacksUpToALimit(t *testing.T) {
	s := rich()
	s.bless()
	s.bless()
	if s.blessEnd != s.clock+2*blessMs {
		t.Errorf("two blessings end in %d ms", s.blessEnd-s.clock)
	}
	for range 20 {
		s.bless()
	}
	if s.blessEnd != s.clock+blessMaxAheadMs {
		t.Errorf("many blessings end in %d ms", s.blessEnd-s.clock)
	}
	upg(s, "oils", "communion")
	s.blessEnd = 0
	s.bless()
	if s.blessEnd != s.clock+blessOilsMs || s.blessMult != blessMultSpirit {
		t.Errorf("upgraded blessing: %d ms ×%d", s.blessEnd-s.clock, s.blessMult)
	}
}

func TestPurges(t *testing.T) {
	s := rich()
	reward := s.missionReward(0)
	if want := missions[0].Base + s.rate*missions[0].IncomeSec/1000; reward != want {
		t.Errorf("reward %d, want %d", reward, want)
	}
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	mustRefuse(t, s, 100, "do", "purge", "mission", "drains") // already out
	mustRefuse(t, s, 100, "do", "purge", "mission", "cull")   // one squad only
	mustRefuse(t, s, 100, "do", "purge", "mission", "crusade")
	// Not collectable early, not even a millisecond early.
	for _, ms := range []int64{1, 10_000, 19_999} {
		err := mustRefuse(t, s, ms, "do", "collect", "mission", "drains")
		if !strings.Contains(err.Error(), "not back yet") {
			t.Errorf("early collection at %d ms: %v", ms, err)
		}
	}
	mustRefuse(t, s, 19_999, "do", "collect", "mission", "cull") // nobody there
	stock := s.stock
	mustApply(t, s, 20_000, "do", "collect", "mission", "drains")
	gain := s.stock - stock - s.rate*20/1000 // minus the servitors' 20 s
	if gain < reward*80/100-1 || gain > reward*120/100+1 {
		t.Errorf("collected %d of a reward of %d", gain, reward)
	}
	if len(s.purges) != 0 {
		t.Error("the squad is still out after collection")
	}
	mustRefuse(t, s, 20_100, "do", "collect", "mission", "drains")
	// Veterans: half as much again.
	upg(s, "veterans")
	if got := s.missionReward(0); got != reward+reward/2 {
		t.Errorf("veterans' reward %d, want %d", got, reward+reward/2)
	}
}

func TestAwayReport(t *testing.T) {
	s := rich()
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	s.blessEnd, s.blessMult = s.clock+5000, 2
	v := s.View(0, at(awayMs-1))
	if v.Away != nil {
		t.Fatal("a report before the absence was long enough")
	}
	v = s.View(0, at(3_600_000))
	if v.Away == nil || v.Away.Dismissable || !v.Away.BlessingEnd || len(v.Away.Purges) != 1 || v.Away.Gained <= 0 {
		t.Fatalf("ongoing absence: %+v", v.Away)
	}
	gained := v.Away.Gained
	// The first action on return keeps the report until acknowledged.
	mustApply(t, s, 3_600_000, "do", "requisition")
	v = s.View(0, at(3_600_001))
	if v.Away == nil || !v.Away.Dismissable || v.Away.Gained != gained {
		t.Fatalf("kept report: %+v (want gained %d)", v.Away, gained)
	}
	mustApply(t, s, 3_600_100, "do", "ack")
	if v = s.View(0, at(3_600_200)); v.Away != nil {
		t.Fatalf("acknowledged report still shown: %+v", v.Away)
	}
	// Time played counts each gap between actions up to a minute.
	if s.activeMs != activeCapMs+100 {
		t.Errorf("time played %d ms, want %d", s.activeMs, activeCapMs+100)
	}
}

func TestForgedAmountsRefused(t *testing.T) {
	s := rich()
	for _, kv := range [][]string{
		{"do", "requisition", "amount", "1000000"},
		{"do", "requisition", "Amount", "5"},
		{"do", "buy", "item", "servo-skull", "count", "100"},
		{"do", "collect", "mission", "drains", "reward", "1e9"},
		{"do", "upgrade", "item", "sharpen", "level", "19"},
		{"do", "sump", "starch", "1"},
		{"do", "requisition", "n", "50"},
	} {
		err := mustRefuse(t, s, 0, kv...)
		if !kit.IsInvalid(err) || !strings.Contains(err.Error(), "not accepted") {
			t.Errorf("%v: %v", kv, err)
		}
	}
	// The hall's own fields are ignored.
	mustApply(t, s, 0, "do", "requisition", "v", "7", "lang", "ru")
}

func TestMalformedActionsRefused(t *testing.T) {
	s := rich()
	for _, kv := range [][]string{
		{},
		{"do", ""},
		{"do", "dance"},
		{"do", "requisition", "do", "requisition"},
		{"do", "buy"},
		{"do", "buy", "item", "titan"},
		{"do", "buy", "item", "servo-skull", "item", "servo-skull"},
		{"do", "upgrade", "item", "servo-skull"},
		{"do", "purge", "mission", "mars"},
		{"do", "collect"},
	} {
		if err := mustRefuse(t, s, 0, kv...); !kit.IsInvalid(err) {
			t.Errorf("%v: %v", kv, err)
		}
	}
	if err := s.Apply(1, kittest.Act("do", "requisition"), at(0)); !kit.IsInvalid(err) {
		t.Errorf("seat 1 acted: %v", err)
	}
}

func TestPaceLimit(t *testing.T) {
	s := fresh()
	// A burst of 20 at one instant passes; the 21st is refused as too
	// fast and changes nothing.
	for range burstTokens / tokenUnit {
		mustApply(t, s, 0, "do", "requisition")
	}
	err := mustRefuse(t, s, 0, "do", "requisition")
	var ie *kit.InputError
	if !errorsAs(err, &ie) || !ie.TooFast {
		t.Fatalf("21st click: %v, want a TooFast refusal", err)
	}
	if s.stock != 20 {
		t.Errorf("stock %d after the burst", s.stock)
	}
	// One token comes back every 125 ms.
	mustRefuse(t, s, 124, "do", "requisition")
	mustApply(t, s, 125, "do", "requisition")
	// A steady 8 per second passes for a minute; 9 per second does not.
	s = fresh()
	for k := range int64(480) {
		mustApply(t, s, k*125, "do", "requisition")
	}
	s = fresh()
	refused := 0
	for k := range int64(540) {
		if s.Apply(0, kittest.Act("do", "requisition"), at(k*1000/9)) != nil {
			refused++
		}
	}
	if refused < 40 {
		t.Errorf("only %d of 540 clicks at 9/s refused", refused)
	}
}

func TestViewKeysAndUnlocks(t *testing.T) {
	s := fresh()
	v := s.View(0, at(0))
	if v.RequisitionKey != 1 || v.Next == nil || v.Next.Need != 10 || len(v.Chronicle) != 1 {
		t.Fatalf("new game view: key %d next %+v chronicle %d", v.RequisitionKey, v.Next, len(v.Chronicle))
	}
	s = rich()
	upg(s, "squad-2")
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	v = s.View(0, at(20_000))
	keys := map[int]string{v.RequisitionKey: "requisition"}
	add := func(k int, what string) {
		if k == 0 {
			return
		}
		if prev, dup := keys[k]; dup {
			t.Errorf("key %d on %s and %s", k, prev, what)
		}
		keys[k] = what
	}
	for _, sv := range v.Servitors {
		add(sv.Key, sv.ID)
	}
	add(v.Sharpen.Key, "sharpen")
	add(v.Sump.Key, "sump")
	for _, m := range v.Purges.Missions {
		add(m.Key, m.ID)
	}
	for k := 1; k <= 9; k++ {
		if keys[k] == "" {
			t.Errorf("key %d unused: %v", k, keys)
		}
	}
	if v.Purges.Missions[0].Status != MissionReady || v.Purges.Missions[0].Key == 0 {
		t.Errorf("a returned squad has no key: %+v", v.Purges.Missions[0])
	}
}

func TestViewDoesNotChangeState(t *testing.T) {
	s := rich()
	before := kittest.Encode(t, s)
	s.View(0, at(86_400_000))
	if string(before) != string(kittest.Encode(t, s)) {
		t.Fatal("View changed the state")
	}
}

func TestResultsAndInfo(t *testing.T) {
	s := rich()
	r := s.Results()
	if len(r) != 1 || r[0].Board != "lifetime" || r[0].Score != s.lifetime || r[0].Outcome != kit.Unfinished {
		t.Fatalf("results %+v", r)
	}
	if d := r[0].Detail; d.Int("open") != 4 || d.Int("sections") != 4 {
		t.Errorf("detail %v", d)
	}
	info := Game{}.Info()
	if info.Slug != "corpse-starch" || len(info.Boards) != 1 || info.Boards[0].Rank != kit.RankHighest || info.Boards[0].Unit != kit.UnitCoins {
		t.Errorf("info %+v", info)
	}
	if s.Over() {
		t.Error("the game ended")
	}
	if _, ok := s.NextBot(); ok {
		t.Error("a bot seat")
	}
}
