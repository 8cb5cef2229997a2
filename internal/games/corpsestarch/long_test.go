package corpsestarch

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/quick"

	"gamehall/internal/games/kit/kittest"
)

// tithed is a game one tithe in, with relics to spend.
func tithed(t testing.TB) *state {
	s := rich()
	s.lifetime, s.stock = 1000*relicUnit, 5_000_000 // cube root: 10 relics
	s.lifetimeAtAct = s.lifetime
	mustApply(t, s, 0, "do", "tithe", "sure", "1")
	return s
}

func TestTitheNeedsGrowthAndConfirmation(t *testing.T) {
	s := rich() // 5 million: far below the first relic
	err := mustRefuse(t, s, 0, "do", "tithe", "sure", "1")
	if !strings.Contains(err.Error(), "next relic") {
		t.Errorf("refusal %q does not say when the next relic comes", err)
	}
	s.lifetime = 8 * relicUnit // cube root 2
	mustRefuse(t, s, 0, "do", "tithe")
	mustRefuse(t, s, 0, "do", "tithe", "sure", "yes")
	mustApply(t, s, 0, "do", "tithe", "sure", "1")
	if s.relics != 2 || s.earned != 2 || s.tithes != 1 {
		t.Fatalf("relics %d, earned %d, tithes %d; want 2, 2, 1", s.relics, s.earned, s.tithes)
	}
	// Relics follow the lifetime total: the same total pays nothing twice.
	mustRefuse(t, s, 1000, "do", "tithe", "sure", "1")
}

func TestTitheResetsTheRunAndKeepsTheRest(t *testing.T) {
	s := rich()
	s.lifetime = 27 * relicUnit
	s.sharpen = 5
	upg(s, "squad-2", "filters", "ledgers-1", "servo-skull-oils")
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	s.blessEnd, s.blessMult = s.clock+60_000, 2
	life, chron := s.lifetime, revealed(s.lifetime)
	mustApply(t, s, 0, "do", "tithe", "sure", "1")
	if s.stock != 0 || s.rate != 0 || s.sharpen != 0 || s.bought != 0 || len(s.purges) != 0 || s.blessed() {
		t.Errorf("the run was not paid: stock %d, rate %d, sharpen %d, bought %b, purges %d", s.stock, s.rate, s.sharpen, s.bought, len(s.purges))
	}
	for i, n := range s.owned {
		if n != 0 {
			t.Errorf("%d of tier %d kept", n, i)
		}
	}
	if s.lifetime != life || revealed(s.lifetime) != chron || openSections(s.lifetime) != int(numSections) {
		t.Error("the tithe took the lifetime total, the chronicle or a section")
	}
	if s.earned != 3 || s.boostPercent() != 100+3*relicPercent+int64(bitsSet(s.feats)) {
		t.Errorf("earned %d, boost %d%%", s.earned, s.boostPercent())
	}
	// The reliquary keeps what it says it keeps.
	k := rich()
	k.lifetime = 1000 * relicUnit
	k.tithes, k.earned, k.relics = 1, 1, 0
	k.sharpen = 5
	for _, id := range []string{"relic-blade", "honour-guard", "sump-rites", "inheritance", "eternal-ledgers"} {
		i, _ := relicIndex(id)
		k.shop |= 1 << i
	}
	upg(k, "squad-2", "veterans", "filters", "oils", "ledgers-1", "litany-1", "servo-skull-oils")
	mustApply(t, k, 0, "do", "tithe", "sure", "1")
	if k.sharpen != 5 || k.has("servo-skull-oils") || k.stock != inheritStarch {
		t.Errorf("sharpen %d, rites kept %v, stock %d", k.sharpen, k.has("servo-skull-oils"), k.stock)
	}
	for _, id := range []string{"squad-2", "veterans", "filters", "oils", "ledgers-1", "litany-1"} {
		if !k.has(id) {
			t.Errorf("%s was not kept", id)
		}
	}
}

