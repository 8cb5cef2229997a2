package corpsestarch

import (
	"bytes"
	randv1 "math/rand"
	"math/rand/v2"
	"testing"
	"testing/quick"

	"gamehall/internal/games/kit/kittest"
)

// scenario is a random game caught mid-way: servitors and upgrades, a
// blessing that ends at a random moment and squads out on purges, then a
// random absence cut into random steps.
type scenario struct {
	seed uint64
}

// build makes the state and the absence. The blessing and at least one
// purge end strictly inside the absence, so the jump has to split the
// interval and mark squads back.
func (sc scenario) build() (s *state, gap int64, cuts []int64) {
	r := rand.New(rand.NewPCG(sc.seed, 7))
	s = fresh()
	for i := range tiers {
		if r.IntN(3) > 0 {
			s.owned[i] = r.IntN(maxOwned + 1)
		}
	}
	for i := range upgrades {
		if r.IntN(2) == 0 {
			s.bought |= 1 << i
		}
	}
	s.micro = r.Int64N(microPerUnit)
	s.stock = r.Int64N(1e12)
	s.lifetime = s.stock + r.Int64N(1e12)
	s.tokens = r.Int64N(burstTokens + 1)
	// The long game: relics, reliquary items, feats and omens all feed
	// the rate or the schedule, none of them changes with time.
	if r.IntN(2) == 0 {
		s.shop = r.Uint64() & (1<<len(reliquary) - 1) &^ sealBit()
		s.earned = 1 + r.Int64N(s.relicsFor(s.lifetime)+1)
		s.tithes = 1 + r.IntN(int(min(s.earned, 20)))
		s.relics = r.Int64N(1000)
		s.feats = r.Uint64() & (1<<len(feats) - 1)
		s.omenKey, s.omenTaken = r.Uint64()|1, r.Int64N(3)
	}
	s.rate = s.servitorRate()
	// Absences from a millisecond to a year.
	gap = 1 + r.Int64N(365*86400_000)
	if r.IntN(4) == 0 {
		gap = 1 + r.Int64N(5000)
	}
	now := s.clock
	s.blessMult = blessMultBase + r.Int64N(2)
	s.blessEnd = now + 1 + r.Int64N(min(gap, blessMaxAheadMs))
	for i := range min(len(missions), s.squads()) {
		dur := missions[i].DurationMs
		start := now - r.Int64N(dur)
		if i == 0 {
			// Make sure one squad comes back during the absence.
			start = now - dur + 1 + r.Int64N(min(gap, dur))
		}
		s.purges = append(s.purges, run{mission: i, start: start, end: start + dur, reward: r.Int64N(1e9)})
	}
	steps := 1 + r.IntN(200)
	for range steps {
		cuts = append(cuts, r.Int64N(gap+1))
	}
	return s, gap, cuts
}

// TestJumpEqualsSteps is the catch-up property: advancing across an
// absence in one jump leaves exactly the state that advancing through
// it in many small steps leaves: same stockpile to the millionth, same
// lifetime, same squads back, same pace allowance.
func TestJumpEqualsSteps(t *testing.T) {
	prop := func(seed uint64) bool {
		sc := scenario{seed}
		jump, gap, cuts := sc.build()
		steps, _, _ := sc.build()
		start := jump.clock
		jump.advance(start + gap)
		sortInts(cuts)
		for _, c := range cuts {
			steps.advance(start + c)
		}
		steps.advance(start + gap)
		a, b := kittest.Encode(t, jump), kittest.Encode(t, steps)
		_, _, _, omenJ := jump.omenAt(jump.clock)
		_, _, _, omenS := steps.omenAt(steps.clock)
		if !bytes.Equal(a, b) || omenJ != omenS {
			t.Logf("seed %d, gap %d ms:\n jump  %s\n steps %s", seed, gap, a, b)
			return false
		}
		// The scenario must really have split a blessing and brought a
		// squad back, or the property proves less than it says.
		return jump.blessEnd <= start+gap && jump.purges[0].ready
	}
	if err := quick.Check(prop, fixedQuick(300)); err != nil {
		t.Fatal(err)
	}
}

