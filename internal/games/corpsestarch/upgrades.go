package corpsestarch

import (
	"fmt"
	"strings"
)

// effect is what an upgrade changes.
type effect int

const (
	effTier      effect = iota // doubles the output of one tier
	effLitany                  // each requisition also yields a share of the passive rate
	effLedger                  // every servitor +10%
	effSquad                   // one more squad for purges
	effVeterans                // purge rewards doubled
	effFilters                 // the Sump taints less often
	effOils                    // blessings last longer
	effCommunion               // blessings multiply more
)

// upgrade is a one-off purchase in the Munitorum. It is offered once its
// section is open and its condition holds (tier units owned, lifetime
// starch, an earlier upgrade).
type upgrade struct {
	ID           string
	Name         Text
	Desc         Text
	Cost         int64
	Effect       effect
	Tier         int    // for effTier: the tier doubled
	NeedOwned    int    // for effTier: units of the tier owned
	NeedLifetime int64  // lifetime starch gathered
	Needs        string // an upgrade bought first, if any
	Litany       int64  // for effLitany: percent of the passive rate per requisition
}

// tierRite is one of the three doubling upgrades every tier has.
type tierRite struct {
	key       string
	name      Text
	needOwned int
	costTimes int64 // price as a multiple of the tier's base cost
}

var tierRites = []tierRite{
	{"oils", Text{"sanctified oils", "освящённые масла"}, 1, 10},
	{"rites", Text{"rites of maintenance", "обряды обслуживания"}, 15, 250},
	{"hymnals", Text{"binharic hymnals", "бинарные гимны"}, 40, 10_000},
}

// upgrades lists every upgrade; the tier rites come first, three per tier.
// Saved games store upgrade ids, so entries may be added freely.
var upgrades = buildUpgrades()

func buildUpgrades() []upgrade {
	var list []upgrade
	for i, t := range tiers {
		for _, r := range tierRites {
			list = append(list, upgrade{
				ID:        t.ID + "-" + r.key,
				Name:      Text{t.Name.EN + ": " + r.name.EN, t.Name.RU + ": " + r.name.RU},
				Desc:      Text{fmt.Sprintf("Every %s produces twice as much.", lowerFirst(t.Name.EN)), fmt.Sprintf("Выработка «%s» ×2.", t.Name.RU)},
				Cost:      mulCapped(t.BaseCost, r.costTimes),
				Effect:    effTier,
				Tier:      i,
				NeedOwned: r.needOwned,
			})
		}
	}
	return append(list, specialUpgrades...)
}

// mulCapped multiplies two positive amounts, saturating at maxUnits
// (a price no stockpile can pay).
func mulCapped(a, b int64) int64 {
	if a > maxUnits/b {
		return maxUnits
	}
	return min(a*b, maxUnits)
}

// lowerFirst puts a tier's name inside a sentence.
func lowerFirst(name string) string {
	if name == "" {
		return name
	}
	return strings.ToLower(name[:1]) + name[1:]
}

