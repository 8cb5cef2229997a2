package wayfarer

import (
	"fmt"
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// Enemy is a kind of hostile ship.
type Enemy struct {
	Name         Text
	Shield, Hull int
	DmgLo, DmgHi int
	Hit          int // % chance its shot lands
	Talk         int // % chance it is willing to talk at all
	Bounty       int64
	Escape       int // % chance the player gets away
	// A and The are the English name inside a sentence, with its
	// article: "a raider", "the raider"; Reaver is a faction and keeps
	// its capital.
	A, The  string
	ECM     int // % chance its ECM destroys a missile fired at it
	Missile int // % chance a shot of its is a missile instead
	Law     bool
}

// Enemies are the pirate classes, weakest first; the last is the quest
// boss.
var Enemies = []Enemy{
	{tx("Scavenger skiff", "Скиф-падальщик"), 0, 30, 3, 8, 60, 70, 120, 60, "a scavenger skiff", "the scavenger skiff", 0, 0, false},
	{tx("Raider", "Рейдер"), 15, 45, 5, 11, 65, 50, 280, 50, "a raider", "the raider", 0, 0, false},
	{tx("Marauder", "Мародёр"), 25, 65, 7, 14, 65, 30, 500, 45, "a marauder", "the marauder", 20, 8, false},
	{tx("Reaver gunship", "Канонерка жнецов"), 40, 95, 9, 17, 70, 10, 850, 35, "a Reaver gunship", "the Reaver gunship", 40, 12, false},
	{tx("the Black Lance", "«Чёрное копьё»"), 40, 110, 9, 16, 70, 0, 0, 40, "the Black Lance", "the Black Lance", 50, 15, false},
	{tx("Patrol cutter", "Патрульный катер"), 30, 80, 8, 14, 70, 0, 0, 40, "a patrol cutter", "the patrol cutter", 60, 10, true},
}

// bossClass is the quest boss's index in Enemies; patrolClass is the
// law's cutter, met by fugitives and by those who fire on a patrol.
const (
	bossClass   = 4
	patrolClass = 5
)

// missile damage and the ECM's promise: an enemy missile does this
// much unless the player's ECM destroys it.
const (
	enemyMissileLo = 25
	enemyMissileHi = 40
)

const (
	playerHit  = 80
	talkWorks  = 65
	fightLines = 6
)

// pirateClass picks the pirate met on the way to a system of
// government gov: the more lawless, the stronger.
func pirateClass(s *state, gov int) int {
	rng := s.r()
	return min(3, rng.IntN(1+(7-gov)/2)+rng.IntN(2))
}

func (s *state) startFight(class, dest int, quest bool) {
	e := Enemies[class]
	f := &fight{Class: class, Shield: e.Shield, Hull: e.Hull, Mine: s.shieldMax(), Dest: dest, Quest: quest}
	if s.r().IntN(100) < e.Talk {
		f.Talk = true
		f.Demand = max(100, s.c.Credits/5/10*10)
	}
	s.c.Fight, s.c.Mode, s.c.Enc = f, ModeCombat, nil
	if quest {
		s.fightSay(tx(capital(e.The)+" powers up its guns. No more talking.", capital(e.Name.RU)+" заряжает орудия. Разговоры окончены."))
	} else {
		s.fightSay(tx(capital(e.A)+" drops out of hyperspace, weapons hot!", capital(e.Name.RU)+" выходит из гиперпространства с расчехлёнными орудиями!"))
	}
}

func (s *state) fightSay(t Text) {
	f := s.c.Fight
	f.Lines = append(f.Lines, t)
	if len(f.Lines) > fightLines {
		f.Lines = f.Lines[len(f.Lines)-fightLines:]
	}
}

// laser is the damage range of the player's laser.
func (s *state) laser() (int, int) {
	if s.has(UpgLaser) {
		return 13, 22
	}
	return 7, 13
}

// hit applies damage to shield first, then hull; it returns the hull
// damage.
func hit(shield, hull *int, dmg int) int {
	a := min(*shield, dmg)
	*shield -= a
	h := min(*hull, dmg-a)
	*hull -= h
	return h
}

func (s *state) attack() error {
	return s.shoot(func(f *fight, _ Enemy, rng *rand.Rand) {
		if rng.IntN(100) < playerHit {
			lo, hi := s.laser()
			d := lo + rng.IntN(hi-lo+1)
			hit(&f.Shield, &f.Hull, d)
			f.Dealt = d
			s.fightSay(tx(fmt.Sprintf("Your laser hits for %d.", d), fmt.Sprintf("Ваш лазер попадает: %d урона.", d)))
		} else {
			s.fightSay(tx("Your shot goes wide.", "Ваш выстрел уходит мимо."))
		}
	})
}

// shoot is a round the person opens by firing: shot deals its damage
// to the enemy's fight f (the round counted, the last one's damage
// cleared), then a kill wins the fight, or else the enemy fires back.
func (s *state) shoot(shot func(f *fight, e Enemy, rng *rand.Rand)) error {
	f := s.c.Fight
	e := Enemies[f.Class]
	f.Round++
	f.Dealt, f.Took = 0, 0
	shot(f, e, s.r())
	if f.Hull <= 0 {
		s.win(e)
		return nil
	}
	s.enemyFires()
	return nil
}

// fireMissile launches a missile: past the enemy's shield straight into
// its hull, unless its ECM detonates it first.
func (s *state) fireMissile() error {
	if s.c.Mis == 0 {
		return kit.Invalid("no missiles on the pylons", "на пилонах нет ракет")
	}
	return s.shoot(func(f *fight, e Enemy, rng *rand.Rand) {
		s.c.Mis--
		if rng.IntN(100) < e.ECM {
			s.fightSay(tx("Your missile streaks away, and their ECM blows it up.", "Ваша ракета уходит к цели, но их РЭБ подрывает её."))
		} else {
			d := missileLo + rng.IntN(missileHi-missileLo+1)
			d = min(d, f.Hull)
			f.Hull -= d
			f.Dealt = d
			s.fightSay(tx(fmt.Sprintf("Your missile strikes home: hull −%d.", d), fmt.Sprintf("Ваша ракета попадает в цель: корпус −%d.", d)))
		}
	})
}

func (s *state) flee() error {
	f := s.c.Fight
	e := Enemies[f.Class]
	f.Round++
	f.Dealt, f.Took = 0, 0
	if e.Law {
		s.offend(runOffence)
	}
	if s.r().IntN(100) < e.Escape {
		s.say(tx("You break away and outrun "+e.The+".", "Вы отрываетесь от противника: "+lowerFirst(e.Name.RU)+" отстаёт."))
		s.endFight(false)
		return nil
	}
	s.fightSay(tx("You try to break away, but it stays on your tail.", "Вы пытаетесь оторваться, но враг висит на хвосте."))
	s.enemyFires()
	return nil
}

func (s *state) talk() error {
	f := s.c.Fight
	if !f.Talk {
		return kit.Invalid("they will not talk", "с вами не разговаривают")
	}
	f.Round++
	f.Dealt, f.Took = 0, 0
	if s.r().IntN(100) >= talkWorks {
		f.Talk = false
		s.fightSay(tx("They laugh and cut the channel.", "В ответ смех, и канал обрывается."))
		s.enemyFires()
		return nil
	}
	if s.c.Credits >= f.Demand {
		s.c.Credits -= f.Demand
		s.say(tx(fmt.Sprintf("You pay %d cr of tribute and they let you go.", f.Demand),
			fmt.Sprintf("Вы платите дань %d кр, и вас отпускают.", f.Demand)))
	} else {
		took := 0
		for g, c := range s.c.Cargo {
			n := (c + 1) / 2
			s.removeCargo(g, n)
			took += n
		}
		s.c.Credits = 0
		s.say(tx(fmt.Sprintf("You cannot pay: they empty your purse and take %d t of cargo.", took),
			fmt.Sprintf("Платить нечем: у вас забирают все кредиты и %d т груза.", took)))
	}
	s.endFight(false)
	return nil
}

// enemyFires is the enemy's shot after the player's move.
func (s *state) enemyFires() {
	f := s.c.Fight
	e := Enemies[f.Class]
	rng := s.r()
	if e.Missile > 0 && rng.IntN(100) < e.Missile {
		if s.has(UpgECM) {
			s.fightSay(tx("They fire a missile; your ECM detonates it.", "Они пускают ракету; ваша РЭБ подрывает её."))
			return
		}
		d := enemyMissileLo + rng.IntN(enemyMissileHi-enemyMissileLo+1)
		h := s.takeHit(d)
		f.Took = d
		s.fightSay(tx(fmt.Sprintf("A missile slams into you for %d (hull −%d).", d, h), fmt.Sprintf("В вас врезается ракета: %d (корпус −%d).", d, h)))
		if s.c.Hull <= 0 {
			s.destroyed(e)
		}
		return
	}
	if rng.IntN(100) >= e.Hit {
		s.fightSay(tx("Their shot misses.", "Их выстрел мимо."))
		return
	}
	d := e.DmgLo + rng.IntN(e.DmgHi-e.DmgLo+1)
	h := s.takeHit(d)
	f.Took = d
	if h == 0 {
		s.fightSay(tx(fmt.Sprintf("They hit you for %d: your shields hold.", d), fmt.Sprintf("Попадание по вам: %d, щит выдерживает.", d)))
	} else {
		s.fightSay(tx(fmt.Sprintf("They hit you for %d (hull −%d).", d, h), fmt.Sprintf("Попадание по вам: %d (корпус −%d).", d, h)))
	}
	if s.c.Hull <= 0 {
		s.destroyed(e)
	}
}

// takeHit puts damage d on the player's shield, then on the hull scaled
// by the hull's armour; it returns the hull lost, in %.
func (s *state) takeHit(d int) int {
	f := s.c.Fight
	a := min(f.Mine, d)
	f.Mine -= a
	rest := d - a
	if rest == 0 {
		return 0
	}
	arm := s.hull().Armour
	h := min(s.c.Hull, (rest*100+arm-1)/arm)
	s.c.Hull -= h
	return h
}

// win ends a fight the player won: bounty and loot.
func (s *state) win(e Enemy) {
	s.c.Kills++
	if e.Law {
		s.offend(killOffence)
	}
	rng := s.r()
	s.c.Credits += e.Bounty
	msg := tx(capital(e.The)+" breaks apart.", capital(e.Name.RU)+" разваливается на куски.")
	if e.Bounty > 0 {
		msg = join(msg, tx(fmt.Sprintf("Bounty: %d cr.", e.Bounty), fmt.Sprintf("Награда: %d кр.", e.Bounty)))
	}
	if !s.c.Fight.Quest && !e.Law {
		if g, n := rng.IntN(len(Goods)), rng.IntN(5); n > 0 {
			if got := s.addCargo(g, n); got > 0 {
				msg = join(msg, tx(fmt.Sprintf("You scoop %d t of %s from the wreck.", got, Goods[g].noun().EN),
					fmt.Sprintf("Из обломков подобрано %d т: %s.", got, Goods[g].noun().RU)))
			}
		}
	}
	s.say(msg)
	s.endFight(true)
}

// endFight docks after the fight, or hands a quest fight's result to
// the quest.
func (s *state) endFight(won bool) {
	f := s.c.Fight
	if f.Quest {
		s.c.Fight, s.c.Mode = nil, ModeDocked
		s.questFightOver(won)
		return
	}
	s.arrive(f.Dest, false)
}

// destroyed is the ship's end: the pod saves the captain, or the
// career ends.
func (s *state) destroyed(e Enemy) {
	f := s.c.Fight
	if !s.has(UpgPod) {
		s.c.NetAtEnd = s.c.Credits
		cause := tx(fmt.Sprintf("Shot down by %s on day %d.", e.A, s.c.Day),
			fmt.Sprintf("Сбит на %d-й день. Противник: %s.", s.c.Day, lowerFirst(e.Name.RU)))
		s.c.Cause = &cause
		s.c.Mode, s.c.Fight, s.c.Enc, s.c.Quest, s.c.Offer, s.c.Con = ModeOver, nil, nil, nil, nil, nil
		s.c.Hull = 0
		s.say(tx("Your ship explodes. There was no escape pod.", "Корабль взрывается. Спасательной капсулы не было."))
		return
	}
	s.c.Pods++
	for g := range s.c.Cargo {
		s.c.Cargo[g], s.c.Paid[g] = 0, 0
	}
	s.c.Upg, s.c.Ship, s.c.Mis, s.c.Con = 0, 0, 0, nil
	s.c.Hull, s.c.Fuel = HullMax, FuelMax
	if s.c.Quest != nil {
		s.dropQuest(tx("The quest is lost with your ship.", "Задание погибло вместе с кораблём."))
	}
	s.say(tx("Your ship explodes; the escape pod carries you to safety. The insurers give you a bare hull: no cargo, no upgrades.",
		"Корабль взрывается; капсула уносит вас в безопасность. Страховщики выдают голый корпус: ни груза, ни улучшений."))
	dest := f.Dest
	s.c.Fight = nil
	s.arrive(dest, false)
}
