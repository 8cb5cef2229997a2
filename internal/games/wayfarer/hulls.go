package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Hull is a ship design the shipyard sells. Armour is how much a hit
// takes to dent the hull: damage to the hull (in % of it) is scaled by
// 100/Armour, so the Courier (100) takes damage as the original game did.
type Hull struct {
	ID     string
	Name   Text
	Desc   Text
	Price  int64
	Tech   int
	Hold   int
	Shield int
	Armour int
	Pylons int // missiles it can carry
}

// Hulls are the designs on sale; the first is the career's starting
// ship, worth 2,000 cr as before hulls could be bought.
var Hulls = []Hull{
	{"courier", tx("Courier", "Курьер"), tx("The ship every career starts in: small, quick, fragile.", "Корабль, с которого начинается карьера: маленький, быстрый, хрупкий."),
		2000, 1, baseHold, baseShield, 100, 2},
	{"hauler", tx("Hauler", "Грузовоз"), tx("A flying warehouse: 45 t of hold, thin shields, one pylon.", "Летающий склад: 45 т трюма, слабый щит, один пилон."),
		8000, 5, 45, 15, 90, 1},
	{"corvette", tx("Corvette", "Корвет"), tx("A warship with a small hold: heavy armour and shields, four pylons.", "Военный корабль с маленьким трюмом: тяжёлая броня и щит, четыре пилона."),
		12000, 8, 25, 35, 160, 4},
	{"clipper", tx("Clipper", "Клипер"), tx("The merchant prince's ship: 60 t of hold, good armour, three pylons.", "Корабль торгового князя: 60 т трюма, хорошая броня, три пилона."),
		26000, 11, 60, 30, 140, 3},
}

// Missile prices and numbers.
const (
	missilePrice = 300
	missileTech  = 4
	missileLo    = 30 // damage to the enemy's hull, past its shield
	missileHi    = 45
)

func hullByID(id string) (int, bool) {
	for i, h := range Hulls {
		if h.ID == id {
			return i, true
		}
	}
	return 0, false
}

// tradeIn is what the yard gives for the current ship: three quarters
// of its price, less the repairs it needs.
func (s *state) tradeIn() int64 { return max(0, s.hull().Price*3/4-s.repairCost()) }

// hullCost is what changing to hull i costs after the trade-in; below
// zero the yard pays the difference.
func (s *state) hullCost(i int) int64 { return Hulls[i].Price - s.tradeIn() }

// buyHull trades the ship in for another design. The cargo, contracts
// and quest must fit the new hold; upgrades move across; missiles the
// new ship cannot carry are sold back at half price.
func (s *state) buyHull(id string) error {
	s.c.Tab = "shipyard"
	i, ok := hullByID(id)
	if !ok {
		return kit.Invalid("no such ship", "нет такого корабля")
	}
	if err := s.yardServes(); err != nil {
		return err
	}
	h := Hulls[i]
	hold := h.Hold
	if s.has(UpgBay) {
		hold += bayExtra
	}
	switch {
	case i == s.c.Ship:
		return kit.Invalid("you already fly one", "вы уже на таком летаете")
	case s.here().Tech < h.Tech:
		return kit.Invalid("this shipyard's tech level is too low for it", "технологий этой верфи для него не хватает")
	case s.used() > hold:
		return kit.Invalid(fmt.Sprintf("your cargo would not fit its %d t hold", hold), fmt.Sprintf("ваш груз не влезет в его трюм на %d т", hold))
	case s.c.Credits < s.hullCost(i):
		return kit.Invalid("not enough credits", "не хватает кредитов")
	}
	s.c.Credits -= s.hullCost(i)
	if extra := s.c.Mis - h.Pylons; extra > 0 {
		s.c.Mis = h.Pylons
		s.c.Credits += int64(extra) * missilePrice / 2
	}
	s.c.Ship, s.c.Hull = i, HullMax
	s.say(tx("You trade your ship in and take the keys of a "+lowerFirst(h.Name.EN)+".", "Вы сдаёте свой корабль и получаете ключи: "+lowerFirst(h.Name.RU)+"."))
	return nil
}

// buyMissile puts one missile on a free pylon.
func (s *state) buyMissile() error {
	s.c.Tab = "shipyard"
	if err := s.yardServes(); err != nil {
		return err
	}
	switch {
	case s.here().Tech < missileTech:
		return kit.Invalid("this shipyard's tech level is too low for it", "технологий этой верфи для него не хватает")
	case s.c.Mis >= s.hull().Pylons:
		return kit.Invalid("every pylon already carries a missile", "на всех пилонах уже висят ракеты")
	case s.c.Credits < missilePrice:
		return kit.Invalid("not enough credits", "не хватает кредитов")
	}
	s.c.Credits -= missilePrice
	s.c.Mis++
	s.say(tx(fmt.Sprintf("A missile is fitted (%d/%d).", s.c.Mis, s.hull().Pylons), fmt.Sprintf("Установлена ракета (%d/%d).", s.c.Mis, s.hull().Pylons)))
	return nil
}
