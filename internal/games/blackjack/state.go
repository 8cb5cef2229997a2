package blackjack

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where the table stands.
type Phase string

// The phases.
const (
	// Playing: seats act on their hands in turn.
	Playing Phase = "play"
	// RoundOver: the round is settled; the person deals the next.
	RoundOver Phase = "round-over"
	// GameOver: the bankroll cannot cover the bet, or the person
	// cashed out.
	GameOver Phase = "over"
	// Insuring: the dealer shows an ace and, at a table that offers
	// insurance, every seat says whether it insures before the peek.
	Insuring Phase = "insure"
)

// Result is how one hand was settled.
type Result string

// Hand results.
const (
	Pending   Result = ""
	Won       Result = "win"
	Lost      Result = "lose"
	Push      Result = "push"
	Blackjack Result = "blackjack"
	// Surrendered: the hand was given up for half its bet.
	Surrendered Result = "surrender"
)

// Hand is one hand of a seat with its bet.
type Hand struct {
	Cards   []cards.Card `json:"c"`
	Bet     int          `json:"b"`
	Doubled bool         `json:"d,omitempty"`
	// FromSplit marks the two hands made by a split: no blackjack, and
	// split aces take one card each.
	FromSplit bool `json:"s,omitempty"`
	// Done is set once the hand takes no more action.
	Done   bool   `json:"f,omitempty"`
	Result Result `json:"r,omitempty"`
	// Net is what the hand won (positive) or lost (negative).
	Net int `json:"n,omitempty"`
}

// Natural reports whether the hand is a blackjack: an ace and a ten on
// the deal, not after a split.
func (h Hand) Natural() bool { return !h.FromSplit && IsNatural(h.Cards) }

// Busted reports whether the hand is over 21.
func (h Hand) Busted() bool { t, _ := Total(h.Cards); return t > 21 }

// Seat is one player at the table: the person at seat 0, bots after.
type Seat struct {
	// Bankroll is the money not on the table.
	Bankroll int `json:"m"`
	// Peak is the highest bankroll reached after a settlement.
	Peak int `json:"p"`
	// Hands is empty for a seat sitting the round out (broke bot).
	Hands []Hand `json:"h"`
	// Active is the hand being played.
	Active int   `json:"a"`
	Stats  Stats `json:"st"`
	// Insured is the insurance stake of this round (half the bet), and
	// InsuranceNet what it paid (2:1) or lost once the dealer peeked.
	Insured      int `json:"i,omitempty"`
	InsuranceNet int `json:"in,omitempty"`
	// Asked is set once the seat has answered the insurance question.
	Asked bool `json:"ia,omitempty"`
}

// Stats counts a seat's rounds and hands.
type Stats struct {
	Rounds     int `json:"r"`
	Wins       int `json:"w"`
	Losses     int `json:"l"`
	Pushes     int `json:"p"`
	Blackjacks int `json:"b"`
}

// state is one bankroll's game. Its exported fields are the stored form
// (see codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG

	Bet   int `json:"bt"`
	Decks int `json:"dk"`
	// Cut is the number of cards left when the cut card comes out.
	Cut int `json:"ct"`
	// Shoe is the undealt cards, next card last.
	Shoe cards.Packed `json:"sh"`
	// Discards are the cards of settled rounds.
	Discards cards.Packed `json:"ds"`
	// Shuffled is set when the shoe was reshuffled before this round.
	Shuffled bool         `json:"sf,omitempty"`
	Seats    []Seat       `json:"se"`
	Dealer   []cards.Card `json:"dl"`
	// HoleShown is set once the dealer's second card is turned.
	HoleShown bool  `json:"ho"`
	Phase     Phase `json:"ph"`
	// Turn is the seat acting; bots act before the person (who sits at
	// "third base" and sees their cards).
	Turn   int  `json:"tn"`
	Round  int  `json:"rd"`
	Moves  int  `json:"mv"`
	Cashed bool `json:"co,omitempty"`
	// Rules beyond the original game's; all off in a table that sat
	// down before they existed, so it plays on as it began.
	Rules Rules `json:"ru,omitzero"`
}

