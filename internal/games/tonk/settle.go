package tonk

import (
	"slices"

	"gamehall/internal/games/kit"
)

// split shares amount among seats as evenly as whole chips allow; the
// odd chips go to the first seats in the order given.
func split(amount int, seats []int) map[int]int {
	out := make(map[int]int, len(seats))
	if len(seats) == 0 {
		return out
	}
	each, odd := amount/len(seats), amount%len(seats)
	for i, seat := range seats {
		out[seat] = each
		if i < odd {
			out[seat]++
		}
	}
	return out
}

// around lists the seats from the one left of seat, in the order of
// play, leaving out the seats in skip.
func (s *state) around(seat int, skip ...int) []int {
	out := make([]int, 0, s.Players)
	for k := 1; k <= s.Players; k++ {
		other := (seat + k) % s.Players
		if !slices.Contains(skip, other) {
			out = append(out, other)
		}
	}
	return out
}

// settleOut pays the pot to the seat that emptied its hand.
func (s *state) settleOut(winner int) {
	s.logEvent(Event{Seat: winner, Kind: EvOut})
	pay := make([]int, s.Players)
	pay[winner] = s.Pot
	s.finish(WentOut, winner, []int{winner}, pay)
}

// settleTonk pays the declarer the pot times TonkMultiplier: the others
// share the amount above the pot, the odd chips falling on the seats
// nearest the declarer's left.
func (s *state) settleTonk(winner int, how How) {
	extra := s.Pot * (TonkMultiplier - 1)
	pay := make([]int, s.Players)
	pay[winner] = s.Pot + extra
	for seat, share := range split(extra, s.around(winner, winner)) {
		pay[seat] = -share
	}
	s.finish(how, winner, []int{winner}, pay)
}

// settleDrop compares the dropper's count with everyone else's: strictly
// lowest takes the pot; otherwise the lowest of the others share the pot
// and the dropper pays them one more ante.
func (s *state) settleDrop(dropper int) {
	mine := HandPoints(s.Hands[dropper])
	low := -1
	var lowest []int
	for _, seat := range s.around(s.Dealer, dropper) {
		p := HandPoints(s.Hands[seat])
		switch {
		case low < 0 || p < low:
			low, lowest = p, []int{seat}
		case p == low:
			lowest = append(lowest, seat)
		}
	}
	pay := make([]int, s.Players)
	if mine < low {
		pay[dropper] = s.Pot
		s.finish(Dropped, dropper, []int{dropper}, pay)
		return
	}
	for seat, share := range split(s.Pot, lowest) {
		pay[seat] += share
	}
	for seat, share := range split(s.Ante, lowest) {
		pay[seat] += share
	}
	pay[dropper] = -s.Ante
	s.finish(DropFailed, dropper, lowest, pay)
}

// settleDead gives every ante back.
func (s *state) settleDead(how How) {
	s.logEvent(Event{Seat: s.Turn, Kind: EvDead})
	pay := make([]int, s.Players)
	for seat := range pay {
		pay[seat] = s.Ante
	}
	s.finish(how, -1, nil, pay)
}

// finish pays out (pay is what each seat receives, negative when it
// pays), records the hand and stops the play; a person who cannot ante
// the next hand ends the game.
func (s *state) finish(how How, caller int, winners []int, pay []int) {
	r := HandResult{
		No:      s.HandNo,
		Dealer:  s.Dealer,
		How:     how,
		Caller:  caller,
		Winners: winners,
		Pot:     s.Pot,
		Points:  make([]int, s.Players),
		Left:    make([]int, s.Players),
		Shown:   slices.Clone(s.Hands),
		Net:     make([]int, s.Players),
	}
	for seat := range s.Players {
		s.Bank[seat] += pay[seat]
		r.Net[seat] = pay[seat] - s.Ante
		r.Points[seat] = HandPoints(s.Hands[seat])
		r.Left[seat] = s.Hands[seat].Len()
	}
	for _, w := range winners {
		s.Wins[w]++
	}
	if (how == Tonked || how == DealTonk) && caller == kit.HumanSeat {
		s.Tonks++
	}
	s.Pot = 0
	s.Peak = max(s.Peak, s.Bank[kit.HumanSeat])
	s.History = append(s.History, r)
	if len(s.History) > maxHistory {
		s.History = slices.Delete(s.History, 0, len(s.History)-maxHistory)
	}
	s.Fresh, s.Spread = 0, false
	s.Phase = HandOver
	if s.Bank[kit.HumanSeat] < s.Ante {
		s.Phase, s.Broke = GameOver, true
	}
}
