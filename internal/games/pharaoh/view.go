package pharaoh

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own hand and what both players
// have seen. It never holds the other hand, the stock's order or the
// cards the other player drew.
type View struct {
	Seat   int
	Level  kit.Level
	Length int
	Phase  Phase
	// Match numbers the matches of the series from 1 (the one being
	// played or just settled); DealNo the deals of that match.
	Match, DealNo int
	// Turn is the seat to move while Playing; First led this deal.
	Turn, First int

	// Hand is the seat's cards in display order. Playable is what it
	// may play now (empty unless it is its turn); Drawn the card it
	// drew this turn, which it may play or keep.
	Hand     []cards.Card
	Playable cards.Set
	Drawn    cards.Card
	// HandPoints is what the seat's hand would score against it now.
	HandPoints int
	// CanDraw: nothing fits and the seat must draw. CanPass: it may end
	// the turn (keeping the drawn card, or with a full hand).
	CanDraw, CanPass bool
	// Drew is the seat's own cards that came from the stock since it
	// last played.
	Drew cards.Set

	// Top is the top of the pile and Called the suit a joker on top
	// asks for (NoSuit: any card, or the top is not a joker). Pile is
	// every card played this deal, bottom first.
	Top    cards.Card
	Called cards.Suit
	Pile   []cards.Card
	// Stock is how many cards are left to draw.
	Stock int
	// Counts is how many cards each seat holds.
	Counts [Seats]int
	// Special is the colour of this deal's special joker: it belongs to
	// ColorSeat(Special).
	Special cards.JokerColor
	// SpecialSeat is the seat whose colour Special is; Colors each
	// seat's joker colour.
	SpecialSeat int
	Colors      [Seats]cards.JokerColor
	// Lacks is, per seat, cards both know that seat does not hold.
	Lacks [Seats]cards.Set
	// Jokered marks the seats that played their special joker this deal.
	Jokered [Seats]bool
	// Passes counts the turns in a row passed with a full hand (two
	// block the deal).
	Passes int

	// Scores are the running scores of the match; Deals its finished
	// deals (the last one shows both hands); Matches the series'
	// finished matches and Total the person's sum of their results.
	Scores  [Seats]int
	Deals   []DealResult
	Matches []MatchResult
	Total   int
	// Log is the deal's latest events, oldest first.
	Log []Event
	// Moves counts the person's actions.
	Moves int
}

// MyTurn reports whether the seat must move now.
func (v View) MyTurn() bool { return v.Phase == Playing && v.Turn == v.Seat }

// Over reports whether the series has ended.
func (v View) Over() bool { return v.Phase == SeriesOver }

// LastDeal returns the most recent finished deal of the match.
func (v View) LastDeal() (DealResult, bool) { return kit.Last(v.Deals) }

// LastMatch returns the most recent finished match.
func (v View) LastMatch() (MatchResult, bool) { return kit.Last(v.Matches) }

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat != Bot {
		seat = Person
	}
	d := &s.Deal
	v := View{
		Seat:        seat,
		Level:       s.level(),
		Length:      s.Length,
		Phase:       s.Phase,
		Match:       len(s.Matches) + 1,
		DealNo:      len(s.Deals),
		Turn:        d.Turn,
		First:       (s.Lead + s.DealCount - 1) % Seats,
		Hand:        d.Hands[seat].Cards(),
		HandPoints:  HandPoints(d.Hands[seat], seat),
		Drew:        d.Drew[seat],
		Top:         d.Top(),
		Called:      d.Called,
		Pile:        slices.Clone(d.Pile),
		Stock:       len(d.Stock),
		Special:     d.Special,
		SpecialSeat: ColorSeat(d.Special),
		Colors:      [Seats]cards.JokerColor{SeatColor(0), SeatColor(1)},
		Lacks:       d.Lacks,
		Jokered:     d.Jokered,
		Passes:      d.Passes,
		Scores:      s.Scores,
		Deals:       slices.Clone(s.Deals),
		Matches:     slices.Clone(s.Matches),
		Total:       s.Total(),
		Log:         slices.Clone(s.Log),
		Moves:       s.Moves,
	}
	switch s.Phase {
	case Playing:
		v.DealNo++
	case MatchOver, SeriesOver:
		// The match just settled is still the one shown.
		v.Match--
	}
	slices.SortFunc(v.Hand, Display)
	for other := range Seats {
		v.Counts[other] = d.Hands[other].Len()
	}
	if s.Phase == Playing && d.Turn == seat {
		v.Playable = d.Playable(seat)
		v.Drawn = d.Drawn
		v.CanDraw = d.CanDraw(seat)
		v.CanPass = d.CanPass(seat)
	}
	return v
}
