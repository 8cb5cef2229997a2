package corpsestarch

import (
	"fmt"
	"math"
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
	// long is the long-game policy: heed omens, tithe when the relics it
	// pays at least match those earned (and minTithe), buy reliquary
	// items cheapest first, buy servitors ten at a time.
	long     bool
	minTithe int64
}

func newPlayer(start int64) *player {
	return &player{s: newState(1, start), clicks: 4}
}

// longPlayer plays the whole game on a seed.
func longPlayer(seed uint64, start int64) *player {
	return &player{s: newState(seed, start), clicks: 4, long: true, minTithe: 10}
}

// longGame is what a long player does each active second beyond the
// original game.
func (p *player) longGame(now int64) {
	s := p.s
	if _, _, _, ok := s.omenAt(now); ok {
		p.do(now, "do", "omen")
	}
	if g := s.titheGain(); g >= max(p.minTithe, s.earned/2) {
		p.do(now, "do", "tithe", "sure", "1")
	}
	for i, r := range reliquary {
		if s.relicOffered(i) && r.Cost <= s.relics {
			p.do(now, "do", "relic", "item", r.ID)
		}
	}
	// A completionist spends a surplus on what is cheap by now.
	if s.sharpen < maxSharpen && sharpenCost[s.sharpen]*100 < s.stock {
		p.do(now, "do", "upgrade", "item", sharpenItem)
	}
	for i := range tiers {
		if s.owned[i] > 0 && tierCost(i, s.owned[i])*1000 < s.stock {
			p.do(now, "do", "buy", "item", tiers[i].ID, "lot", LotMax)
		}
	}
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
	if p.long {
		p.longGame(now)
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
	if p.long && best[1] == ActBuy && p.do(now, append(best, "lot", Lot10)...) {
		return true
	}
	return p.do(now, best...)
}

// milestones of the long game, in ms from the start (0: not reached).
type milestones struct {
	firstTithe, sealed, allFeats int64
	tithes                       int
	feats                        int
	missing                      []string
}

// playLong plays a long player on a seed for up to days days, checking
// in as the timeline player does: an hour on day one, then five visits
// of five minutes a day. It stops once every feat is earned.
func playLong(seed uint64, days int64, each func(*player)) milestones {
	start := time.Date(2025, 1, 1, 8, 0, 0, 0, time.UTC).UnixMilli()
	p := longPlayer(seed, start)
	var m milestones
	note := func() {
		at := p.s.clock - start
		if m.firstTithe == 0 && p.s.tithes > 0 {
			m.firstTithe = at
		}
		if m.sealed == 0 && p.s.sealed != 0 {
			m.sealed = at
		}
		if m.allFeats == 0 && bitsSet(p.s.feats) == len(feats) {
			m.allFeats = at
		}
		if each != nil {
			each(p)
		}
	}
	session := func(from, length int64) {
		p.idleTo(from)
		for p.s.clock < from+length {
			p.activeSecond()
			note()
		}
	}
	session(start, 3600_000)
	for day := int64(0); day < days && m.allFeats == 0; day++ {
		for _, h := range []int64{1, 4, 7, 10, 13} {
			session(start+day*86400_000+h*3600_000+3600_000, 5*60_000)
		}
	}
	m.tithes, m.feats = p.s.tithes, bitsSet(p.s.feats)
	for i, f := range feats {
		if p.s.feats&(1<<i) == 0 {
			m.missing = append(m.missing, f.ID)
		}
	}
	return m
}

// TestTuningLongGame plays the long game on several seeds and prints
// the days to the first tithe, to the sealed box and to every feat,
// mean ± standard deviation. TUNING.md quotes its output.
func TestTuningLongGame(t *testing.T) {
	kittest.NeedLong(t)
	const seeds, days = 8, 60
	var first, sealed, all []float64
	for seed := range uint64(seeds) {
		m := playLong(seed+1, days, nil)
		t.Logf("seed %d: first tithe %s, sealed %s, all feats %s; %d tithes, %d/%d feats", seed+1,
			Duration(m.firstTithe, "en"), Duration(m.sealed, "en"), Duration(m.allFeats, "en"), m.tithes, m.feats, len(feats))
		first = append(first, float64(m.firstTithe)/86400e3)
		if m.sealed > 0 {
			sealed = append(sealed, float64(m.sealed)/86400e3)
		}
		if m.allFeats > 0 {
			all = append(all, float64(m.allFeats)/86400e3)
		}
	}
	t.Logf("first tithe: %s days; sealed: %s days (%d of %d); all feats: %s days (%d of %d)",
		meanSD(first), meanSD(sealed), len(sealed), seeds, meanSD(all), len(all), seeds)
}

func meanSD(xs []float64) string {
	if len(xs) == 0 {
		return "—"
	}
	var sum, sq float64
	for _, x := range xs {
		sum += x
	}
	mean := sum / float64(len(xs))
	for _, x := range xs {
		sq += (x - mean) * (x - mean)
	}
	sd := 0.0
	if len(xs) > 1 {
		sd = math.Sqrt(sq / float64(len(xs)-1))
	}
	return fmt.Sprintf("%.2f ± %.2f", mean, sd)
}

// TestTuningLongTimeline prints a long player's state day by day (seed 1).
func TestTuningLongTimeline(t *testing.T) {
	kittest.NeedLong(t)
	last := int64(-1)
	m := playLong(1, 60, func(p *player) {
		day := (p.s.clock - time.Date(2025, 1, 1, 8, 0, 0, 0, time.UTC).UnixMilli()) / 86400_000
		if day != last {
			last = day
			t.Logf("day %d: lifetime %s rate %s/s earned %d relics %d tithes %d feats %d owned %v shop %b",
				day, Amount(p.s.lifetime, "en"), Rate(p.s.rate, "en"), p.s.earned, p.s.relics, p.s.tithes, bitsSet(p.s.feats), p.s.owned, p.s.shop)
		}
	})
	t.Logf("%+v", m)
}
