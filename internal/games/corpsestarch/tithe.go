package corpsestarch

import (
	"fmt"
	"math"

	"gamehall/internal/games/kit"
)

// The tithe is the prestige layer: give this run's servitors, upgrades and
// stockpile to the Ecclesiarchy for relics. Relics ever earned follow the
// lifetime total, icbrt(lifetime / relicUnit) (half as many again with
// the tithe bell), so a tithe pays what the lifetime total grew since the
// last one (the cube root keeps a multiplier that feeds the lifetime
// total from running away: a square root did, to the cap in seven weeks); each relic earned raises all output for good, and relics in
// hand buy the reliquary's lasting items. See TUNING.md.
const (
	relicUnit     = 10_000_000 // lifetime starch of the first relic
	relicPercent  = 5          // output per relic earned, percent
	favourPercent = 10         // the same with the Ecclesiarch's favour
	featPercent   = 1          // output per feat earned, percent
	inheritStarch = 1_000_000  // a new run's stockpile with the inheritance
	// maxBoostedRate is the ceiling on output, 10 billion starch a second
	// (milli-starch): the relics' multiplier and the last tiers together
	// grow output almost exponentially, and without a ceiling a long
	// player reached the 10^18 lifetime cap (and a tied leaderboard)
	// about day 55; at the ceiling the cap lies three years away.
	maxBoostedRate = 10_000_000_000_000
)

// relicsFor is how many relics a lifetime total has earned in all.
func (s *state) relicsFor(lifetime int64) int64 {
	n := icbrt(lifetime / relicUnit)
	if s.hasRelic("tithe-bell") {
		n += n / 2
	}
	return n
}

// titheGain is what a tithe would pay now.
func (s *state) titheGain() int64 { return max(0, s.relicsFor(s.lifetime)-s.earned) }

// nextRelicAt is the lifetime total at which relics earned in all first
// exceed those already earned.
func (s *state) nextRelicAt() int64 {
	n := s.earned + 1
	if s.hasRelic("tithe-bell") {
		n = max(1, 2*n/3-1)
		for n+n/2 < s.earned+1 {
			n++
		}
	}
	return mulCapped(n*n*n, relicUnit)
}

// icbrt is the integer cube root (floor) of n up to maxUnits.
func icbrt(n int64) int64 {
	if n <= 0 {
		return 0
	}
	r := int64(math.Cbrt(float64(n)))
	for r*r*r > n {
		r--
	}
	for (r+1)*(r+1)*(r+1) <= n {
		r++
	}
	return r
}

// boostPercent is the lasting multiplier on all output: relics earned
// and, once the Ecclesiarchy knows the player (a tithe paid), feats.
func (s *state) boostPercent() int64 {
	if s.tithes == 0 {
		return 100
	}
	per := int64(relicPercent)
	if s.hasRelic("favour") {
		per = favourPercent
	}
	return 100 + per*s.earned + featPercent*int64(bitsSet(s.feats))
}

// boost applies the lasting multiplier to a rate, saturating far beyond
// any tuned number so that no later product can overflow.
func (s *state) boost(x int64) int64 {
	p := s.boostPercent()
	if x > maxBoostedRate/p*100 {
		return maxBoostedRate
	}
	return min(x/100*p+x%100*p/100, maxBoostedRate)
}

// tithe pays the run to the Ecclesiarchy: relics for the lifetime grown
// since the last tithe; the stockpile, servitors, sharpening, upgrades
// and squads out go, except what the reliquary keeps. The lifetime
// total, the sections, the chronicle, feats and relics stay.
func (s *state) tithe(sure bool) error {
	gain := s.titheGain()
	if gain < 1 {
		at := s.nextRelicAt()
		return kit.Invalid(
			fmt.Sprintf("the Ecclesiarchy wants more: the next relic comes at %s starch gathered in all", Amount(at, "en")),
			fmt.Sprintf("Экклезиархии этого мало: следующая реликвия — когда всего будет собрано %s крахмала", Amount(at, "ru")))
	}
	if !sure {
		return kit.Invalid("a tithe takes this run's servitors and stockpile: confirm it",
			"десятина забирает сервиторов и запас этого забега: подтвердите её")
	}
	s.relics = addCapped(s.relics, gain)
	s.earned += gain
	s.tithes++
	s.stock = 0
	for i := range s.owned {
		s.owned[i] = 0
	}
	if !s.hasRelic("relic-blade") {
		s.sharpen = 0
	}
	var keep uint64
	for i, u := range upgrades {
		if s.keeps(u.Effect) {
			keep |= 1 << i
		}
	}
	s.bought &= keep
	s.purges = nil
	s.blessEnd = min(s.blessEnd, s.clock)
	if s.hasRelic("inheritance") {
		s.gainUnits(inheritStarch)
	}
	// The servitors are gone and the boost has grown: without this the
	// old rate ran on until the next purchase.
	s.rate = s.servitorRate()
	s.record(event{kind: evTithe, n: gain})
	return nil
}