// Rules are the casino rules a table may add to the original game's.
type Rules struct {
	// Insurance: with an ace up, a seat may stake half its bet that the
	// dealer has blackjack; it pays 2:1.
	Insurance bool `json:"i,omitempty"`
	// Surrender (late): after the dealer's peek, a seat may give up its
	// first two cards for half the bet.
	Surrender bool `json:"s,omitempty"`
	// Resplit: pairs may be split again, up to four hands (aces once).
	Resplit bool `json:"r,omitempty"`
	// BetChange: the bet may change between rounds, within the bankroll.
	BetChange bool `json:"b,omitempty"`
}

// CasinoRules are all the added rules together: the casino table.
var CasinoRules = Rules{Insurance: true, Surrender: true, Resplit: true, BetChange: true}

// MaxHands is how many hands splitting may make.
func (r Rules) MaxHands() int {
	if r.Resplit {
		return 4
	}
	return 2
}

var _ kit.State[View] = (*state)(nil)

// newShoe is decks full decks, unshuffled.
func newShoe(decks int) cards.Packed { return cards.Shoe(decks) }

// shuffle gathers the discards back and shuffles the whole shoe.
func (s *state) shuffle() {
	s.Shoe = append(s.Shoe, s.Discards...)
	s.Discards = nil
	cards.Shuffle(s.Shoe, rand.New(s.rng))
	s.Shuffled = true
}

// draw takes the next card. A shoe that runs dry mid-round is refilled
// from the discards (the cards on the table stay where they are).
func (s *state) draw() cards.Card {
	if len(s.Shoe) == 0 {
		s.shuffle()
	}
	c := s.Shoe[len(s.Shoe)-1]
	s.Shoe = s.Shoe[:len(s.Shoe)-1]
	return c
}

// order is the acting order: bots from seat 1 up, then the person.
func (s *state) order() []int {
	out := make([]int, 0, len(s.Seats))
	for i := 1; i < len(s.Seats); i++ {
		out = append(out, i)
	}
	return append(out, kit.HumanSeat)
}

// deal starts a round: bets from every seat that can cover one, two
// cards each and two for the dealer, the dealer's peek, then the first
// seat to act.
func (s *state) deal() {
	s.collect()
	s.Shuffled = false
	if len(s.Shoe) < s.Cut {
		s.shuffle()
	}
	s.Round++
	s.HoleShown = false
	for i := range s.Seats {
		seat := &s.Seats[i]
		seat.Hands, seat.Active = nil, 0
		seat.Insured, seat.InsuranceNet, seat.Asked = 0, 0, false
		if seat.Bankroll >= s.Bet {
			seat.Bankroll -= s.Bet
			seat.Hands = []Hand{{Bet: s.Bet}}
			seat.Stats.Rounds++
		}
	}
	s.Dealer = nil
	for range 2 {
		for _, i := range s.order() {
			if len(s.Seats[i].Hands) > 0 {
				s.Seats[i].Hands[0].Cards = append(s.Seats[i].Hands[0].Cards, s.draw())
			}
		}
		s.Dealer = append(s.Dealer, s.draw())
	}
	s.Phase = Playing
	if s.Rules.Insurance && Value(s.Dealer[0]) == 11 {
		s.Phase = Insuring
		s.Turn = -1
		s.nextInsurer()
		return
	}
	s.peek()
}

// nextInsurer gives the turn to the next seat that still has to answer
// the insurance question (a seat that cannot afford the stake is not
// asked), and peeks once every seat has answered.
func (s *state) nextInsurer() {
	for _, i := range s.order() {
		st := &s.Seats[i]
		if len(st.Hands) == 0 || st.Asked {
			continue
		}
		if st.Bankroll < st.Hands[0].Bet/2 {
			st.Asked = true
			continue
		}
		s.Turn = i
		return
	}
	s.Phase = Playing
	s.peek()
}

// peek is the dealer's look under an ace or a ten: a blackjack ends the
// round before anyone doubles or splits into it, and settles insurance.
func (s *state) peek() {
	natural := IsNatural(s.Dealer)
	for i := range s.Seats {
		st := &s.Seats[i]
		switch {
		case st.Insured == 0:
		case natural:
			st.InsuranceNet = 2 * st.Insured
			st.Bankroll += 3 * st.Insured
		default:
			st.InsuranceNet = -st.Insured
		}
	}
	if up := Value(s.Dealer[0]); (up == 10 || up == 11) && natural {
		for i := range s.Seats {
			for h := range s.Seats[i].Hands {
				s.Seats[i].Hands[h].Done = true
			}
		}
		s.finishRound()
		return
	}
	for i := range s.Seats {
		for h := range s.Seats[i].Hands {
			hand := &s.Seats[i].Hands[h]
			if t, _ := Total(hand.Cards); t == 21 {
				hand.Done = true
			}
		}
	}
	s.Turn = -1
	s.advance()
}

