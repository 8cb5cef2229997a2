package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Choice is a button of an encounter or quest panel.
type Choice struct {
	Key     string // the value posted as c
	Label   Text
	Enabled bool
	Why     Text // why it is disabled
}

func (s *state) bribeCost() int64 { return int64(150 + 25*s.galaxy().Systems[s.c.Enc.Dest].Gov) }

// encounterChoices are the buttons of the encounter now on screen.
func (s *state) encounterChoices() []Choice {
	switch s.c.Enc.Kind {
	case "patrol":
		b := s.bribeCost()
		return []Choice{
			{Key: "comply", Label: tx("Submit to inspection", "Подчиниться досмотру"), Enabled: true},
			{Key: "bribe", Label: tx(fmt.Sprintf("Offer a bribe (%d cr)", b), fmt.Sprintf("Предложить взятку (%d кр)", b)), Enabled: s.c.Credits >= b,
				Why: tx("not enough credits", "не хватает кредитов")},
			{Key: "run", Label: tx("Make a run for it", "Попытаться уйти"), Enabled: true},
			{Key: "fire", Label: tx("Open fire on the cutter", "Открыть огонь по катеру"), Enabled: true},
		}
	case "distress":
		return []Choice{
			{Key: "help", Label: tx("Answer the signal", "Ответить на сигнал"), Enabled: true},
			{Key: "ignore", Label: tx("Fly on", "Лететь дальше"), Enabled: true},
			{Key: "plunder", Label: tx("Plunder the freighter", "Ограбить грузовик"), Enabled: s.free() > 0, Why: tx("your hold is full", "трюм полон")},
		}
	}
	return []Choice{
		{Key: "salvage", Label: tx("Board and salvage", "Высадиться и обыскать"), Enabled: true},
		{Key: "leave", Label: tx("Leave it be", "Оставить как есть"), Enabled: true},
	}
}

// encounterText describes the encounter.
func (s *state) encounterText() Text {
	dest := s.galaxy().Systems[s.c.Enc.Dest].Name
	switch s.c.Enc.Kind {
	case "patrol":
		return tx("A patrol cutter of "+dest.EN+" slides alongside: “Cut your drive and prepare for inspection.”",
			"Патрульный катер системы "+dest.RU+" подходит борт к борту: «Заглушите двигатель и приготовьтесь к досмотру».")
	case "distress":
		return tx("A distress beacon pulses from a crippled freighter, its hull scorched and venting air.",
			"С искалеченного грузовика пульсирует сигнал бедствия: корпус в подпалинах, из пробоин уходит воздух.")
	}
	return tx("A derelict tumbles across your course, lights dead, airlock open to the dark.",
		"Поперёк курса кувыркается брошенный корабль: огни мертвы, шлюз распахнут в темноту.")
}

func (s *state) encounterChoice(key string) error {
	for _, c := range s.encounterChoices() {
		if c.Key != key {
			continue
		}
		if !c.Enabled {
			return kit.Invalid("you cannot do that: "+c.Why.EN, "так нельзя: "+c.Why.RU)
		}
		s.resolveEncounter(key)
		return nil
	}
	return kit.Invalid("no such choice", "нет такого выбора")
}