func TestReliquary(t *testing.T) {
	s := tithed(t)
	if s.relics != 10 {
		t.Fatalf("relics %d", s.relics)
	}
	mustRefuse(t, s, 0, "do", "relic", "item", "tithe-bell") // needs three tithes
	mustRefuse(t, s, 0, "do", "relic", "item", "sainthood")
	mustRefuse(t, s, 0, "do", "relic", "item", sealID)
	mustApply(t, s, 0, "do", "relic", "item", "augurs-eye")
	mustRefuse(t, s, 0, "do", "relic", "item", "augurs-eye")
	mustApply(t, s, 0, "do", "relic", "item", "saints-finger")
	mustRefuse(t, s, 0, "do", "relic", "item", "relic-blade") // 10 − 4 − 5 = 1 left
	if s.relics != 1 || s.omenLife() != 2*omenLifeMs || s.sumpCooldown() != sumpCooldownMs/2 {
		t.Errorf("relics %d, omen %d ms, cooldown %d ms", s.relics, s.omenLife(), s.sumpCooldown())
	}
	// The favour doubles what each relic earned is worth.
	before := s.boostPercent()
	s.tithes, s.relics = 3, 200
	mustApply(t, s, 0, "do", "relic", "item", "favour")
	if s.boostPercent() < before+(favourPercent-relicPercent)*s.earned {
		t.Errorf("favour: boost %d → %d", before, s.boostPercent())
	}
	// Sealing the box ends the story and earns its feat; the game goes on.
	mustApply(t, s, 5000, "do", "relic", "item", sealID)
	v := s.View(0, at(5000))
	if s.sealed == 0 || v.Ending == nil || s.Over() {
		t.Fatal("the seal did not end the story, or ended the game")
	}
	i, _ := featIndex("sealed")
	if s.feats&(1<<i) == 0 {
		t.Error("no feat for the seal")
	}
	mustApply(t, s, 6000, "do", "requisition")
}

func TestOmens(t *testing.T) {
	s := rich()
	if _, _, _, ok := s.omenAt(s.clock + 3*omenSlotMs); ok {
		t.Fatal("an omen before the first action drew the key")
	}
	mustApply(t, s, 0, "do", "requisition")
	// Each slot but the first shows exactly one omen for omenLifeMs; find
	// them all by scanning a day a second at a time.
	shown := map[int64]int64{}
	for ms := int64(0); ms < 86_400_000; ms += 1000 {
		if slot, end, _, ok := s.omenAt(s.clock + ms); ok {
			shown[slot]++
			if end-(s.clock+ms) > omenLifeMs {
				t.Fatalf("slot %d ends %d ms ahead", slot, end-s.clock-ms)
			}
		}
	}
	slots := 86_400_000 / omenSlotMs
	if len(shown) != int(slots)-1 {
		t.Errorf("%d omens in a day, want %d", len(shown), slots-1)
	}
	for slot, secs := range shown {
		if secs != omenLifeMs/1000 {
			t.Errorf("slot %d showed for %d s", slot, secs)
		}
	}
	// Heeding: once per omen, never outside one, and the dice are the
	// omen's own (the view never says what it brings).
	kinds := map[eventKind]int{}
	var last int64
	for ms := int64(1000); ms < 30*86_400_000; ms += 10_000 {
		slot, _, _, ok := s.omenAt(t0.UnixMilli() + ms)
		if !ok || slot == last {
			continue
		}
		before := kittest.Encode(t, s)
		mustApply(t, s, ms, "do", "omen")
		last = slot
		kinds[lastOf(s, evOmenGift, evOmenRelic, evBlessing).kind]++
		mustRefuse(t, s, ms+1, "do", "omen")
		if bytes.Equal(before, kittest.Encode(t, s)) {
			t.Fatal("heeding changed nothing")
		}
	}
	if kinds[evOmenGift] == 0 || kinds[evBlessing] == 0 || kinds[evOmenRelic] != 0 {
		t.Errorf("omen outcomes without a tithe: %v", kinds)
	}
	if s.omens != int64(kinds[evOmenGift]+kinds[evBlessing]) {
		t.Errorf("omens counted %d", s.omens)
	}
}