// keeps reports whether the reliquary keeps upgrades of an effect
// through a tithe.
func (s *state) keeps(e effect) bool {
	switch e {
	case effSquad, effVeterans:
		return s.hasRelic("honour-guard")
	case effFilters, effOils, effCommunion:
		return s.hasRelic("sump-rites")
	case effLedger, effLitany:
		return s.hasRelic("eternal-ledgers")
	}
	return false
}

// relic is one lasting item of the reliquary, bought with relics.
type relic struct {
	ID         string
	Name, Desc Text
	Cost       int64 // relics
	NeedTithes int   // tithes paid before it is offered
}

// reliquary lists the lasting items; saved games store their ids. The
// last one ends the story.
var reliquary = []relic{
	{"inheritance", Text{"Quartermaster's inheritance", "Наследство квартирмейстера"},
		Text{"Each run after a tithe begins with a million starch.", "Каждый забег после десятины начинается с миллиона крахмала."}, 1, 1},
	{"relic-blade", Text{"Relic chainsword", "Реликвийный цепной меч"},
		Text{"The chainsword's sharpening survives a tithe.", "Заточка цепного меча переживает десятину."}, 2, 1},
	{"honour-guard", Text{"Honour guard", "Почётная стража"},
		Text{"Extra squads and veteran sergeants survive a tithe.", "Дополнительные отряды и сержанты-ветераны переживают десятину."}, 2, 1},
	{"sump-rites", Text{"Rites of the Sump", "Обряды Отстойника"},
		Text{"Sump filters, blessed oils and communion survive a tithe.", "Фильтры, масла и причастие переживают десятину."}, 3, 1},
	{"augurs-eye", Text{"Augur's eye", "Око авгура"},
		Text{"Omens linger twice as long.", "Знамения держатся вдвое дольше."}, 4, 1},
	{"saints-finger", Text{"A saint's finger", "Перст святого"},
		Text{"The chainsword is ready for the Sump again after 30 s instead of 60 s.", "Меч снова готов к Отстойнику через 30 с вместо 60 с."}, 5, 1},
	{"blessed-banner", Text{"Blessed banner", "Освящённое знамя"},
		Text{"Purges bring back twice as much.", "Зачистки приносят вдвое больше."}, 6, 2},
	{"eternal-ledgers", Text{"Eternal ledgers", "Вечные гроссбухи"},
		Text{"Ledgers and litanies survive a tithe.", "Гроссбухи и литании переживают десятину."}, 10, 2},
	{"favour", Text{"Ecclesiarch's favour", "Благосклонность Экклезиарха"},
		Text{"Each relic ever earned raises output by 10% instead of 5%.", "Каждая заработанная реликвия даёт +10% выработки вместо 5%."}, 20, 2},
	{"tithe-bell", Text{"The tithe bell", "Колокол десятины"},
		Text{"Tithes pay half as many relics again.", "Десятины приносят в полтора раза больше реликвий."}, 30, 3},
	{sealID, Text{"Seal the box", "Запечатать ящик"},
		Text{"Close the crate for good and meet the one who set the quota. The game goes on after.", "Закрыть ящик навсегда и увидеть того, кто назначил квоту. Игра продолжится и после."}, 100, 3},
}

// sealID is the reliquary item that ends the story.
const sealID = "seal"

// relicIndex finds a reliquary item by id.
func relicIndex(id string) (int, bool) {
	for i, r := range reliquary {
		if r.ID == id {
			return i, true
		}
	}
	return 0, false
}

// hasRelic reports whether a reliquary item was bought.
func (s *state) hasRelic(id string) bool {
	i, ok := relicIndex(id)
	return ok && s.shop&(1<<i) != 0
}

// relicOffered reports whether reliquary item i may be bought (price
// aside).
func (s *state) relicOffered(i int) bool {
	return s.shop&(1<<i) == 0 && s.tithes >= reliquary[i].NeedTithes
}

// buyRelic spends relics on a lasting item.
func (s *state) buyRelic(i int) error {
	r := reliquary[i]
	if s.shop&(1<<i) != 0 {
		return kit.Invalid("already in the reliquary", "уже в реликварии")
	}
	if !s.relicOffered(i) {
		return kit.Invalid(
			fmt.Sprintf("offered after %d tithes", r.NeedTithes),
			fmt.Sprintf("доступно после десятин: %d", r.NeedTithes))
	}
	if r.Cost > s.relics {
		return kit.Invalid(
			fmt.Sprintf("not enough relics: %d needed, %d in hand", r.Cost, s.relics),
			fmt.Sprintf("не хватает реликвий: нужно %d, есть %d", r.Cost, s.relics))
	}
	s.relics -= r.Cost
	s.shop |= 1 << i
	if r.ID == sealID {
		s.sealed = s.clock
		s.record(event{kind: evSealed})
	}
	s.rate = s.servitorRate()
	return nil
}
