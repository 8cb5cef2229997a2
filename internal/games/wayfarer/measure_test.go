package wayfarer

import (
	"math"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestMeasureCareers prints the tuning figures of the report: patrol
// encounters per jump by legal status, and the net worth of scripted
// careers (mean ± sd). It runs only with WAYFARER_MEASURE=1.
func TestMeasureCareers(t *testing.T) {
	if os.Getenv("WAYFARER_MEASURE") == "" {
		t.Skip("set WAYFARER_MEASURE=1 to measure")
	}
	// Patrols met per trip to a system of each government, by status.
	for _, st := range []struct {
		name string
		off  int
	}{{"clean", 0}, {"offender", 20}, {"fugitive", 80}} {
		var line []float64
		for gov := range 8 {
			s := newTest(t, 6)
			to := -1
			for i, sy := range s.galaxy().Systems {
				if sy.Gov == gov && i != s.c.Sys {
					to = i
				}
			}
			met := 0
			const trips = 20000
			for range trips {
				s.c.Mode, s.c.Enc, s.c.Fight, s.c.Off = ModeDocked, nil, nil, st.off
				s.travel(to)
				if s.c.Mode == ModeEncounter && s.c.Enc.Kind == "patrol" || s.c.Mode == ModeCombat && s.c.Fight.Class == patrolClass {
					met++
				}
			}
			line = append(line, 100*float64(met)/trips)
		}
		t.Logf("patrols per 100 trips, %s, gov 0..7: %.1f", st.name, line)
	}
	// Scripted careers of 1,500 actions: the trading captain, one that
	// also runs contracts, a smuggler and a random clicker.
	const careers = 60
	for _, kind := range []string{"captain", "contractor", "smuggler", "random"} {
		var worth []float64
		over, patrols, jumps, offJumps, offPatrols := 0, 0, 0, 0, 0
		retired := 0
		for seed := range uint64(careers) {
			s := newTest(t, 1000+seed)
			c := &captain{rng: rand.New(rand.NewPCG(seed, 11))}
			rng := rand.New(rand.NewPCG(seed, 12))
			for range 1500 {
				var a url.Values
				switch kind {
				case "random":
					a = pick(rng, s.View(kit.HumanSeat, t0))
				case "contractor":
					a = contractor(s, c)
				case "smuggler":
					a = smuggler(s, c)
				default:
					a = c.pick(s)
				}
				if a == nil {
					break
				}
				wasOff := s.legal() != Clean
				j := s.c.Jumps
				if err := s.Apply(kit.HumanSeat, a, t0); err != nil {
					t.Fatalf("%s %v: %v", kind, a, err)
				}
				if s.c.Jumps > j {
					jumps++
					met := s.c.Mode == ModeEncounter && s.c.Enc.Kind == "patrol" || s.c.Mode == ModeCombat && s.c.Fight.Class == patrolClass
					if met {
						patrols++
					}
					if wasOff {
						offJumps++
						if met {
							offPatrols++
						}
					}
				}
			}
			if s.Over() {
				over++
			} else if s.c.Jumps > 0 && s.c.Mode == ModeDocked {
				if s.Apply(kit.HumanSeat, kittest.Act("do", "retire", "confirm", "yes"), t0) == nil {
					retired++
				}
			}
			worth = append(worth, float64(s.netWorth()))
		}
		m, sd := meanSD(worth)
		t.Logf("%-10s net worth %.0f ± %.0f (sd; ± %.0f s.e.) over %d careers; %d lost, %d retired; patrols %.1f%% of %d jumps, %.1f%% of %d jumps made while not clean",
			kind, m, sd, sd/math.Sqrt(careers), careers, over, retired, 100*float64(patrols)/float64(max(jumps, 1)), jumps,
			100*float64(offPatrols)/float64(max(offJumps, 1)), offJumps)
	}
}

func meanSD(xs []float64) (float64, float64) {
	var sum, sq float64
	for _, x := range xs {
		sum += x
	}
	m := sum / float64(len(xs))
	for _, x := range xs {
		sq += (x - m) * (x - m)
	}
	return m, math.Sqrt(sq / float64(len(xs)-1))
}

// contractor is the captain who first takes every contract it can
// carry and flies to the nearest consignee.
func contractor(s *state, c *captain) url.Values {
	v := s.View(kit.HumanSeat, t0)
	if v.Mode != ModeDocked || v.Quest != nil || v.Offer != nil {
		return c.pick(s)
	}
	for _, o := range v.Board.Offers {
		if o.CanTake && o.N <= v.Hold-v.Used-5 {
			return kittest.Act("do", "contract", "k", itoa(o.K))
		}
	}
	if v.Fuel < FuelMax && v.Credits >= fuelPrice {
		return kittest.Act("do", "refuel")
	}
	if len(s.c.Con) > 0 {
		k := s.c.Con[0]
		if k.Gal == s.c.Gal {
			if hop := nextHop(s.galaxy(), s.c.Sys, k.To, v.Fuel); hop >= 0 {
				return kittest.Act("do", "jump", "to", itoa(hop))
			}
		}
	}
	return c.pick(s)
}

// smuggler buys contraband or firearms where they are cheap and lets
// the captain's routine sell them, bribing patrols.
func smuggler(s *state, c *captain) url.Values {
	v := s.View(kit.HumanSeat, t0)
	if v.Mode == ModeDocked && v.Quest == nil && v.Offer == nil {
		if v.Career.CanFine && v.Career.Legal == Fugitive && v.Credits > v.Career.FineCost+500 {
			return kittest.Act("do", "fine")
		}
		for g, r := range v.Market {
			if r.Illegal && r.Traded && r.MaxBuy > 0 && r.Cheap && v.Credits > 400 {
				return kittest.Act("do", "buy", "good", Goods[g].ID, "n", "max")
			}
		}
	}
	return c.pick(s)
}
