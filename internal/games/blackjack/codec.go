package blackjack

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "blackjack", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

// check verifies that the state is one the rules can reach: every card
// of the shoe exactly as often as there are decks, money never negative,
// bets the table's, turns where the next undecided hand is, settled
// hands settled right.
func (s *state) check() error {
	if !slices.Contains(Bets, s.Bet) || !slices.Contains(DeckChoices, s.Decks) || s.Cut != cutCard(s.Decks) {
		return errors.New("bad table settings")
	}
	if len(s.Seats) < 1 || len(s.Seats) > 1+MaxBots || s.Round < 1 || s.Moves < 0 {
		return errors.New("bad seats or counters")
	}
	// Card conservation, counted by card byte.
	var count [64]int
	tally := func(cs []cards.Card) bool {
		for _, c := range cs {
			if !c.Valid() || c.IsJoker() {
				return false
			}
			count[c.Byte()]++
		}
		return true
	}
	ok := tally(s.Shoe) && tally(s.Discards) && tally(s.Dealer)
	for _, st := range s.Seats {
		for _, h := range st.Hands {
			ok = ok && tally(h.Cards)
		}
	}
	if !ok {
		return errors.New("a card that is not in the shoe")
	}
	for _, c := range cards.Deck52() {
		if count[c.Byte()] != s.Decks {
			return fmt.Errorf("%v appears %d times in %d decks", c, count[c.Byte()], s.Decks)
		}
	}
	if len(s.Dealer) < 2 {
		return errors.New("the dealer has no hand")
	}
	for i := range s.Seats {
		if err := s.checkSeat(i); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
	}
	switch s.Phase {
	case Insuring:
		if !s.Rules.Insurance || s.HoleShown || len(s.Dealer) != 2 || Value(s.Dealer[0]) != 11 {
			return errors.New("insurance offered where the table cannot offer it")
		}
		want := -1
		for _, i := range s.order() {
			if len(s.Seats[i].Hands) > 0 && !s.Seats[i].Asked && want < 0 {
				want = i
			}
		}
		if want < 0 || s.Turn != want {
			return errors.New("the insurance question is not at the next seat")
		}
	case Playing:
		if s.HoleShown || len(s.Dealer) != 2 || s.Cashed {
			return errors.New("the dealer has played during the players' turns")
		}
		want, hand := -1, -1
		for _, i := range s.order() {
			for h, hd := range s.Seats[i].Hands {
				if !hd.Done && want < 0 {
					want, hand = i, h
				}
			}
		}
		if want < 0 || s.Turn != want || s.Seats[want].Active != hand {
			return errors.New("the turn is not at the next undecided hand")
		}
	case RoundOver, GameOver:
		if !s.HoleShown {
			return errors.New("a settled round with the hole card down")
		}
		for _, st := range s.Seats {
			for _, h := range st.Hands {
				r, net := Settle(h, s.Dealer)
				if h.Result == Surrendered {
					r, net = Surrendered, -h.Bet/2
				}
				if !h.Done || r != h.Result || net != h.Net {
					return errors.New("a hand is settled wrongly")
				}
			}
		}
		if (s.Phase == GameOver) != (s.Cashed || s.Seats[0].Bankroll < s.minBet()) {
			return errors.New("game over does not match the bankroll")
		}
	default:
		return errors.New("unknown phase")
	}
	return nil
}

// checkSeat verifies one seat's money and hands.
func (s *state) checkSeat(i int) error {
	st := s.Seats[i]
	if st.Bankroll < 0 || st.Peak < StartBankroll || st.Peak < st.Bankroll {
		return errors.New("bad bankroll")
	}
	if i == 0 && len(st.Hands) == 0 {
		return errors.New("the person sits out")
	}
	if len(st.Hands) > s.Rules.MaxHands() || st.Active < 0 || (len(st.Hands) > 0 && st.Active >= len(st.Hands)) {
		return errors.New("bad hands")
	}
	if st.Insured < 0 || (st.Insured > 0 && (!s.Rules.Insurance || st.Insured != s.Bet/2)) ||
		(st.InsuranceNet != 0 && st.InsuranceNet != 2*st.Insured && st.InsuranceNet != -st.Insured) {
		return errors.New("bad insurance")
	}
	split := len(st.Hands) >= 2
	for _, h := range st.Hands {
		if h.FromSplit != split || len(h.Cards) < 2 {
			return errors.New("bad split")
		}
		if h.Bet != s.Bet*(1+kit.Btoi(h.Doubled)) || (h.Doubled && len(h.Cards) != 3) {
			return errors.New("bad bet")
		}
		if !h.Done && (h.Busted() || h.Result != Pending) {
			return errors.New("a live hand is busted or settled")
		}
		if h.Result == Surrendered && (!s.Rules.Surrender || h.FromSplit || len(h.Cards) != 2) {
			return errors.New("a surrender the table does not allow")
		}
	}
	sts := st.Stats
	if sts.Rounds < 0 || sts.Wins < sts.Blackjacks || sts.Blackjacks < 0 || sts.Losses < 0 || sts.Pushes < 0 ||
		sts.Wins+sts.Losses+sts.Pushes > 4*sts.Rounds {
		return errors.New("bad stats")
	}
	return nil
}
