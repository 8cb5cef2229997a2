package blackjack

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
)

// View is the table as one seat sees it: every player's cards (they are
// dealt face up), the dealer's up card, and the hole card only once it
// is turned. The shoe's order is never in it.
type View struct {
	Seat  int
	Phase Phase
	Bet   int
	Decks int
	Round int
	// Dealer holds the dealer's visible cards; HoleHidden says that one
	// more card lies face down.
	Dealer     []cards.Card
	HoleHidden bool
	// DealerTotal is the total of the visible cards.
	DealerTotal int
	DealerSoft  bool
	Seats       []SeatView
	// Turn is the seat acting while Playing.
	Turn int
	// Can lists what this seat may do now.
	Can Options
	// ShoeLeft is the number of undealt cards; CutReached says the next
	// round is dealt from a fresh shuffle; Shuffled says this round was.
	ShoeLeft   int
	CutReached bool
	Shuffled   bool
	// Cashed says the person left the table (when the game is over).
	Cashed bool
	// Rules are the casino rules this table adds to the original game's.
	Rules Rules
	// Bets are the bets the next round may be played at (where the bet
	// may change, those the bankroll covers), NextBet the one it is
	// played at unless the person picks another.
	Bets    []int
	NextBet int
}

// SeatView is one seat's money and hands.
type SeatView struct {
	Bot      bool
	Bankroll int
	Peak     int
	Hands    []HandView
	Active   int
	Stats    Stats
	// Out is set for a bot that can no longer cover the bet.
	Out bool
	// Insured is this round's insurance stake; InsuranceNet what it paid
	// or lost once the dealer peeked.
	Insured, InsuranceNet int
}

// HandView is one hand with its total.
type HandView struct {
	Hand
	Total   int
	Soft    bool
	Natural bool
	Busted  bool
}

// MyTurn reports whether this seat must decide now.
func (v View) MyTurn() bool {
	return (v.Phase == Playing || v.Phase == Insuring) && v.Turn == v.Seat
}

// Over reports whether the game has ended.
func (v View) Over() bool { return v.Phase == GameOver }

// Me is this seat's own row.
func (v View) Me() SeatView { return v.Seats[v.Seat] }

// UpCard is the dealer's face-up card.
func (v View) UpCard() cards.Card {
	if len(v.Dealer) == 0 {
		return cards.NoCard
	}
	return v.Dealer[0]
}

// View returns the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat < 0 || seat >= len(s.Seats) {
		seat = 0
	}
	v := View{
		Seat:       seat,
		Phase:      s.Phase,
		Bet:        s.Bet,
		Decks:      s.Decks,
		Round:      s.Round,
		Turn:       s.Turn,
		Can:        s.options(seat),
		ShoeLeft:   len(s.Shoe),
		CutReached: len(s.Shoe) < s.Cut,
		Shuffled:   s.Shuffled,
		Cashed:     s.Cashed,
		Rules:      s.Rules,
		Bets:       s.nextBets(seat),
		NextBet:    s.nextBet(),
	}
	switch {
	case s.HoleShown:
		v.Dealer = slices.Clone(s.Dealer)
	case len(s.Dealer) > 0:
		v.Dealer = []cards.Card{s.Dealer[0]}
		v.HoleHidden = true
	}
	v.DealerTotal, v.DealerSoft = Total(v.Dealer)
	for i, st := range s.Seats {
		sv := SeatView{
			Bot:          i != 0,
			Bankroll:     st.Bankroll,
			Peak:         st.Peak,
			Active:       st.Active,
			Stats:        st.Stats,
			Out:          len(st.Hands) == 0,
			Insured:      st.Insured,
			InsuranceNet: st.InsuranceNet,
		}
		for _, h := range st.Hands {
			h.Cards = slices.Clone(h.Cards)
			total, soft := Total(h.Cards)
			sv.Hands = append(sv.Hands, HandView{Hand: h, Total: total, Soft: soft, Natural: h.Natural(), Busted: total > 21})
		}
		v.Seats = append(v.Seats, sv)
	}
	return v
}

// nextBets are the bets the seat may choose for the next round.
func (s *state) nextBets(seat int) []int {
	if !s.Rules.BetChange || s.Phase != RoundOver {
		return nil
	}
	var out []int
	for _, b := range Bets {
		if b <= s.Seats[seat].Bankroll {
			out = append(out, b)
		}
	}
	return out
}

// nextBet is the bet the next round is dealt at: the table's bet, or,
// where the bet may change and the person's bankroll no longer covers
// it, the largest bet it does cover.
func (s *state) nextBet() int {
	me := s.Seats[0].Bankroll
	if !s.Rules.BetChange || me >= s.Bet {
		return s.Bet
	}
	for i := len(Bets) - 1; i >= 0; i-- {
		if Bets[i] <= me {
			return Bets[i]
		}
	}
	return s.Bet
}
