package thousand

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own hand, the kitty once it is
// turned up, the card the declarer gave it (or, for the declarer, both
// cards given), and everything played. It never holds another seat's
// hand or the kitty while it is face down.
type View struct {
	Seat  int
	Level kit.Level
	Phase Phase
	// HandNo numbers hands from 1: the one being played, or the one just
	// scored.
	HandNo int
	Dealer int
	// Turn is the seat to act while Bidding, Giving or Playing.
	Turn int

	// Hand is the seat's cards in display order; Playable is what it may
	// play now (empty unless it is its turn to play). Marrying is the
	// playable cards that would declare a marriage.
	Hand     []cards.Card
	Playable cards.Set
	Marrying cards.Set
	// HandMarriages are the marriages the seat holds (king and queen of
	// a suit), while a hand is on; each with its value (Marriage.Value).
	HandMarriages []Marriage
	Counts        [3]int
	KittySize     int

	// The auction: the highest bid and its bidder (-1 before the
	// opening), each seat's last bid, who passed, and for the seat to
	// bid the range it may bid in (MinBid > MaxBid: it can only pass).
	// CanPass is false for the opening bid.
	Bid, Bidder    int
	Bids           [3]int
	Passed         [3]bool
	MinBid, MaxBid int
	CanPass        bool

	// Declarer won the auction (-1 while bidding); Kitty is the kitty as
	// it was turned up. GiveTo is the opponent the declarer gives to
	// next (-1 when none); Gave the cards given that this seat knows of.
	Declarer int
	Kitty    []cards.Card
	GiveTo   int
	Gave     [3]cards.Card

	// Trump is the suit of the last marriage (NoSuit before one).
	// Leader leads the trick; Trick is its cards so far in order; Done
	// the hand's completed tricks, the last one last.
	Trump  cards.Suit
	Leader int
	Trick  []cards.Card
	Done   []Trick
	Marr   []Marriage
	// Taken is the card points each seat has taken this hand; Earned
	// adds its marriages.
	Taken, Earned [3]int

	Scores [3]int
	Sheet  []HandResult
	// House is the match's house rules; Bolts and Barrel their running
	// counts per seat (see Standing). CanWriteOff: the seat, the
	// declarer, may give the hand up now.
	House       HouseRules
	Bolts       [3]int
	Barrel      [3]int
	CanWriteOff bool
	Log         []Event
	// Winner is the seat that won the match once it is over, else -1.
	Winner int
	Moves  int
}

// MyTurn reports whether the seat must act now.
func (v View) MyTurn() bool { return v.Acting(v.Seat) }

// Acting reports whether seat is the one to bid, give or play now.
func (v View) Acting(seat int) bool {
	switch v.Phase {
	case Bidding, Giving, Playing:
		return v.Turn == seat
	}
	return false
}

// Over reports whether the match has ended.
func (v View) Over() bool { return v.Phase == MatchOver }

// LastTrick returns the last completed trick of the hand.
func (v View) LastTrick() (Trick, bool) { return kit.Last(v.Done) }

// LastResult returns the most recent scored hand.
func (v View) LastResult() (HandResult, bool) { return kit.Last(v.Sheet) }

// Declaring is what leading c would add as a marriage: its value when c
// is in Marrying, else 0.
func (v View) Declaring(c cards.Card) int {
	if !v.Marrying.Has(c) {
		return 0
	}
	return MarriageValue(c.Suit())
}

// WriteOffShare is what each opponent would score if the declarer
// wrote the hand off at the current bid.
func (v View) WriteOffShare() int { return writeOffShare(v.Bid) }

// Lead is the first card of the trick being played, or NoCard.
func (v View) Lead() cards.Card {
	if len(v.Trick) == 0 {
		return cards.NoCard
	}
	return v.Trick[0]
}

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat < 0 || seat >= Players {
		seat = kit.HumanSeat
	}
	v := View{
		Seat:      seat,
		Level:     s.level(),
		Phase:     s.Phase,
		HandNo:    len(s.Sheet),
		Dealer:    s.Dealer,
		Turn:      s.Turn,
		Hand:      s.Hands[seat].Cards(),
		KittySize: s.Kitty.Len(),
		Bid:       s.Bid,
		Bidder:    s.Bidder,
		Bids:      s.Bids,
		Passed:    s.Passed,
		Declarer:  s.Declarer,
		Kitty:     s.Shown.Cards(),
		GiveTo:    -1,
		Trump:     s.Trump(),
		Leader:    s.Leader,
		Trick:     slices.Clone(s.Trick),
		Done:      slices.Clone(s.Done),
		Marr:      slices.Clone(s.Marr),
		Taken:     s.taken(),
		Scores:    s.Scores,
		Sheet:     slices.Clone(s.Sheet),
		House:     s.House,
		Bolts:     s.Bolts,
		Barrel:    s.Barrel,
		Log:       slices.Clone(s.Log),
		Winner:    s.Winner(),
		Moves:     s.Moves,
	}
	switch s.Phase {
	case Bidding, Giving, Playing:
		v.HandNo++
	}
	mp := s.marriagePoints()
	for i := range Players {
		v.Counts[i] = s.Hands[i].Len()
		v.Earned[i] = v.Taken[i] + mp[i]
	}
	slices.SortFunc(v.Hand, Display)
	slices.SortFunc(v.Kitty, Display)
	if s.Phase != HandOver {
		for _, su := range Marriages(s.Hands[seat]) {
			v.HandMarriages = append(v.HandMarriages, Marriage{Seat: seat, Suit: su, Trick: -1})
		}
	}
	if s.Declarer >= 0 {
		if seat == s.Declarer {
			v.Gave = s.Gave
		} else {
			v.Gave[seat] = s.Gave[seat]
		}
	}
	if seat != s.Turn {
		return v
	}
	switch s.Phase {
	case Bidding:
		v.MinBid, v.MaxBid = s.minBid(), MaxBid(s.Hands[seat])
		v.CanPass = s.Bid > 0
	case Giving:
		v.GiveTo = s.giveTo()
		v.CanWriteOff = s.canWriteOff()
		if v.GiveTo == next(seat) {
			v.MinBid, v.MaxBid = s.Bid+BidStep, MaxBid(s.Hands[seat])
		}
	case Playing:
		v.Playable = Legal(s.Hands[seat], s.leadCard(), s.Trump())
		if len(s.Trick) == 0 {
			for _, c := range v.Playable.Cards() {
				if Declares(s.Hands[seat], c, len(s.Done)) {
					v.Marrying = v.Marrying.Add(c)
				}
			}
		}
	}
	return v
}
