package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Upgrade is one piece of equipment the shipyard sells once.
type Upgrade struct {
	ID    string
	Bit   uint8
	Name  Text
	Desc  Text
	Price int64
	Tech  int // the lowest tech level that sells it
}

// Upgrades are the shipyard's one-time purchases.
var Upgrades = []Upgrade{
	{"scoop", UpgScoop, tx("Fuel scoop", "Топливный скиммер"),
		tx("Skims the star on arrival: 40% of each jump's fuel comes back.", "Черпает из звезды по прибытии: возвращает 40% топлива каждого прыжка."), 1200, 4},
	{"bay", UpgBay, tx("Cargo bay expansion", "Расширение трюма"),
		tx(fmt.Sprintf("+%d t of hold.", bayExtra), fmt.Sprintf("+%d т трюма.", bayExtra)), 1800, 3},
	{"shield", UpgShield, tx("Shield booster", "Усилитель щита"),
		tx(fmt.Sprintf("Shields +%d (the Courier's %d → %d).", boostedShield-baseShield, baseShield, boostedShield),
			fmt.Sprintf("Щит +%d (у «Курьера» %d → %d).", boostedShield-baseShield, baseShield, boostedShield)), 2400, 6},
	{"pod", UpgPod, tx("Escape pod", "Спасательная капсула"),
		tx("If the ship dies, you live on: the ship and hold are lost.", "Если корабль погибнет, вы выживете: корабль и груз пропадут."), 1000, 2},
	{"laser", UpgLaser, tx("Improved laser", "Улучшенный лазер"),
		tx("Hits hard: 13-22 damage instead of 7-13.", "Бьёт сильнее: 13-22 урона вместо 7-13."), 3200, 8},
	{"ecm", UpgECM, tx("ECM system", "Система РЭБ"),
		tx("Detonates every missile fired at you.", "Подрывает каждую ракету, выпущенную по вам."), 1600, 7},
}

func upgradeByID(id string) (Upgrade, bool) {
	for _, u := range Upgrades {
		if u.ID == id {
			return u, true
		}
	}
	return Upgrade{}, false
}

func (s *state) refuelCost() int64 { return int64(FuelMax-s.c.Fuel) * fuelPrice }

func (s *state) repairCost() int64 { return int64(HullMax-s.c.Hull) * repairPrice }

// topUp, at the shipyard, raises *have toward most at price credits a
// unit, as far as the purse allows, and returns the units bought; full
// is the refusal when nothing is missing, poor when not one unit is
// affordable.
func (s *state) topUp(have *int, most int, price int64, full, poor error) (int64, error) {
	s.c.Tab = "shipyard"
	need := most - *have
	if need == 0 {
		return 0, full
	}
	n := min(int64(need), s.c.Credits/price)
	if n == 0 {
		return 0, poor
	}
	*have += int(n)
	s.c.Credits -= n * price
	return n, nil
}

// refuel fills the tank, or as much of it as the purse allows.
func (s *state) refuel() error {
	n, err := s.topUp(&s.c.Fuel, FuelMax, fuelPrice,
		kit.Invalid("the tank is already full", "бак уже полон"),
		kit.Invalid("not enough credits for fuel", "не хватает кредитов на топливо"))
	if err != nil {
		return err
	}
	s.say(tx(fmt.Sprintf("Refuelled %.1f ly for %d cr.", float64(n)/10, n*fuelPrice),
		fmt.Sprintf("Заправлено %.1f св. лет за %d кр.", float64(n)/10, n*fuelPrice)))
	return nil
}

// repair mends the hull, or as much of it as the purse allows.
func (s *state) repair() error {
	n, err := s.topUp(&s.c.Hull, HullMax, repairPrice,
		kit.Invalid("the hull is sound", "корпус цел"),
		kit.Invalid("not enough credits for repairs", "не хватает кредитов на ремонт"))
	if err != nil {
		return err
	}
	s.say(tx(fmt.Sprintf("Hull repaired by %d%% for %d cr.", n, n*repairPrice),
		fmt.Sprintf("Корпус починен на %d%% за %d кр.", n, n*repairPrice)))
	return nil
}

// upgrade buys one piece of equipment.
func (s *state) upgrade(id string) error {
	s.c.Tab = "shipyard"
	u, ok := upgradeByID(id)
	switch {
	case !ok:
		return kit.Invalid("no such upgrade", "нет такого улучшения")
	case s.has(u.Bit):
		return kit.Invalid("you already have it", "это у вас уже есть")
	case s.yardServes() != nil:
		return s.yardServes()
	case s.here().Tech < u.Tech:
		return kit.Invalid("this shipyard's tech level is too low for it", "технологий этой верфи для него не хватает")
	case s.c.Credits < u.Price:
		return kit.Invalid("not enough credits", "не хватает кредитов")
	}
	s.c.Credits -= u.Price
	s.c.Upg |= u.Bit
	s.say(tx("Fitted: "+lowerFirst(u.Name.EN)+".", "Установлено: "+lowerFirst(u.Name.RU)+"."))
	return nil
}

// work is the dockside odd job that keeps a broke captain flying.
func (s *state) work() error {
	if s.c.Credits >= workLimit {
		return kit.Invalid("the dock foreman only hires the desperate", "бригадир дока нанимает только отчаявшихся")
	}
	pay := int64(30 + s.r().IntN(31))
	s.c.Credits += pay
	s.passDays(3)
	s.say(tx(fmt.Sprintf("Three days hauling crates at the dock: %d cr.", pay),
		fmt.Sprintf("Три дня таскали ящики в доке: %d кр.", pay)))
	return nil
}

// workLimit is the purse below which the dock hires the captain.
const workLimit = 80

// shipValue is what the ship itself is worth for net worth.
func (s *state) shipValue() int64 {
	v := s.hull().Price - s.repairCost() + int64(s.c.Mis)*missilePrice/2
	for _, u := range Upgrades {
		if s.has(u.Bit) {
			v += u.Price * 3 / 4
		}
	}
	return v
}

// NetWorth is credits, cargo and ship.
func (s *state) netWorth() int64 {
	if s.c.Mode == ModeOver {
		return s.c.NetAtEnd
	}
	return s.c.Credits + s.cargoValue() + s.shipValue()
}
