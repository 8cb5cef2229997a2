package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// moved is the player's net trade in good g at this market this visit.
func (s *state) moved(g int) int {
	if s.c.Moved == nil {
		return 0
	}
	return s.c.Moved[g]
}

func (s *state) move(g, n int) {
	if s.c.Moved == nil {
		s.c.Moved = make([]int, len(Goods))
	}
	s.c.Moved[g] += n
}

// buyCost is what the next n tonnes of g cost here: each tonne bought
// nudges the price of the next one up.
func (s *state) buyCost(g, n int) int64 {
	h, m := s.here(), s.moved(g)
	var cost int64
	for k := range n {
		cost += priceAt(h, g, s.c.Fluct, m+k)
	}
	return cost
}

// sellGain is what selling the next n tonnes of g fetches here.
func (s *state) sellGain(g, n int) int64 {
	h, m := s.here(), s.moved(g)
	var got int64
	for k := range n {
		got += sellAt(h, g, s.c.Fluct, m-k)
	}
	return got
}

// maxBuy is how many tonnes of g the hold and the purse allow.
func (s *state) maxBuy(g int) int {
	n := 0
	var cost int64
	h, m := s.here(), s.moved(g)
	for n < s.free() {
		p := priceAt(h, g, s.c.Fluct, m+n)
		if cost+p > s.c.Credits {
			break
		}
		cost += p
		n++
	}
	return n
}

// buy takes n tonnes (-1: as many as the hold and the purse allow).
func (s *state) buy(g, n int) error {
	if !traded(s.here(), g) {
		return kit.Invalid("this good is banned here", "этот товар здесь запрещён")
	}
	most := s.maxBuy(g)
	if n < 0 {
		n = most
	}
	switch {
	case s.free() <= 0:
		return kit.Invalid("your hold is full", "трюм полон")
	case n > s.free():
		return kit.Invalid("not enough room in the hold", "в трюме не хватит места")
	case n <= 0 || n > most:
		return kit.Invalid("not enough credits", "не хватает кредитов")
	}
	cost := s.buyCost(g, n)
	s.c.Credits -= cost
	s.c.Cargo[g] += n
	s.c.Paid[g] += cost
	s.move(g, n)
	if Goods[g].Illegal {
		s.offend(tradeOffence(n))
	}
	s.say(tx(fmt.Sprintf("Bought %d t of %s for %d cr.", n, Goods[g].noun().EN, cost),
		fmt.Sprintf("Куплено %d т: %s, за %d кр.", n, Goods[g].noun().RU, cost)))
	return nil
}

// sell sells n tonnes (-1: all held).
func (s *state) sell(g, n int) error {
	if !traded(s.here(), g) {
		return kit.Invalid("nobody here dares to buy that", "здесь никто не рискнёт это купить")
	}
	held := s.c.Cargo[g]
	if n < 0 {
		n = held
	}
	if held == 0 || n > held {
		return kit.Invalid("you do not have that much", "у вас столько нет")
	}
	got := s.sellGain(g, n)
	s.removeCargo(g, n)
	s.c.Credits += got
	s.move(g, -n)
	if Goods[g].Illegal {
		s.offend(tradeOffence(n))
	}
	s.say(tx(fmt.Sprintf("Sold %d t of %s for %d cr.", n, Goods[g].noun().EN, got),
		fmt.Sprintf("Продано %d т: %s, за %d кр.", n, Goods[g].noun().RU, got)))
	return nil
}

// removeCargo takes n tonnes away (confiscation, quests), keeping the
// average price paid of what remains.
func (s *state) removeCargo(g, n int) {
	held := s.c.Cargo[g]
	n = min(n, held)
	if n <= 0 {
		return
	}
	s.c.Paid[g] -= s.c.Paid[g] * int64(n) / int64(held)
	s.c.Cargo[g] -= n
	if s.c.Cargo[g] == 0 {
		s.c.Paid[g] = 0
	}
}

// addCargo puts up to n free tonnes aboard at no cost; it returns how
// many fit.
func (s *state) addCargo(g, n int) int {
	n = min(n, s.free())
	if n > 0 {
		s.c.Cargo[g] += n
	}
	return max(n, 0)
}

func (s *state) illegalHeld() int {
	n := 0
	for g, c := range s.c.Cargo {
		if Goods[g].Illegal {
			n += c
		}
	}
	return n
}

// cargoValue is what the hold would fetch here (illegal goods at the
// galaxy's base price where they cannot be sold).
func (s *state) cargoValue() int64 {
	h := s.here()
	var v int64
	for g, c := range s.c.Cargo {
		if c == 0 {
			continue
		}
		p := Goods[g].Base * sellPct / 100
		if traded(h, g) {
			p = sellAt(h, g, s.c.Fluct, s.moved(g))
		}
		v += p * int64(c)
	}
	return v
}
