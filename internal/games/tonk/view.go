package tonk

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// HitMove is one card of the seat's hand that fits a spread on the
// table (Spread numbers spreads from 1).
type HitMove struct {
	Card   cards.Card
	Spread int
}

// View is what one seat may know: its own hand and what the whole table
// has seen. It never holds another seat's hand, the stock's order or the
// cards others drew from the stock (until the hand is over and every
// hand is laid open for the count).
type View struct {
	Seat      int
	Players   int
	Level     kit.Level
	Ante      int
	Threshold int
	DealTonk  bool
	Phase     Phase
	// HandNo numbers hands from 1: the one in play or just settled.
	HandNo int
	Dealer int
	// Turn is the seat to move while a hand is played.
	Turn int

	// Hand is the seat's cards in display order and Points their count.
	Hand   []cards.Card
	Points int
	// Counts is how many cards each seat holds; Taken is, per seat, the
	// cards it took from the pile and still holds (all of them public).
	Counts []int
	Taken  []cards.Set
	// Spreads are the melds on the table, numbered from 1 in this order.
	Spreads []Spread
	// Top is the top of the pile; Pile is the whole pile, bottom first
	// (every card in it was discarded face up).
	Top  cards.Card
	Pile []cards.Card
	// Stock is how many cards are left to draw. Final: the stock is
	// empty and Left more turns end the hand dead.
	Stock int
	Final bool
	Left  int
	// Fresh is the card the player to move took from the pile this turn;
	// Spread says they have spread or hit this turn.
	Fresh  cards.Card
	Spread bool

	// What the seat may do now, when it is to move.
	CanDrop, CanDraw, CanTake, CanTonk bool
	// Hits are the seat's cards that fit a spread, when it may hit.
	Hits []HitMove

	// Bank is each seat's bankroll and Pot the antes in play. Peak is
	// the person's highest bankroll; Broke: the game ended because the
	// person could not pay the ante.
	Bank  []int
	Pot   int
	Peak  int
	Broke bool

	// Wins counts hands won per seat; Tonks the person's Tonks.
	Wins  []int
	Tonks int
	// Last is the hand just settled (while HandOver or GameOver, with
	// every hand laid open in Last.Shown); History is the latest hands,
	// oldest first, without their cards.
	Last    *HandResult
	History []HandResult
	// Log is the hand's events, oldest first.
	Log []Event
	// Moves counts the person's actions.
	Moves int
}

// MyTurn reports whether the seat must move now.
func (v View) MyTurn() bool { return (v.Phase == Start || v.Phase == Drawn) && v.Turn == v.Seat }

// Over reports whether the game has ended.
func (v View) Over() bool { return v.Phase == GameOver }

// Playing reports whether a hand is being played.
func (v View) Playing() bool { return v.Phase == Start || v.Phase == Drawn }

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat < 0 || seat >= s.Players {
		seat = kit.HumanSeat
	}
	v := View{
		Seat:      seat,
		Players:   s.Players,
		Level:     s.level(),
		Ante:      s.Ante,
		Threshold: s.Threshold,
		DealTonk:  s.DealTonk,
		Phase:     s.Phase,
		HandNo:    s.HandNo,
		Dealer:    s.Dealer,
		Turn:      s.Turn,
		Hand:      s.Hands[seat].Cards(),
		Points:    HandPoints(s.Hands[seat]),
		Counts:    make([]int, s.Players),
		Taken:     slices.Clone(s.Taken),
		Spreads:   slices.Clone(s.Spreads),
		Top:       s.top(),
		Pile:      slices.Clone([]cards.Card(s.Pile)),
		Stock:     len(s.Stock),
		Final:     s.Final,
		Left:      s.Left,
		Fresh:     s.Fresh,
		Spread:    s.Spread,
		Bank:      slices.Clone(s.Bank),
		Pot:       s.Pot,
		Peak:      s.Peak,
		Broke:     s.Broke,
		Wins:      slices.Clone(s.Wins),
		Tonks:     s.Tonks,
		Log:       slices.Clone(s.Log),
		Moves:     s.Moves,
	}
	slices.SortFunc(v.Hand, Display)
	for other, h := range s.Hands {
		v.Counts[other] = h.Len()
	}
	v.History = make([]HandResult, len(s.History))
	for i, r := range s.History {
		r.Shown = nil
		v.History[i] = r
	}
	if !v.Playing() && len(s.History) > 0 {
		last := s.History[len(s.History)-1]
		last.Shown = slices.Clone(last.Shown)
		v.Last = &last
	}
	if v.MyTurn() {
		switch s.Phase {
		case Start:
			v.CanDrop = true
			v.CanDraw = len(s.Stock) > 0
			v.CanTake = len(s.Pile) > 0
		case Drawn:
			v.CanTonk = !s.Spread && v.Points <= s.Threshold
			v.Hits = Hits(s.Hands[seat], s.Spreads)
		}
	}
	return v
}

// Hits lists every card of hand that fits a spread, by spread.
func Hits(hand cards.Set, spreads []Spread) []HitMove {
	var out []HitMove
	for i, sp := range spreads {
		for _, c := range hand.Cards() {
			if _, ok := sp.Hit(c); ok {
				out = append(out, HitMove{Card: c, Spread: i + 1})
			}
		}
	}
	return out
}