var specialUpgrades = []upgrade{
	{ID: "squad-2", Name: Text{"A second squad", "Второй отряд"},
		Desc: Text{"Two purges can run at once.", "Две зачистки одновременно."},
		Cost: 900, Effect: effSquad, NeedLifetime: 600},
	{ID: "filters", Name: Text{"Sump filters", "Фильтры отстойника"},
		Desc: Text{"Taint comes up a third as often.", "Скверна всплывает втрое реже."},
		Cost: 6_000, Effect: effFilters, NeedLifetime: 3_000},
	{ID: "litany-1", Name: Text{"Litany of requisition", "Литания реквизиции"},
		Desc: Text{"Each requisition also yields 1% of the servitors' output per second.", "Каждая реквизиция приносит ещё 1% секундной выработки сервиторов."},
		Cost: 8_000, Effect: effLitany, Litany: 1, NeedLifetime: 4_000},
	{ID: "oils", Name: Text{"Blessed oils", "Благословенные масла"},
		Desc: Text{"Machine-spirit blessings last 60 s instead of 30 s.", "Благословение духа машины длится 60 с вместо 30 с."},
		Cost: 20_000, Effect: effOils, NeedLifetime: 10_000},
	{ID: "veterans", Name: Text{"Veteran sergeants", "Сержанты-ветераны"},
		Desc: Text{"Purges bring back half as much again.", "Зачистки приносят в полтора раза больше."},
		Cost: 40_000, Effect: effVeterans, NeedLifetime: 20_000},
	{ID: "ledgers-1", Name: Text{"Munitorum ledgers", "Гроссбухи Муниторума"},
		Desc: Text{"Every servitor yields 10% more.", "Все сервиторы дают на 10% больше."},
		Cost: 60_000, Effect: effLedger, NeedLifetime: 30_000},
	{ID: "squad-3", Name: Text{"A third squad", "Третий отряд"},
		Desc: Text{"Three purges can run at once.", "Три зачистки одновременно."},
		Cost: 150_000, Effect: effSquad, Needs: "squad-2", NeedLifetime: 80_000},
	{ID: "litany-2", Name: Text{"Litany of plenty", "Литания изобилия"},
		Desc: Text{"Each requisition yields another 2% of the output per second.", "Каждая реквизиция — ещё 2% секундной выработки."},
		Cost: 600_000, Effect: effLitany, Litany: 2, Needs: "litany-1", NeedLifetime: 300_000},
	{ID: "communion", Name: Text{"Machine-spirit communion", "Причастие духа машины"},
		Desc: Text{"Blessings multiply income by 3 instead of 2.", "Благословение умножает доход на 3 вместо 2."},
		Cost: 2_500_000, Effect: effCommunion, Needs: "oils", NeedLifetime: 1_000_000},
	{ID: "ledgers-2", Name: Text{"Audited ledgers", "Выверенные гроссбухи"},
		Desc: Text{"Every servitor yields another 10%.", "Все сервиторы дают ещё 10%."},
		Cost: 8_000_000, Effect: effLedger, Needs: "ledgers-1", NeedLifetime: 4_000_000},
	{ID: "squad-4", Name: Text{"A fourth squad", "Четвёртый отряд"},
		Desc: Text{"Four purges can run at once.", "Четыре зачистки одновременно."},
		Cost: 30_000_000, Effect: effSquad, Needs: "squad-3", NeedLifetime: 15_000_000},
	{ID: "litany-3", Name: Text{"Litany of the bottomless crate", "Литания бездонного ящика"},
		Desc: Text{"Each requisition yields another 3% of the output per second.", "Каждая реквизиция — ещё 3% секундной выработки."},
		Cost: 90_000_000, Effect: effLitany, Litany: 3, Needs: "litany-2", NeedLifetime: 50_000_000},
	{ID: "ledgers-3", Name: Text{"Ledgers of the Lord Provisioner", "Гроссбухи лорда-провиантмейстера"},
		Desc: Text{"Every servitor yields another 10%.", "Все сервиторы дают ещё 10%."},
		Cost: 1_200_000_000, Effect: effLedger, Needs: "ledgers-2", NeedLifetime: 600_000_000},
	{ID: "ledgers-4", Name: Text{"The Ledger Eternal", "Вечный гроссбух"},
		Desc: Text{"Every servitor yields another 10%.", "Все сервиторы дают ещё 10%."},
		Cost: 400_000_000_000, Effect: effLedger, Needs: "ledgers-3", NeedLifetime: 200_000_000_000},
}

// upgradeIndex finds an upgrade by id.
func upgradeIndex(id string) (int, bool) {
	for i, u := range upgrades {
		if u.ID == id {
			return i, true
		}
	}
	return 0, false
}

// The chainsword's sharpening is the one repeatable upgrade: level L
// yields sharpenYield[L] starch per requisition, and reaching level L+1
// costs sharpenCost[L].
var (
	sharpenYield = []int64{1, 2, 4, 7, 12, 20, 35, 60, 100, 175, 300, 500, 850, 1_500, 2_500, 4_000, 7_000, 12_000, 20_000, 35_000}
	sharpenCost  = []int64{30, 150, 600, 2_500, 10_000, 40_000, 160_000, 650_000, 2_600_000, 10_000_000,
		40_000_000, 160_000_000, 650_000_000, 2_600_000_000, 10_000_000_000, 40_000_000_000,
		160_000_000_000, 650_000_000_000, 2_600_000_000_000}
)

// sharpenItem is the item name of the chainsword's next sharpening.
const sharpenItem = "sharpen"

// maxSharpen is the highest sharpening level.
var maxSharpen = len(sharpenYield) - 1

// sharpenName is the sharpening's display name.
var sharpenName = Text{"Sharpen the chainsword", "Заточить цепной меч"}
