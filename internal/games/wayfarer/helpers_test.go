package wayfarer

import (
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var t0 = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

func newTest(t testing.TB, seed uint64) *state {
	t.Helper()
	return kittest.New[View](t, Game{}, nil, seed, t0).(*state)
}

// choices lists the actions the page offers in the view's mode: what
// a player could click.
func choices(v View) []url.Values {
	var out []url.Values
	switch v.Mode {
	case ModeEncounter:
		for _, c := range v.Enc.Choices {
			if c.Enabled {
				out = append(out, kittest.Act("do", "enc", "c", c.Key))
			}
		}
		return out
	case ModeCombat:
		out = append(out, kittest.Act("do", "attack"), kittest.Act("do", "flee"))
		if v.Combat.Missiles > 0 {
			out = append(out, kittest.Act("do", "missile"))
		}
		if v.Combat.Talk {
			out = append(out, kittest.Act("do", "talk"))
		}
		return out
	case ModeOver:
		return nil
	}
	for _, tab := range Tabs {
		out = append(out, kittest.Act("do", "tab", "tab", tab))
	}
	for _, r := range v.Market {
		if r.MaxBuy > 0 {
			out = append(out, kittest.Act("do", "buy", "good", r.ID), kittest.Act("do", "buy", "good", r.ID, "n", "max"))
		}
		if r.Held > 0 && r.Traded {
			out = append(out, kittest.Act("do", "sell", "good", r.ID, "n", "all"))
		}
	}
	if v.Yard.CanRefuel {
		out = append(out, kittest.Act("do", "refuel"))
	}
	if v.Yard.CanRepair {
		out = append(out, kittest.Act("do", "repair"))
	}
	for _, it := range v.Yard.Items {
		if it.CanBuy {
			out = append(out, kittest.Act("do", "upgrade", "item", it.ID))
		}
	}
	if v.Yard.CanWork {
		out = append(out, kittest.Act("do", "work"))
	}
	for _, h := range v.Yard.Hulls {
		if h.CanBuy {
			out = append(out, kittest.Act("do", "hull", "hull", h.ID))
		}
	}
	if v.Yard.Missile.CanBuy {
		out = append(out, kittest.Act("do", "buymis"))
	}
	if v.Career.CanFine {
		out = append(out, kittest.Act("do", "fine"))
	}
	for _, c := range v.Board.Offers {
		if c.CanTake {
			out = append(out, kittest.Act("do", "contract", "k", itoa(c.K)))
		}
	}
	for _, c := range v.Board.Carried {
		out = append(out, kittest.Act("do", "drop", "k", itoa(c.K)))
	}
	for _, d := range v.Travel.Dests {
		if d.Reach {
			out = append(out, kittest.Act("do", "jump", "to", itoa(d.Index)))
		}
	}
	if v.Travel.CanGalactic {
		out = append(out, kittest.Act("do", "galactic"))
	}
	if v.Offer != nil {
		out = append(out, kittest.Act("do", "decline"))
		if v.Offer.CanAccept {
			out = append(out, kittest.Act("do", "accept"))
		}
	}
	if v.Quest != nil {
		out = append(out, kittest.Act("do", "abandon"))
		for _, c := range v.Quest.Choices {
			if c.Enabled {
				out = append(out, kittest.Act("do", "choose", "c", c.Key))
			}
		}
	}
	return out
}

// mustApply applies an action the view offered; it must be accepted
// and leave a state that passes every check.
func mustApply(t testing.TB, s *state, a url.Values) {
	t.Helper()
	kittest.Accepts[View](t, s, kit.HumanSeat, a, t0, s.check)
}

// roundTrip encodes and decodes, and the result must encode the same.
func roundTrip(t testing.TB, s *state) *state {
	t.Helper()
	return kittest.RoundTrip[View](t, Game{}, s).(*state)
}

// pick chooses an action, preferring travel a third of the time so a
// career moves around.
func pick(rng *rand.Rand, v View) url.Values {
	cs := choices(v)
	if len(cs) == 0 {
		return nil
	}
	if v.Mode == ModeDocked && rng.IntN(3) == 0 {
		var jumps []url.Values
		for _, c := range cs {
			if c.Get("do") == "jump" {
				jumps = append(jumps, c)
			}
		}
		if len(jumps) > 0 {
			return jumps[rng.IntN(len(jumps))]
		}
		if v.Fuel < FuelMax && v.Credits >= fuelPrice {
			return kittest.Act("do", "refuel")
		}
	}
	return cs[rng.IntN(len(cs))]
}

// captain plays sensibly: trades for profit, keeps the ship repaired,
// takes quests and flies towards their targets, fights what it can beat.
type captain struct {
	rng   *rand.Rand
	stuck int // actions spent on the current quest
}

func (c *captain) pick(s *state) url.Values {
	v := s.View(kit.HumanSeat, t0)
	switch v.Mode {
	case ModeOver:
		return nil
	case ModeCombat:
		f := v.Combat
		if f.Talk && v.Hull < 50 {
			return kittest.Act("do", "talk")
		}
		if f.Hull+f.Shield > v.Hull+v.Shield && !f.Quest || v.Hull < 25 {
			return kittest.Act("do", "flee")
		}
		return kittest.Act("do", "attack")
	case ModeEncounter:
		key := v.Enc.Choices[0].Key
		if v.Enc.Kind == "patrol" && s.illegalHeld() > 0 && v.Enc.Choices[1].Enabled {
			key = "bribe"
		}
		return kittest.Act("do", "enc", "c", key)
	}
	if v.Quest != nil {
		c.stuck++
		for _, ch := range v.Quest.Choices {
			if ch.Enabled {
				c.stuck = 0
				return kittest.Act("do", "choose", "c", ch.Key)
			}
		}
		if c.stuck > 400 {
			c.stuck = 0
			return kittest.Act("do", "abandon")
		}
	}
	if v.Offer != nil {
		if v.Offer.CanAccept {
			return kittest.Act("do", "accept")
		}
		return kittest.Act("do", "decline")
	}
	for _, r := range v.Market {
		if r.Held > 0 && r.Traded && (r.Sell >= r.Avg || c.rng.IntN(4) == 0) {
			return kittest.Act("do", "sell", "good", r.ID, "n", "all")
		}
	}
	if v.Hull < 80 && v.Credits >= repairPrice*10 {
		return kittest.Act("do", "repair")
	}
	if v.Fuel < FuelMax && v.Credits >= fuelPrice {
		return kittest.Act("do", "refuel")
	}
	for _, it := range v.Yard.Items {
		if it.CanBuy && v.Credits > it.Price+600 {
			return kittest.Act("do", "upgrade", "item", it.ID)
		}
	}
	if v.Yard.CanWork && v.Fuel < 30 {
		return kittest.Act("do", "work")
	}
	to := c.destination(s, v)
	if to < 0 {
		if v.Yard.CanWork {
			return kittest.Act("do", "work")
		}
		return kittest.Act("do", "tab", "tab", "travel")
	}
	// Buy what sells best there.
	dest := s.galaxy().Systems[to]
	best, gain := -1, int64(0)
	for g, r := range v.Market {
		if r.MaxBuy > 0 && traded(dest, g) && !Goods[g].Illegal {
			if d := SellPrice(dest, g, 0) - r.Buy; d > gain {
				best, gain = g, d
			}
		}
	}
	if best >= 0 && v.Credits > 100 {
		return kittest.Act("do", "buy", "good", Goods[best].ID, "n", "max")
	}
	return kittest.Act("do", "jump", "to", itoa(to))
}

// destination is the next hop: towards a quest target, else the
// reachable system with the best trade.
func (c *captain) destination(s *state, v View) int {
	if q := s.c.Quest; q != nil && q.Gal == s.c.Gal && v.Quest != nil && v.Quest.Choices == nil {
		st := Quests[q.ID].Stages[q.Stage]
		if st.At >= 0 {
			if hop := nextHop(s.galaxy(), s.c.Sys, s.target(st.At), v.Fuel); hop >= 0 {
				return hop
			}
		}
	}
	var reach []int
	for _, d := range v.Travel.Dests {
		if d.Reach {
			reach = append(reach, d.Index)
		}
	}
	if len(reach) == 0 {
		return -1
	}
	return reach[c.rng.IntN(len(reach))]
}

// nextHop is the first system on a shortest path of full-tank jumps,
// if it is within fuel now.
func nextHop(g *Galaxy, from, to, fuel int) int {
	prev := make([]int, len(g.Systems))
	for i := range prev {
		prev[i] = -1
	}
	prev[from] = from
	queue := []int{from}
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if a == to {
			break
		}
		for _, b := range g.Systems {
			if prev[b.Index] < 0 && Dist(g.Systems[a], b) <= FuelMax {
				prev[b.Index] = a
				queue = append(queue, b.Index)
			}
		}
	}
	if prev[to] < 0 {
		return -1
	}
	hop := to
	for prev[hop] != from {
		hop = prev[hop]
	}
	if Dist(g.Systems[from], g.Systems[hop]) > fuel {
		return -1
	}
	return hop
}
