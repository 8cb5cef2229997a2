package corpsestarch

import (
	"fmt"
	"math/rand/v2"
	"time"

	"gamehall/internal/games/kit"
)

// Time-played bookkeeping: a gap between two actions counts as play up to
// activeCapMs; a gap of awayMs or more is an absence worth a report.
const (
	activeCapMs = 60_000
	awayMs      = 120_000
)

// Apply performs one action at now. It works on a copy, advanced to now,
// and keeps the copy only if the action was accepted, so a refusal (an
// *kit.InputError, TooFast set when the pace limiter refused it) changes
// nothing at all.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("only the player acts in this game", "в этой игре действует только игрок")
	}
	a, err := parseAction(act)
	if err != nil {
		return err
	}
	t := s.clone()
	t.advance(unixMs(now))
	if err := t.takeToken(); err != nil {
		return err
	}
	t.noteReturn()
	if t.omenKey == 0 {
		// The omens' schedule is drawn at the first action, so games
		// stored before omens existed get one too.
		t.omenKey = rand.New(&t.rng).Uint64() | 1
	}
	if err := t.perform(a); err != nil {
		return err
	}
	if t.award() {
		t.rate = t.servitorRate()
	}
	t.actions++
	t.lastAct = t.clock
	t.lifetimeAtAct = t.lifetime
	*s = *t
	return nil
}

// noteReturn counts the time since the last action as play (capped) and,
// after a long absence, keeps its report until the player dismisses it.
func (s *state) noteReturn() {
	gap := s.clock - s.lastAct
	s.activeMs += min(gap, activeCapMs)
	if gap >= awayMs {
		s.report = s.absence()
	}
}

func (s *state) perform(a action) error {
	switch a.do {
	case ActRequisition:
		s.earnMicro(s.clickMicro())
		return nil
	case ActBuy:
		return s.buyLot(a.index, a.lot)
	case ActTithe:
		return s.tithe(a.sure)
	case ActRelic:
		return s.buyRelic(a.index)
	case ActOmen:
		return s.heed()
	case ActUpgrade:
		if a.index < 0 {
			return s.sharpenBlade()
		}
		return s.buyUpgrade(a.index)
	case ActSump:
		return s.dip()
	case ActPurge:
		return s.launch(a.index)
	case ActCollect:
		return s.collect(a.index)
	case ActAck:
		s.report = nil
		return nil
	}
	return kit.Invalid("unknown action", "неизвестное действие")
}

// pay takes a price from the stockpile or refuses.
func (s *state) pay(cost int64) error {
	if cost > s.stock {
		return kit.Invalid(
			fmt.Sprintf("not enough starch: %d needed, %d in the stockpile", cost, s.stock),
			fmt.Sprintf("не хватает крахмала: нужно %d, в запасе %d", cost, s.stock))
	}
	s.stock -= cost
	return nil
}

func (s *state) requireSection(sec section) error {
	if !sec.open(s.lifetime) {
		return kit.Invalid(
			fmt.Sprintf("%s is not open yet", sections[sec].Name.EN),
			fmt.Sprintf("раздел «%s» ещё не открыт", sections[sec].Name.RU))
	}
	return nil
}

// buyLot buys lot units of a tier (all or none), or with lot 0 as many
// as the stockpile pays for (at least one).
func (s *state) buyLot(i, lot int) error {
	if lot == 1 {
		return s.buy(i)
	}
	n, cost := lotCost(i, s.owned[i], lot, s.stock)
	if lot > 0 && n < lot {
		if s.owned[i]+lot > maxOwned {
			return kit.Invalid("no room for ten more of these", "ещё десяток таких не разместить")
		}
		return kit.Invalid(
			fmt.Sprintf("not enough starch: %s needed for ten, %s in the stockpile", Amount(cost, "en"), Amount(s.stock, "en")),
			fmt.Sprintf("не хватает крахмала: за десяток нужно %s, в запасе %s", Amount(cost, "ru"), Amount(s.stock, "ru")))
	}
	if n == 0 {
		return s.buy(i) // refuses with the reason
	}
	if err := s.buy(i); err != nil {
		return err
	}
	for range n - 1 {
		if err := s.buy(i); err != nil {
			return err
		}
	}
	return nil
}

// lotCost counts how many units of tier i (owned already) a lot buys and
// what they cost: lot units if lot > 0 (the cost of all of them, bought or
// not), else as many as budget pays for.
func lotCost(i, owned, lot int, budget int64) (n int, cost int64) {
	c := tierCost(i, owned)
	for owned+n < maxOwned && (lot == 0 || n < lot) {
		if lot == 0 && cost+c > budget {
			break
		}
		cost = addCapped(cost, c)
		n++
		if c < maxUnits {
			// The same steps as tierCost.
			if c += (c*15 + 99) / 100; c >= maxUnits/2 {
				c = maxUnits
			}
		}
	}
	if lot > 0 && (n < lot || cost > budget) {
		return 0, cost
	}
	return n, cost
}

// buy adds one unit of a tier at its current price.
func (s *state) buy(i int) error {
	if err := s.requireSection(secServitors); err != nil {
		return err
	}
	if !tierVisible(i, s.owned[i], s.lifetime) {
		return kit.Invalid("that servitor is not offered yet", "этот сервитор пока недоступен")
	}
	if s.owned[i] >= maxOwned {
		return kit.Invalid("no room for more of these", "больше таких не разместить")
	}
	if err := s.pay(tierCost(i, s.owned[i])); err != nil {
		return err
	}
	s.owned[i]++
	s.rate = s.servitorRate()
	return nil
}

// sharpenBlade raises the chainsword's level by one.
func (s *state) sharpenBlade() error {
	if err := s.requireSection(secMunitorum); err != nil {
		return err
	}
	if s.sharpen >= maxSharpen {
		return kit.Invalid("the chainsword is as sharp as it gets", "цепной меч острее не станет")
	}
	if err := s.pay(sharpenCost[s.sharpen]); err != nil {
		return err
	}
	s.sharpen++
	return nil
}

// upgradeOffered reports whether upgrade i may be bought now (price
// aside).
func (s *state) upgradeOffered(i int) bool {
	u := upgrades[i]
	if s.bought&(1<<i) != 0 || !secMunitorum.open(s.lifetime) || s.lifetime < u.NeedLifetime {
		return false
	}
	if u.Needs != "" && !s.has(u.Needs) {
		return false
	}
	if u.Effect == effTier && s.owned[u.Tier] < u.NeedOwned {
		return false
	}
	return true
}

func (s *state) buyUpgrade(i int) error {
	if s.bought&(1<<i) != 0 {
		return kit.Invalid("already bought", "уже куплено")
	}
	if !s.upgradeOffered(i) {
		return kit.Invalid("that upgrade is not offered yet", "это улучшение пока недоступно")
	}
	if err := s.pay(upgrades[i].Cost); err != nil {
		return err
	}
	s.bought |= 1 << i
	s.rate = s.servitorRate()
	return nil
}
