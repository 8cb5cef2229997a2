package owchess

import (
	"encoding/json"
	"math/rand/v2"

	"gamehall/internal/games/kit"
)

// State is one game in progress or finished.
type State struct {
	rec record
	pcg *rand.PCG
	rng *rand.Rand
}

var (
	_ kit.State[View] = (*State)(nil)
	_ kit.Advancer    = (*State)(nil)
)

// BotSeat is the bot's seat; the person is kit.HumanSeat.
const BotSeat = 1

// Encode writes the whole state as JSON, the RNG included.
func (s *State) Encode() ([]byte, error) {
	b, err := s.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	s.rec.RNG = b
	return json.Marshal(s.rec)
}

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.rec.End != "" }

// side returns the colour a seat plays. Two people at one screen share
// seat 0, which plays the side to move.
func (s *State) side(seat int) Color {
	if s.rec.Friend {
		return s.rec.Turn
	}
	if seat == kit.HumanSeat {
		return s.rec.Human
	}
	return s.rec.Human.Other()
}

// seatOf returns the seat that plays a colour.
func (s *State) seatOf(c Color) int {
	if c == s.rec.Human || s.rec.Friend {
		return kit.HumanSeat
	}
	return BotSeat
}

// NextBot reports the bot's seat when the bot must move or shop.
func (s *State) NextBot() (int, bool) {
	if s.Over() || s.rec.Friend || s.rec.Turn == s.rec.Human {
		return 0, false
	}
	return BotSeat, true
}

// open returns the squares a side sees now.
func (s *State) open(c Color) [64]bool { return s.rec.Fog[c].Open() }

// legal lists the moves of a side.
func (s *State) legal(c Color) []Move {
	open := s.open(c)
	return Moves(&s.rec.Board, c, s.rec.Ext[c], &open)
}

// seen marks what each side can see of an event now: the actor all of
// it, the other side the ends it has in sight.
func (s *State) seen(e Event) Event {
	e.Seen[e.By] = seenAll
	other := e.By.Other()
	open := s.open(other)
	if e.From >= 0 && open[e.From] {
		e.Seen[other] |= seenFrom
	}
	if e.To >= 0 && open[e.To] {
		e.Seen[other] |= seenTo
	}
	return e
}

// log records an event, marking what the other side could see of it
// unless the caller already did.
func (s *State) log(e Event) {
	e.Ply = s.rec.Ply
	if e.Seen == [2]uint8{} {
		e = s.seen(e)
	}
	s.rec.Log = append(s.rec.Log, e)
	if n := len(s.rec.Log); n > maxLog {
		s.rec.Log = append([]Event(nil), s.rec.Log[n-maxLog:]...)
	}
}

// finish ends the game; winner is a colour or -1 for a draw.
func (s *State) finish(end string, winner int) {
	s.rec.End, s.rec.Winner = end, winner
	s.rec.Shop, s.rec.Cover = false, false
	s.log(public(Event{By: s.rec.Turn, Kind: EvEnd, From: -1, To: -1, Item: end}))
}

// outcome is the result for the person.
func (s *State) outcome() kit.Outcome {
	switch {
	case !s.Over():
		return kit.Unfinished
	case s.rec.Winner < 0:
		return kit.Draw
	case Color(s.rec.Winner) == s.rec.Human:
		return kit.Win
	}
	return kit.Loss
}

// Results are, once the game is over, the entry on the board of the
// bot's level and the coins the person collected. Games between two
// people at one screen are not ranked.
func (s *State) Results() []kit.Result {
	if !s.Over() || s.rec.Friend {
		return nil
	}
	o := s.outcome()
	h := s.rec.Human
	detail := kit.Detail{"kind": "owchess", "end": s.rec.End, "colour": h.String()}
	ranked := s.Casual().Ranked()
	return []kit.Result{
		{Board: string(s.rec.Level), Outcome: o, Moves: s.rec.Moves[h], Ranked: ranked, Detail: detail},
		{Board: BoardCoins, Outcome: o, Score: int64(s.rec.Collected[h]), Moves: s.rec.Moves[h], Ranked: ranked, Detail: detail},
	}
}

// Casual is why the game does not count (zero while it does): two
// people at one screen, or no move timer (the rules' timer is part of
// the game against the bot).
func (s *State) Casual() kit.Casual { return casualRules(s.rec.Friend, s.rec.Timer) }

func casualRules(friend, timer bool) kit.Casual {
	switch {
	case friend:
		return kit.Because("two people at one screen", "двое за одним экраном")
	case !timer:
		return kit.Because("no move timer (only games with the original two-minute timer are ranked)",
			"без таймера хода (в рейтинг идут только партии с двухминутным таймером, как в оригинале)")
	}
	return kit.Casual{}
}

// ranking reads the same settings from the new-game form.
func ranking(v kit.Values) kit.Casual {
	return casualRules(v.String("opponent") == "friend", v.String("timer") != "off")
}