func sortInts(xs []int64) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// TestAdvanceIncome checks catch-up against numbers worked by hand.
func TestAdvanceIncome(t *testing.T) {
	cases := []struct {
		name       string
		owned      []int // servo-skulls, menial servitors
		bless      int64 // blessing end, ms after the start (0 for none)
		mult       int64
		gap        int64
		wantStock  int64
		wantMicro  int64
		wantChange bool
	}{
		{"nothing owned, nothing changes", nil, 0, 1, 3_600_000, 0, 0, false},
		{"one skull for a second", []int{1}, 0, 1, 1000, 0, 100_000, false},
		{"one skull for ten seconds", []int{1}, 0, 1, 10_000, 1, 0, true},
		{"one skull for a millisecond", []int{1}, 0, 1, 1, 0, 100, false},
		{"a skull and a servitor for a day", []int{1, 1}, 0, 1, 86_400_000, 60_480, 0, true},
		{"a skull and a servitor for a year", []int{1, 1}, 0, 1, 365 * 86_400_000, 22_075_200, 0, true},
		// 30 s at ×2 then 70 s at ×1 of 0.7/s: 42 + 49 = 91 starch.
		{"a blessing ends midway", []int{1, 1}, 30_000, 2, 100_000, 91, 0, true},
		// The blessing outlasts the absence: 10 s at ×3 of 0.7/s.
		{"a blessing still on", []int{1, 1}, 60_000, 3, 10_000, 21, 0, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := fresh()
			copy(s.owned, c.owned)
			s.rate = s.servitorRate()
			if c.bless > 0 {
				s.blessEnd, s.blessMult = s.clock+c.bless, c.mult
			}
			changed := s.Advance(at(c.gap))
			if s.stock != c.wantStock || s.micro != c.wantMicro || s.lifetime != c.wantStock {
				t.Errorf("stock %d + %d/1e6, lifetime %d; want %d + %d/1e6", s.stock, s.micro, s.lifetime, c.wantStock, c.wantMicro)
			}
			if changed != c.wantChange {
				t.Errorf("changed = %v, want %v", changed, c.wantChange)
			}
		})
	}
}

// TestAdvanceBackwards ignores a clock that went back (another server).
func TestAdvanceBackwards(t *testing.T) {
	s := rich()
	s.advance(s.clock + 5000)
	before := kittest.Encode(t, s)
	if s.Advance(at(1000)) {
		t.Error("advancing backwards reported a change")
	}
	if !bytes.Equal(before, kittest.Encode(t, s)) {
		t.Error("advancing backwards changed the state")
	}
}

// TestPurgeBackWhileAway marks a squad back exactly at its end.
func TestPurgeBackWhileAway(t *testing.T) {
	s := rich()
	mustApply(t, s, 0, "do", "purge", "mission", "drains")
	if s.Advance(at(19_999)); s.purges[0].ready {
		t.Fatal("back a millisecond early")
	}
	if !s.Advance(at(20_000)) || !s.purges[0].ready {
		t.Fatal("not back at its end, or the change was not reported")
	}
}

// TestSaturation keeps a silly rate over a silly time inside the cap.
func TestSaturation(t *testing.T) {
	s := fresh()
	for i := range s.owned {
		s.owned[i] = maxOwned
	}
	upg(s, "ledgers-1", "ledgers-2", "ledgers-3", "ledgers-4")
	for i, u := range upgrades {
		if u.Effect == effTier {
			s.bought |= 1 << i
		}
	}
	s.rate = s.servitorRate()
	s.advance(s.clock + 1000*365*86_400_000)
	if s.stock != maxUnits || s.lifetime != maxUnits {
		t.Fatalf("stock %d, lifetime %d; want the cap %d", s.stock, s.lifetime, maxUnits)
	}
	mustApply(t, s, 1000*365*86_400_000+1, "do", "requisition")
}

func benchmarkAdvance(b *testing.B, gap int64) {
	s := rich()
	upg(s, "servo-skull-oils", "ledgers-1")
	s.blessEnd, s.blessMult = s.clock+gap/2+1, 2
	mustApply(b, s, 0, "do", "purge", "mission", "drains")
	start := s.clone()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		c := *start // the purge slice is not written before the end: a shallow copy is enough
		c.purges = append(c.purges[:0:0], start.purges...)
		c.advance(start.clock + gap)
	}
}

// BenchmarkAdvance is catch-up after one second, one day and one year
// away: the same work whatever the gap.
func BenchmarkAdvanceSecond(b *testing.B) { benchmarkAdvance(b, 1000) }
func BenchmarkAdvanceDay(b *testing.B)    { benchmarkAdvance(b, 86_400_000) }
func BenchmarkAdvanceYear(b *testing.B)   { benchmarkAdvance(b, 365*86_400_000) }

// fixedQuick is a testing/quick configuration of n cases drawn from a
// fixed source, so a property test checks the same cases every run.
// A case that fails is added to the test as a seed of its own.
func fixedQuick(n int) *quick.Config {
	return &quick.Config{MaxCount: n, Rand: randv1.New(randv1.NewSource(1))}
}
