package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// Legal status: offence points, earned by trading illegal goods and by
// fighting or fleeing the law, fade by one a day and can be paid off
// as a fine at any station with a police force.
const (
	offenderAt  = 10  // points from which the captain is an offender
	fugitiveAt  = 50  // and a fugitive
	maxOffence  = 250 // points stop counting here
	finePerPt   = 25  // credits per point of a fine
	policeGov   = 2   // from this government on a station takes fines
	runOffence  = 5   // running from a patrol, or a refused bribe
	fireOffence = 30  // opening fire on a patrol
	killOffence = 20  // destroying one
	robOffence  = 20  // plundering a freighter in distress
)

// Legal statuses, as View.Legal.
const (
	Clean = iota
	Offender
	Fugitive
)

// LegalNames are the statuses' names.
var LegalNames = []Text{tx("Clean", "Чист"), tx("Offender", "Нарушитель"), tx("Fugitive", "В розыске")}

func legalOf(points int) int {
	switch {
	case points >= fugitiveAt:
		return Fugitive
	case points >= offenderAt:
		return Offender
	}
	return Clean
}

func (s *state) legal() int { return legalOf(s.c.Off) }

// offend adds offence points and tells the captain when the status
// gets worse.
func (s *state) offend(points int) {
	was := s.legal()
	s.c.Off = min(maxOffence, s.c.Off+points)
	if now := s.legal(); now > was {
		s.say(tx("Your legal status is now: "+LegalNames[now].EN+".", "Ваш правовой статус теперь: "+lowerFirst(LegalNames[now].RU)+"."))
	}
}

// passDays moves the calendar on; offences fade with time.
func (s *state) passDays(n int) {
	s.c.Day += n
	s.c.Off = max(0, s.c.Off-n)
}

// tradeOffence is what buying or selling n tonnes of an illegal good
// adds: a point for every two tonnes.
func tradeOffence(n int) int { return (n + 1) / 2 }

// fineCost is what clearing the whole record costs.
func (s *state) fineCost() int64 { return int64(s.c.Off) * finePerPt }

// payFine pays off as many offence points as the purse allows.
func (s *state) payFine() error {
	s.c.Tab = "board"
	switch {
	case s.c.Off == 0:
		return kit.Invalid("your record is clean", "ваша репутация чиста")
	case s.here().Gov < policeGov:
		return kit.Invalid("there is no police here to pay", "здесь нет полиции, которой можно заплатить")
	case s.c.Credits < finePerPt:
		return kit.Invalid("not enough credits", "не хватает кредитов")
	}
	n := min(s.c.Off, int(s.c.Credits/finePerPt))
	s.c.Off -= n
	pay := int64(n) * finePerPt
	s.c.Credits -= pay
	s.c.Fined += pay
	s.say(tx(fmt.Sprintf("You pay a fine of %d cr; your status: %s.", pay, lowerFirst(LegalNames[s.legal()].EN)),
		fmt.Sprintf("Вы платите штраф %d кр; ваш статус: %s.", pay, lowerFirst(LegalNames[s.legal()].RU))))
	return nil
}

// yardServes refuses a fugitive the shipyard and the mission board of
// a lawful station; fuel and repairs are still sold.
func (s *state) yardServes() error {
	if s.legal() == Fugitive && s.here().Gov >= lawfulGov {
		return kit.Invalid("the station refuses service to fugitives: pay your fine or fly somewhere less lawful",
			"станция не обслуживает беглецов: заплатите штраф или летите туда, где законы мягче")
	}
	return nil
}

// Ranks are the combat ranks, with the kills each needs.
var Ranks = []struct {
	Kills int
	Name  Text
}{
	{0, tx("Harmless", "Безобидный")},
	{2, tx("Mostly harmless", "Почти безобидный")},
	{5, tx("Poor", "Слабый")},
	{10, tx("Average", "Средний")},
	{20, tx("Above average", "Выше среднего")},
	{40, tx("Competent", "Умелый")},
	{80, tx("Dangerous", "Опасный")},
	{160, tx("Deadly", "Смертоносный")},
	{320, tx("Elite", "Элита")},
}

// rankOf is the index of the combat rank of a number of kills.
func rankOf(kills int) int {
	r := 0
	for i, k := range Ranks {
		if kills >= k.Kills {
			r = i
		}
	}
	return r
}

// retire ends the career on the captain's word: its numbers as they
// stand reach the boards. It needs a confirmation and at least one
// jump (a career that only launched has nothing to rank).
func (s *state) retire(confirm string) error {
	switch {
	case s.c.Jumps == 0:
		return kit.Invalid("make at least one jump before you retire", "прежде чем уйти на покой, совершите хотя бы один прыжок")
	case confirm != "yes":
		return kit.Invalid("confirm the retirement: it ends the career for good", "подтвердите уход на покой: карьера закончится навсегда")
	}
	worth := s.netWorth()
	h := s.here()
	cause := tx(fmt.Sprintf("Retired at %s on day %d with a net worth of %s cr.", h.Name.EN, s.c.Day, grouped(worth, ",")),
		fmt.Sprintf("Ушёл на покой в системе %s на %d-й день с состоянием %s кр.", h.Name.RU, s.c.Day, grouped(worth, "\u00a0")))
	s.c.NetAtEnd, s.c.Cause, s.c.Ret = worth, &cause, true
	s.c.Mode, s.c.Quest, s.c.Offer, s.c.Con = ModeOver, nil, nil, nil
	s.say(tx("You sell the ship's log to a publisher and settle down.", "Вы продаёте бортовой журнал издателю и оседаете на планете."))
	return nil
}

// grouped writes n with its thousands separated by sep.
func grouped(n int64, sep string) string {
	s := fmt.Sprint(n)
	neg := n < 0
	if neg {
		s = s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + sep + s[i:]
	}
	if neg {
		s = "-" + s
	}
	return s
}