func TestOmenRefusedWhenNoneShows(t *testing.T) {
	s := fresh()
	mustApply(t, s, 0, "do", "requisition")
	mustRefuse(t, s, 1000, "do", "omen") // slot 0 never has one
}

func TestBuyLots(t *testing.T) {
	s := rich()
	s.stock = 1_000_000
	one, ten := s.clone(), s.clone()
	for range 10 {
		mustApply(t, one, 0, "do", "buy", "item", "servo-skull")
	}
	mustApply(t, ten, 0, "do", "buy", "item", "servo-skull", "lot", Lot10)
	if one.stock != ten.stock || one.owned[0] != ten.owned[0] || one.rate != ten.rate {
		t.Errorf("ten at once: stock %d owned %d; one by one: stock %d owned %d", ten.stock, ten.owned[0], one.stock, one.owned[0])
	}
	v := s.View(0, at(0))
	if v.Servitors[0].Cost10 != s.stock-ten.stock {
		t.Errorf("view says ten cost %d, they cost %d", v.Servitors[0].Cost10, s.stock-ten.stock)
	}
	// Max buys as many as the stockpile pays for, as the view says.
	m := s.clone()
	mustApply(t, m, 0, "do", "buy", "item", "menial-servitor", "lot", LotMax)
	sv := v.Servitors[1]
	if m.owned[1]-s.owned[1] != sv.MaxN || s.stock-m.stock != sv.MaxCost || tierCost(1, m.owned[1]) <= m.stock {
		t.Errorf("max bought %d for %d (view: %d for %d), left %d", m.owned[1]-s.owned[1], s.stock-m.stock, sv.MaxN, sv.MaxCost, m.stock)
	}
	// Ten that cannot be paid are refused whole; so are bad lots.
	p := s.clone()
	p.stock = tierCost(4, p.owned[4]) * 3
	mustRefuse(t, p, 0, "do", "buy", "item", "ossuary-press", "lot", Lot10)
	for _, lot := range []string{"11", "0", "-1", "all", ""} {
		mustRefuse(t, p, 0, "do", "buy", "item", "servo-skull", "lot", lot)
	}
	p.stock = 0
	mustRefuse(t, p, 0, "do", "buy", "item", "servo-skull", "lot", LotMax)
}

func TestFeatsAreKeptAndCounted(t *testing.T) {
	s := fresh()
	mustApply(t, s, 0, "do", "requisition")
	i, _ := featIndex("first-crumb")
	if s.feats&(1<<i) == 0 || lastOf(s, evFeat).mission != i {
		t.Fatal("the first requisition earned no feat")
	}
	s = tithed(t)
	n := bitsSet(s.feats)
	if n == 0 || s.feats&(1<<i) == 0 {
		t.Fatal("feats lost to a tithe")
	}
	if s.boostPercent() != 100+relicPercent*s.earned+featPercent*int64(n) {
		t.Errorf("boost %d%% with %d relics and %d feats", s.boostPercent(), s.earned, n)
	}
	v := s.View(0, at(0))
	if len(v.Feats) != len(feats) || v.FeatsDone != n {
		t.Errorf("view: %d feats, %d done", len(v.Feats), v.FeatsDone)
	}
}

// TestLongGameNeverIllegal plays random actions of every kind at random
// human paces over weeks and checks after each that the state is one
// the rules allow and survives a save byte for byte.
func TestLongGameNeverIllegal(t *testing.T) {
	acts := [][]string{
		{"do", "requisition"}, {"do", "sump"}, {"do", "omen"}, {"do", "tithe", "sure", "1"},
		{"do", "buy", "item", "servo-skull", "lot", LotMax}, {"do", "buy", "item", "cogitator-array", "lot", Lot10},
		{"do", "relic", "item", "inheritance"}, {"do", "relic", "item", "favour"}, {"do", "relic", "item", sealID},
		{"do", "purge", "mission", "drains"}, {"do", "collect", "mission", "drains"}, {"do", "upgrade", "item", "sharpen"},
	}
	prop := func(seed uint64) bool {
		r := rand.New(rand.NewPCG(seed, 3))
		s := rich()
		s.lifetime = r.Int64N(1e15)
		s.stock = r.Int64N(s.lifetime + 1)
		ms := int64(0)
		for range 200 {
			ms += r.Int64N(3 * omenSlotMs)
			a := acts[r.IntN(len(acts))]
			_ = s.Apply(0, kittest.Act(a...), at(ms))
			if s.relics < 0 || s.earned > s.relicsFor(s.lifetime) || s.earned < int64(s.tithes) ||
				s.stock < 0 || s.stock > s.lifetime || len(s.purges) > s.squads() || s.rate != s.servitorRate() {
				t.Logf("seed %d: illegal after %v", seed, a)
				return false
			}
			back, err := decodeState(kittest.Encode(t, s))
			if err != nil || !bytes.Equal(kittest.Encode(t, back), kittest.Encode(t, s)) {
				t.Logf("seed %d: does not survive a save: %v", seed, err)
				return false
			}
		}
		return true
	}
	if err := quick.Check(prop, &quick.Config{MaxCount: 40}); err != nil {
		t.Fatal(err)
	}
}

