package wayfarer

import (
	"fmt"

	"gamehall/internal/games/kit"
)

// contract is cargo carried for someone to a system by a day.
type contract struct {
	Good int   `json:"g"`
	N    int   `json:"n"`
	Gal  int   `json:"gl"`
	To   int   `json:"t"`
	Due  int   `json:"d"`
	Pay  int64 `json:"p"`
}

const (
	boardSize    = 3 // offers on a station's mission board
	maxContracts = 3 // contracts carried at once
	minHaul      = 25
	maxHaul      = 220 // tenths of a ly between the station and the consignee
)

// boardOffers are the mission board's contracts this visit. They are a
// function of the market's drift draw, so they cost no state and no
// extra chance: a new arrival brings a new board.
func (s *state) boardOffers() []contract {
	g := s.galaxy()
	h := s.here()
	var out []contract
	for k := range boardSize {
		x := mix(s.c.Fluct ^ uint64(k+1)*0x9e3779b97f4a7c15)
		to := -1
		for j := range uint64(32) {
			c := int(mix(x+j) % SystemsPerGal)
			if d := Dist(h, g.Systems[c]); c != h.Index && d >= minHaul && d <= maxHaul {
				to = c
				break
			}
		}
		if to < 0 {
			continue
		}
		d := Dist(h, g.Systems[to])
		hops := (d + FuelMax - 1) / FuelMax
		days := hops * (1 + d/hops/15)
		n := 3 + int(x>>20%8)
		good := int(x >> 28 % 8) // legal goods only
		pay := int64(n)*(15+int64(d)/5) + 120*int64(hops)
		out = append(out, contract{Good: good, N: n, Gal: s.c.Gal, To: to, Due: s.c.Day + 2*days + 2, Pay: pay})
	}
	return out
}

// takeContract accepts offer k of the board.
func (s *state) takeContract(k int) error {
	s.c.Tab = "board"
	offers := s.boardOffers()
	switch {
	case k < 0 || k >= len(offers) || s.c.Took&(1<<k) != 0:
		return kit.Invalid("no such contract", "нет такого контракта")
	case s.yardServes() != nil:
		return s.yardServes()
	case len(s.c.Con) >= maxContracts:
		return kit.Invalid(fmt.Sprintf("you carry %d contracts already", maxContracts), fmt.Sprintf("у вас уже %d контракта", maxContracts))
	case s.free() < offers[k].N:
		return kit.Invalid(fmt.Sprintf("this needs %d t of free hold", offers[k].N), fmt.Sprintf("для этого нужно %d т свободного трюма", offers[k].N))
	}
	c := offers[k]
	s.c.Took |= 1 << k
	s.c.Con = append(s.c.Con, c)
	to := s.galaxy().Systems[c.To].Name
	s.say(tx(fmt.Sprintf("Contract: %d t of %s to %s by day %d for %d cr.", c.N, Goods[c.Good].noun().EN, to.EN, c.Due, c.Pay),
		fmt.Sprintf("Контракт: %d т (%s) до системы %s к %d-му дню за %d кр.", c.N, Goods[c.Good].noun().RU, to.RU, c.Due, c.Pay)))
	return nil
}

// dropContract gives up a contract carried; the shipper keeps a
// quarter of its pay as a penalty, from what the purse holds.
func (s *state) dropContract(k int) error {
	s.c.Tab = "board"
	if k < 0 || k >= len(s.c.Con) {
		return kit.Invalid("no such contract", "нет такого контракта")
	}
	pen := min(s.c.Credits, s.c.Con[k].Pay/4)
	s.c.Credits -= pen
	s.c.Con = append(s.c.Con[:k:k], s.c.Con[k+1:]...)
	if len(s.c.Con) == 0 {
		s.c.Con = nil
	}
	s.say(tx(fmt.Sprintf("You break the contract and pay a penalty of %d cr.", pen), fmt.Sprintf("Вы разрываете контракт и платите неустойку %d кр.", pen)))
	return nil
}

// deliver hands over the contracts due here on arrival: the full pay
// on time, half when late.
func (s *state) deliver() {
	keep := s.c.Con[:0]
	for _, c := range s.c.Con {
		if c.Gal != s.c.Gal || c.To != s.c.Sys {
			keep = append(keep, c)
			continue
		}
		pay := c.Pay
		if s.c.Day > c.Due {
			pay /= 2
			s.say(tx(fmt.Sprintf("Contract delivered late: the consignee pays half, %d cr.", pay),
				fmt.Sprintf("Контракт доставлен с опозданием: получатель платит половину, %d кр.", pay)))
		} else {
			s.c.Deliv++
			s.say(tx(fmt.Sprintf("Contract delivered on time: %d cr.", pay), fmt.Sprintf("Контракт доставлен в срок: %d кр.", pay)))
		}
		s.c.Credits += pay
	}
	s.c.Con = keep
	if len(s.c.Con) == 0 {
		s.c.Con = nil
	}
}

// voidContracts drops the contracts of a galaxy left behind.
func (s *state) voidContracts() {
	if len(s.c.Con) > 0 {
		s.c.Con = nil
		s.say(tx("Your contracts are void: their consignees are a galaxy away.", "Ваши контракты аннулированы: получатели остались в другой галактике."))
	}
}
