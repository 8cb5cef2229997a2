package corpsestarch

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Omens reward looking in without punishing absence. Time since the game
// began is cut into slots of omenSlotMs; in each slot one omen shows for
// omenLifeMs (twice as long with the augur's eye) at an offset hashed
// from the game's omen key and the slot. Whether an omen shows is a pure
// function of the clock, so catch-up never touches it; heeding one is an
// action (one per slot), and a missed omen costs nothing.
const (
	omenSlotMs = 15 * 60_000
	omenLifeMs = 2 * 60_000
	// An omen's bounty is this many seconds of output (plus 20 requisitions)...
	omenBountyMinSec = 300
	omenBountyMaxSec = 900
	omenBlessMs      = 120_000 // an omen's blessing
	omenRelicChance  = 10      // percent: a relic, once a tithe has been paid
	omenBlessChance  = 30      // percent
)

// mix64 is SplitMix64's finaliser: a good hash of a 64-bit word.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

func (s *state) omenLife() int64 {
	if s.hasRelic("augurs-eye") {
		return 2 * omenLifeMs
	}
	return omenLifeMs
}

// omenAt finds the omen showing at time t: its slot, its end and its
// hash. Omens begin with the Sump and the first action (the key).
func (s *state) omenAt(t int64) (slot, end int64, h uint64, ok bool) {
	if s.omenKey == 0 || !secSump.open(s.lifetime) || t < s.created {
		return 0, 0, 0, false
	}
	slot = (t - s.created) / omenSlotMs
	if slot == 0 || slot == s.omenTaken {
		return 0, 0, 0, false
	}
	start, h := s.omenStart(slot)
	end = start + s.omenLife()
	if t < start || t >= end {
		return 0, 0, 0, false
	}
	return slot, end, h, true
}

// omenStart is when slot's omen begins, and its hash.
func (s *state) omenStart(slot int64) (int64, uint64) {
	h := mix64(s.omenKey ^ mix64(uint64(slot)))
	return s.created + slot*omenSlotMs + int64(h%uint64(omenSlotMs-2*omenLifeMs)), h
}

// heed takes the omen showing now.
func (s *state) heed() error {
	slot, _, h, ok := s.omenAt(s.clock)
	if !ok {
		return kit.Invalid("no omen shows now", "сейчас нет знамения")
	}
	s.omenTaken = slot
	s.omens++
	roll := int64((h >> 32) % 100)
	switch {
	case roll < omenRelicChance && s.tithes > 0:
		s.relics = addCapped(s.relics, 1)
		s.record(event{kind: evOmenRelic, n: 1})
	case roll < omenRelicChance+omenBlessChance:
		start := max(s.clock, s.blessEnd)
		s.blessEnd = min(start+omenBlessMs, s.clock+blessMaxAheadMs)
		s.blessMult = s.blessingMult()
		s.record(event{kind: evBlessing, n: s.blessMult, secs: (s.blessEnd - s.clock + 999) / 1000})
	default:
		secs := omenBountyMinSec + int64((h>>8)%uint64(omenBountyMaxSec-omenBountyMinSec+1))
		before := s.lifetime
		s.earnMicro(20 * s.clickMicro())
		s.earn(s.rate, secs*1000)
		s.record(event{kind: evOmenGift, n: s.lifetime - before, secs: secs})
	}
	return nil
}

// omenNames are what the page calls an omen, by slot.
var omenNames = []Text{
	{"A comet crosses the hive's sky", "Над ульем проходит комета"},
	{"A statue of the Emperor weeps", "Статуя Императора плачет"},
	{"The vox-casters sing by themselves", "Вокс-динамики поют сами по себе"},
	{"A servo-skull returns with a halo", "Сервочереп вернулся с нимбом"},
	{"The Sump glows gold", "Отстойник светится золотом"},
}

func omenName(slot int64) Text { return omenNames[slot%int64(len(omenNames))] }

// omenLine describes a heeded omen for the log.
func omenLine(e event) Text {
	if e.kind == evOmenRelic {
		return Text{"The omen leaves a relic in your hands.", "Знамение оставляет в ваших руках реликвию."}
	}
	return Text{
		fmt.Sprintf("You heed the omen: +%s starch (%d s of output).", Amount(e.n, "en"), e.secs),
		fmt.Sprintf("Вы вняли знамению: +%s крахмала (%d с выработки).", Amount(e.n, "ru"), e.secs)}
}
