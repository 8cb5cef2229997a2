package game101

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own hand and what the whole
// table has seen. It never holds another seat's hand, the stock's order
// or the cards others drew.
type View struct {
	Seat    int
	Players int
	Level   kit.Level
	Phase   Phase
	// Round numbers rounds from 1: the one being played, or the one
	// just scored.
	Round  int
	Dealer int
	// Turn is the seat to move while Playing.
	Turn int

	// Hand is the seat's cards in display order; Playable is what it may
	// play now (empty unless it is its turn).
	Hand     []cards.Card
	Playable cards.Set
	// HandPoints is what the seat's hand would cost it now.
	HandPoints int
	// CanDraw: the seat must move, nothing matches and a card can come
	// from the stock. CanPass: nothing matches and nothing can.
	CanDraw, CanPass bool
	// Drew is the seat's own cards that came from the stock since its
	// last action (penalties and draws).
	Drew cards.Set

	// Top is the top of the pile; Pile is the whole discard pile, bottom
	// first (every card in it was played face up).
	Top  cards.Card
	Pile []cards.Card
	// TopEffect is what the top card does to the next player (none for
	// a plain card).
	TopEffect Effect
	// Stock is how many cards are left to draw; Reshuffles is how many
	// more times this round the pile may become the stock.
	Stock, Reshuffles int
	// Counts is how many cards each seat holds; Out marks seats out of
	// the match.
	Counts []int
	Out    []bool
	// Lacks is, per seat, cards the table knows that seat does not hold
	// (it had to draw on them).
	Lacks []cards.Set

	// Shown is every hand as the last round ended, laid open for the
	// count; nil while a round is played.
	Shown []cards.Set

	// Scores are the running scores; Rounds has one row per finished
	// round.
	Scores []int
	Rounds []RoundResult
	// Log is the round's latest events, oldest first.
	Log []Event
	// Winner is the last player left once the match is over, else -1.
	Winner int
	// Moves counts the person's actions.
	Moves int
}

// MyTurn reports whether the seat must move now.
func (v View) MyTurn() bool { return v.Phase == Playing && v.Turn == v.Seat && !v.Out[v.Seat] }

// Over reports whether the match has ended.
func (v View) Over() bool { return v.Phase == MatchOver }

// LastRound returns the most recent finished round.
func (v View) LastRound() (RoundResult, bool) { return kit.Last(v.Rounds) }

// Next is the seat after seat (to its left) that is still in.
func (v View) Next(seat int) int {
	for i := 1; i <= v.Players; i++ {
		next := (seat + i) % v.Players
		if !v.Out[next] {
			return next
		}
	}
	return seat
}

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat < 0 || seat >= s.Players {
		seat = 0
	}
	v := View{
		Seat:       seat,
		Players:    s.Players,
		Level:      s.level(),
		Phase:      s.Phase,
		Round:      len(s.Rounds),
		Dealer:     s.Dealer,
		Turn:       s.Turn,
		Hand:       s.Hands[seat].Cards(),
		Drew:       s.Drew[seat],
		Top:        s.top(),
		HandPoints: HandPoints(s.Hands[seat]),
		TopEffect:  EffectOf(s.top()),
		Pile:       slices.Clone(s.Pile),
		Stock:      len(s.Stock),
		Reshuffles: MaxShuffles - s.Shuffles,
		Counts:     make([]int, s.Players),
		Out:        slices.Clone(s.Out),
		Lacks:      slices.Clone(s.Lacks),
		Scores:     slices.Clone(s.Scores),
		Rounds:     slices.Clone(s.Rounds),
		Log:        slices.Clone(s.Log),
		Winner:     s.Winner(),
		Moves:      s.Moves,
	}
	if s.Phase == Playing {
		v.Round++
	}
	slices.SortFunc(v.Hand, Display)
	for other, h := range s.Hands {
		v.Counts[other] = h.Len()
	}
	if s.Phase != Playing {
		v.Shown = slices.Clone(s.Hands)
	}
	if s.Phase == Playing && s.Turn == seat {
		v.Playable = s.playable(seat)
		if v.Playable.Empty() {
			v.CanDraw = s.canDraw()
			v.CanPass = !v.CanDraw
		}
	}
	return v
}