// advance moves the turn to the next hand that still needs a decision,
// or plays the dealer and settles when there is none.
func (s *state) advance() {
	for _, i := range s.order() {
		seat := &s.Seats[i]
		for h := range seat.Hands {
			if !seat.Hands[h].Done {
				s.Turn, seat.Active = i, h
				return
			}
		}
	}
	s.finishRound()
}

// finishRound turns the hole card, lets the dealer draw to 17 if any hand
// is still live, and settles every hand.
func (s *state) finishRound() {
	s.HoleShown = true
	live := false
	for _, seat := range s.Seats {
		for _, h := range seat.Hands {
			live = live || (!h.Busted() && !h.Natural() && h.Result != Surrendered)
		}
	}
	if live && !IsNatural(s.Dealer) {
		for {
			t, _ := Total(s.Dealer)
			if t >= 17 {
				break
			}
			s.Dealer = append(s.Dealer, s.draw())
		}
	}
	for i := range s.Seats {
		s.settle(&s.Seats[i])
	}
	s.Turn = kit.HumanSeat
	s.Phase = RoundOver
	if s.Seats[kit.HumanSeat].Bankroll < s.minBet() {
		s.Phase = GameOver
	}
}

// minBet is the smallest bet the next round may be played at: the
// table's bet, or the smallest bet where the bet may change.
func (s *state) minBet() int {
	if s.Rules.BetChange {
		return Bets[0]
	}
	return s.Bet
}

// settle pays or takes every hand of a seat.
func (s *state) settle(seat *Seat) {
	for h := range seat.Hands {
		hand := &seat.Hands[h]
		if hand.Result != Surrendered {
			hand.Result, hand.Net = Settle(*hand, s.Dealer)
		}
		switch hand.Result {
		case Blackjack:
			seat.Stats.Blackjacks++
			seat.Stats.Wins++
		case Won:
			seat.Stats.Wins++
		case Push:
			seat.Stats.Pushes++
		case Lost, Surrendered:
			seat.Stats.Losses++
		}
		seat.Bankroll += hand.Bet + hand.Net
	}
	seat.Peak = max(seat.Peak, seat.Bankroll)
}

// Settle decides a finished hand against the dealer's final cards and
// says what it wins (net > 0) or loses (net < 0): a blackjack pays 3:2
// unless the dealer has one too (a push); a bust loses whatever the
// dealer does; a dealer's blackjack beats everything else; then the
// higher total wins and equal totals push.
func Settle(hand Hand, dealer []cards.Card) (Result, int) {
	total, _ := Total(hand.Cards)
	dealerTotal, _ := Total(dealer)
	dealerBJ := IsNatural(dealer)
	switch {
	case hand.Natural() && dealerBJ:
		return Push, 0
	case hand.Natural():
		return Blackjack, hand.Bet * 3 / 2
	case total > 21, dealerBJ:
		return Lost, -hand.Bet
	case dealerTotal > 21, total > dealerTotal:
		return Won, hand.Bet
	case total == dealerTotal:
		return Push, 0
	}
	return Lost, -hand.Bet
}

// collect moves the settled round's cards to the discards.
func (s *state) collect() {
	for i := range s.Seats {
		for _, h := range s.Seats[i].Hands {
			s.Discards = append(s.Discards, h.Cards...)
		}
	}
	s.Discards = append(s.Discards, s.Dealer...)
	s.Dealer = nil
}

// NextBot reports the bot seat whose turn it is.
func (s *state) NextBot() (int, bool) {
	if (s.Phase == Playing || s.Phase == Insuring) && s.Turn != kit.HumanSeat {
		return s.Turn, true
	}
	return 0, false
}

// Over reports whether the game has ended.
func (s *state) Over() bool { return s.Phase == GameOver }
