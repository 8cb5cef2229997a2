package wayfarer

import (
	"slices"
	"strconv"
	"time"

	"gamehall/internal/games/kit"
)

// Apply performs one action of the player. The state is saved before
// and restored on any refusal, so a refused action changes nothing.
func (s *state) Apply(seat int, act kit.Action, _ time.Time) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("Wayfarer is played alone", "В «Страннике» играет только капитан")
	}
	if s.c.Mode == ModeOver {
		return kit.Invalid("this career is over: start a new one", "карьера окончена: начните новую")
	}
	snap, err := s.Encode()
	if err != nil {
		return err
	}
	if err := s.apply(act); err != nil {
		restored, derr := decodeState(snap)
		if derr != nil {
			return derr
		}
		*s = *restored
		return err
	}
	s.c.Actions++
	return nil
}

func (s *state) apply(act kit.Action) error {
	do := act.Get("do")
	switch s.c.Mode {
	case ModeEncounter:
		if do != ActEncounter {
			return kit.Invalid("deal with the encounter first", "сначала разберитесь со встречей")
		}
		return s.encounterChoice(act.Get("c"))
	case ModeCombat:
		switch do {
		case ActAttack:
			return s.attack()
		case ActFlee:
			return s.flee()
		case ActTalk:
			return s.talk()
		case ActMissile:
			return s.fireMissile()
		}
		return kit.Invalid("you are in combat: attack, fire a missile, flee or negotiate", "идёт бой: атакуйте, пускайте ракету, бегите или договаривайтесь")
	}
	switch do {
	case ActTab:
		t := act.Get("tab")
		if !slices.Contains(Tabs, t) {
			return kit.Invalid("no such place at the station", "на станции нет такого места")
		}
		s.c.Tab = t
		return nil
	case ActBuy, ActSell:
		g, ok := goodIndex(act.Get("good"))
		if !ok {
			return kit.Invalid("no such good", "нет такого товара")
		}
		n, err := amount(act.Get("n"))
		if err != nil {
			return err
		}
		s.c.Tab = "market"
		if do == ActBuy {
			return s.buy(g, n)
		}
		return s.sell(g, n)
	case ActRefuel:
		return s.refuel()
	case ActRepair:
		return s.repair()
	case ActUpgrade:
		return s.upgrade(act.Get("item"))
	case ActWork:
		return s.work()
	case ActJump:
		to, err := strconv.Atoi(act.Get("to"))
		if err != nil || to < 0 || to >= SystemsPerGal {
			return kit.Invalid("no such system", "нет такой системы")
		}
		return s.jump(to)
	case ActGalactic:
		return s.galacticJump()
	case ActAccept:
		return s.accept()
	case ActDecline:
		return s.decline()
	case ActChoose:
		i, err := strconv.Atoi(act.Get("c"))
		if err != nil {
			return kit.Invalid("no such choice", "нет такого выбора")
		}
		return s.choose(i)
	case ActAbandon:
		return s.abandon()
	case ActHull:
		return s.buyHull(act.Get("hull"))
	case ActBuyMis:
		return s.buyMissile()
	case ActFine:
		return s.payFine()
	case ActContract, ActDrop:
		k, err := strconv.Atoi(act.Get("k"))
		if err != nil {
			return kit.Invalid("no such contract", "нет такого контракта")
		}
		if do == ActContract {
			return s.takeContract(k)
		}
		return s.dropContract(k)
	case ActRetire:
		return s.retire(act.Get("confirm"))
	}
	return kit.Invalid("unknown action", "неизвестное действие")
}

// amount reads a quantity: a number of tonnes, or "max"/"all" (-1).
func amount(v string) (int, error) {
	switch v {
	case "", "1":
		return 1, nil
	case "max", "all":
		return -1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > 1000 {
		return 0, kit.Invalid("bad quantity", "неверное количество")
	}
	return n, nil
}
