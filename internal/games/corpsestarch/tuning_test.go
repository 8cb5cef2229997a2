package corpsestarch

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit/kittest"
)

// TestTuningTimeline plays a diligent player through the real engine and
// prints when each thing opens: an hour of play on day one, then five
// visits of five minutes a day. TUNING.md quotes its output.
func TestTuningTimeline(t *testing.T) {
	kittest.NeedLong(t)
	start := time.Date(2025, 1, 1, 8, 0, 0, 0, time.UTC).UnixMilli()
	p := newPlayer(start)
	seen := map[string]bool{}
	mark := func(what string) {
		if !seen[what] {
			seen[what] = true
			t.Logf("%-12s %s", Duration(p.s.clock-start, "en"), what)
		}
	}
	checkpoints := []int64{10 * 60_000, 3600_000, 86400_000, 3 * 86400_000, 7 * 86400_000, 14 * 86400_000, 30 * 86400_000}
	cp := 0
	observe := func() {
		for sec := range numSections {
			if sec.open(p.s.lifetime) {
				mark("section " + sections[sec].ID)
			}
		}
		for i := range tiers {
			if p.s.owned[i] > 0 {
				mark("first " + tiers[i].ID)
			}
		}
		for i, m := range missions {
			if p.s.missionOffered(i) {
				mark("mission " + m.ID)
			}
		}
		for i, u := range upgrades {
			if u.Effect != effTier && p.s.bought&(1<<i) != 0 {
				mark("upgrade " + u.ID)
			}
		}
		if n := revealed(p.s.lifetime); n > 0 {
			mark(fmt.Sprintf("chronicle %d", n))
		}
		for cp < len(checkpoints) && p.s.clock-start >= checkpoints[cp] {
			t.Logf("== at %s: lifetime %s, rate %s/s, click %s, sharpen %d, owned %v, upgrades %d, sections %d",
				Duration(checkpoints[cp], "en"), Amount(p.s.lifetime, "en"), Rate(p.s.rate, "en"),
				Amount(p.s.clickMicro()/microPerUnit, "en"), p.s.sharpen, p.s.owned, bitsSet(p.s.bought), openSections(p.s.lifetime))
			cp++
		}
	}
	session := func(from, length int64) {
		p.idleTo(from)
		observe()
		for p.s.clock < from+length {
			p.activeSecond()
			observe()
		}
	}
	session(start, 3600_000)
	for day := int64(0); day < 30; day++ {
		for _, h := range []int64{1, 4, 7, 10, 13} {
			session(start+day*86400_000+h*3600_000+3600_000, 5*60_000)
		}
	}
	p.idleTo(start + 30*86400_000)
	observe()
	var missing []string
	for i := range tiers {
		if p.s.owned[i] == 0 {
			missing = append(missing, tiers[i].ID)
		}
	}
	t.Logf("not reached in 30 days: %s; chronicle %d/%d; upgrades %d/%d",
		strings.Join(missing, ", "), revealed(p.s.lifetime), len(chronicle), bitsSet(p.s.bought), len(upgrades))
}

// player is a greedy bot used to tune the numbers.
type player struct {
	s      *state
	clicks int // requisitions per second while active
}

func newPlayer(start int64) *player {
	return &player{s: newState(1, start), clicks: 4}
}

func (p *player) do(at int64, form ...string) bool {
	act := map[string][]string{}
	for i := 0; i+1 < len(form); i += 2 {
		act[form[i]] = []string{form[i+1]}
	}
	return p.s.Apply(0, act, time.UnixMilli(at)) == nil
}

func (p *player) idleTo(t int64) { p.s.advance(t) }

// activeSecond clicks, collects, launches, dips and buys for a second.
func (p *player) activeSecond() {
	t0 := p.s.clock
	for k := range p.clicks {
		p.do(t0+int64(k)*1000/int64(p.clicks), "do", "requisition")
	}
	now := p.s.clock
	for i := range missions {
		if k, ok := p.s.running(i); ok && p.s.purges[k].ready {
			p.do(now, "do", "collect", "mission", missions[i].ID)
		}
	}
	for i := len(missions) - 1; i >= 0; i-- {
		if _, ok := p.s.running(i); !ok && p.s.missionOffered(i) && len(p.s.purges) < p.s.squads() {
			p.do(now, "do", "purge", "mission", missions[i].ID)
		}
	}
	if secSump.open(p.s.lifetime) && now >= p.s.sumpReady {
		p.do(now, "do", "sump")
	}
	for range 5 {
		if !p.buyBest(now) {
			break
		}
	}
	p.s.advance(t0 + 1000)
}

// buyBest buys whatever pays back soonest, if it is affordable now.
func (p *player) buyBest(now int64) bool {
	s := p.s
	income := s.rate + int64(p.clicks)*sharpenYield[s.sharpen]*1000/4 // clicks count a quarter: visits are short
	best, bestScore := []string(nil), 0.0
	consider := func(cost, gainMilli int64, form ...string) {
		if gainMilli <= 0 {
			return
		}
		wait := 0.0
		if cost > s.stock {
			wait = float64(cost-s.stock) / (float64(max(income, 1)) / 1000)
		}
		score := float64(cost)/(float64(gainMilli)/1000) + wait
		if best == nil || score < bestScore {
			best, bestScore = form, score
		}
	}
	if secServitors.open(s.lifetime) {
		for i := range tiers {
			if tierVisible(i, s.owned[i], s.lifetime) && s.owned[i] < maxOwned {
				consider(tierCost(i, s.owned[i]), s.unitRate(i), "do", "buy", "item", tiers[i].ID)
			}
		}
	}
	if secMunitorum.open(s.lifetime) {
		if s.sharpen < maxSharpen {
			consider(sharpenCost[s.sharpen], (sharpenYield[s.sharpen+1]-sharpenYield[s.sharpen])*int64(p.clicks)*1000/4, "do", "upgrade", "item", sharpenItem)
		}
		for i, u := range upgrades {
			if !s.upgradeOffered(i) {
				continue
			}
			var gain int64
			switch u.Effect {
			case effTier:
				gain = s.unitRate(u.Tier) * int64(s.owned[u.Tier])
			case effLedger:
				gain = s.rate / 5
			case effLitany:
				gain = s.rate * u.Litany / 100 * int64(p.clicks) / 4
			default:
				gain = s.rate / 4 // squads, sump and blessing upgrades: a rough share
			}
			consider(u.Cost, gain, "do", "upgrade", "item", u.ID)
		}
	}
	if best == nil {
		return false
	}
	return p.do(now, best...)
}