func (s *state) resolveEncounter(key string) {
	e := s.c.Enc
	dest := e.Dest
	gov := s.galaxy().Systems[dest].Gov
	rng := s.r()
	switch key {
	case "comply":
		s.inspect(30+9*gov, dest)
	case "bribe":
		s.c.Credits -= s.bribeCost()
		if rng.IntN(100) < 75-7*gov {
			s.say(tx("The officer pockets the credits and waves you through.", "Офицер прячет кредиты и машет: проходите."))
			s.arrive(dest, true)
			return
		}
		s.say(tx("The officer takes the bribe, logs it, and searches you anyway.", "Офицер берёт взятку, заносит её в протокол и всё равно обыскивает."))
		s.offend(runOffence)
		s.inspect(100, dest)
	case "run":
		s.offend(runOffence)
		if rng.IntN(100) < 50 {
			s.say(tx("You outrun the cutter into the station's traffic.", "Вы отрываетесь от катера и теряетесь в потоке у станции."))
			s.arrive(dest, false)
			return
		}
		dmg := 10 + rng.IntN(16)
		s.c.Hull = max(1, s.c.Hull-dmg)
		s.say(tx(fmt.Sprintf("The cutter's guns rake you (hull −%d) and you are boarded.", dmg),
			fmt.Sprintf("Орудия катера прошивают вас (корпус −%d), и вас берут на абордаж.", dmg)))
		s.inspect(100, dest)
	case "help":
		if rng.IntN(100) < 15 {
			s.say(tx("It was bait: pirates drop out of the freighter's shadow!", "Это была приманка: из тени грузовика выходят пираты!"))
			s.startFight(1+rng.IntN(2), dest, false)
			return
		}
		switch rng.IntN(3) {
		case 0:
			pay := int64(150 + rng.IntN(351))
			s.c.Credits += pay
			s.say(tx(fmt.Sprintf("You patch the freighter's air; its captain pays %d cr.", pay),
				fmt.Sprintf("Вы латаете пробоины грузовика; капитан платит %d кр.", pay)))
		case 1:
			s.c.Fuel = FuelMax
			s.say(tx("You tow the freighter clear; its crew fills your tank in thanks.", "Вы оттаскиваете грузовик; экипаж в благодарность заправляет ваш бак."))
		default:
			g := rng.IntN(8)
			n := s.addCargo(g, 2+rng.IntN(4))
			s.say(tx(fmt.Sprintf("The grateful crew gives you %d t of %s.", n, Goods[g].noun().EN),
				fmt.Sprintf("Благодарный экипаж отдаёт вам %d т: %s.", n, Goods[g].noun().RU)))
		}
		s.arrive(dest, true)
	case "fire":
		s.offend(fireOffence)
		s.startFight(patrolClass, dest, false)
		s.fightSay(tx("You open fire on the law.", "Вы открываете огонь по полиции."))
	case "plunder":
		s.offend(robOffence)
		g := rng.IntN(8)
		n := s.addCargo(g, 3+rng.IntN(5))
		s.say(tx(fmt.Sprintf("You strip the helpless freighter of %d t of %s. The beacon records everything.", n, Goods[g].noun().EN),
			fmt.Sprintf("Вы забираете с беспомощного грузовика %d т: %s. Маяк записывает всё.", n, Goods[g].noun().RU)))
		s.arrive(dest, false)
	case "ignore", "leave":
		s.say(tx("You fly on.", "Вы летите дальше."))
		s.arrive(dest, true)
	case "salvage":
		r := rng.IntN(100)
		switch {
		case r < 45:
			g := rng.IntN(len(Goods))
			n := s.addCargo(g, 2+rng.IntN(5))
			s.say(tx(fmt.Sprintf("In the hold: %d t of %s that fit in yours.", n, Goods[g].noun().EN),
				fmt.Sprintf("В трюме находка: %d т, товар — %s, столько влезло к вам.", n, Goods[g].noun().RU)))
		case r < 70:
			pay := int64(80 + rng.IntN(421))
			s.c.Credits += pay
			s.say(tx(fmt.Sprintf("A captain's strongbox: %d cr.", pay), fmt.Sprintf("Капитанский сейф: %d кр.", pay)))
		case r < 85:
			s.c.Fuel = min(FuelMax, s.c.Fuel+20)
			s.say(tx("Her tanks still hold fuel: +2 ly.", "В её баках ещё есть топливо: +2 св. года."))
		default:
			dmg := 8 + rng.IntN(13)
			s.c.Hull = max(1, s.c.Hull-dmg)
			s.say(tx(fmt.Sprintf("A booby trap blows as you cut in (hull −%d).", dmg),
				fmt.Sprintf("При вскрытии срабатывает ловушка (корпус −%d).", dmg)))
		}
		s.arrive(dest, true)
	}
}

// inspect searches the hold for illegal goods with a chance of finding
// them, then the ship docks.
func (s *state) inspect(find, dest int) {
	n := s.illegalHeld()
	if s.legal() == Offender {
		// An offender who submits pays the fine on the record.
		pay := min(s.c.Credits/finePerPt, int64(s.c.Off))
		s.c.Off -= int(pay)
		s.c.Credits -= pay * finePerPt
		s.c.Fined += pay * finePerPt
		s.say(tx(fmt.Sprintf("The officer reads your record and collects a fine of %d cr.", pay*finePerPt),
			fmt.Sprintf("Офицер читает ваше досье и взыскивает штраф %d кр.", pay*finePerPt)))
	}
	switch {
	case n == 0:
		s.say(tx("The inspectors find nothing and wave you on.", "Инспекторы ничего не находят и отпускают вас."))
	case s.r().IntN(100) < find:
		fine := min(s.c.Credits, int64(40*n))
		for g := range Goods {
			if Goods[g].Illegal {
				s.removeCargo(g, s.c.Cargo[g])
			}
		}
		s.c.Credits -= fine
		s.c.Fined += fine
		s.offend(2 * n)
		s.say(tx(fmt.Sprintf("Illegal cargo found: %d t confiscated, fine %d cr.", n, fine),
			fmt.Sprintf("Найден запрещённый груз: %d т конфисковано, штраф %d кр.", n, fine)))
	default:
		s.say(tx("The inspectors miss your hidden compartment.", "Инспекторы не замечают тайник."))
	}
	s.arrive(dest, n == 0)
}