// longPlayed is a game deep into the long game: tithes paid, reliquary
// items, feats, omens heeded, a lot bought.
func longPlayed(t testing.TB) *state {
	s := tithed(t)
	mustApply(t, s, 1000, "do", "relic", "item", "inheritance")
	s.stock = 1_000_000
	mustApply(t, s, 2000, "do", "buy", "item", "cogitator-array", "lot", Lot10)
	for ms := int64(3000); s.omens == 0; ms += 10_000 {
		if _, _, _, ok := s.omenAt(t0.UnixMilli() + ms); ok {
			mustApply(t, s, ms, "do", "omen")
		}
	}
	return s
}

func TestLongGameRoundTrip(t *testing.T) {
	s := longPlayed(t)
	data := kittest.Encode(t, s)
	back, err := decodeState(data)
	if err != nil {
		t.Fatal(err)
	}
	if again := kittest.Encode(t, back); !bytes.Equal(data, again) || back.rate != s.rate {
		t.Fatalf("round trip differs:\n%s\n%s", data, again)
	}
	for _, field := range []string{`"rl":`, `"re":`, `"ti":`, `"rq":`, `"f":`, `"ok":`, `"os":`, `"on":`} {
		if !bytes.Contains(data, []byte(field)) {
			t.Errorf("no %s in %s", field, data)
		}
	}
}

func TestLongGameDecodeRejects(t *testing.T) {
	good := string(kittest.Encode(t, longPlayed(t)))
	bad := map[string]string{
		"unknown relic item": strings.Replace(good, `"rq":["`, `"rq":["halo","`, 1),
		"relic item twice":   strings.Replace(good, `"rq":["inheritance"`, `"rq":["inheritance","inheritance"`, 1),
		"item before tithes": strings.Replace(good, `"rq":["`, `"rq":["tithe-bell","`, 1),
		"unknown feat":       strings.Replace(good, `"f":["`, `"f":["saint","`, 1),
		"relics earned":      strings.Replace(good, `"re":10`, `"re":9999`, 1),
		"tithes":             strings.Replace(good, `"ti":1`, `"ti":0`, 1),
		"negative relics":    strings.Replace(good, `"rl":`, `"rl":-`, 1),
		"omen from future":   strings.Replace(good, `"os":`, `"os":9999`, 1),
		"seal without item":  strings.Replace(good, `"rng":`, `"se":1740830400000,"rng":`, 1),
	}
	kittest.RefusesCorrupted[View](t, Game{}, good, bad)
}

// BenchmarkAdvanceYearLongGame is catch-up after a year for a game deep
// in the long game, and BenchmarkViewYearLongGame the whole page model
// after it (omen, tithe, reliquary, feats): the same work whatever the
// gap.
func BenchmarkAdvanceYearLongGame(b *testing.B) {
	start := longPlayed(b)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		c := start.clone()
		c.advance(start.clock + 365*86_400_000)
	}
}

func BenchmarkViewYearLongGame(b *testing.B) {
	s := longPlayed(b)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		_ = s.View(0, at(s.clock-t0.UnixMilli()+365*86_400_000))
	}
}
