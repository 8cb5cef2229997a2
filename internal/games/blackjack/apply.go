package blackjack

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=hit      take a card
//	do=stand    keep the total
//	do=double   double the bet on the first two cards, take one card, stop
//	do=split      split a pair into two hands (again, up to four, where
//	              the table allows), each with its own bet
//	do=surrender  give up the first two cards for half the bet (where
//	              the table allows)
//	do=insure     with an ace up, stake half the bet on the dealer's
//	              blackjack (where the table allows)
//	do=noinsure   decline insurance
//	do=next       deal the next round, once this one is settled; bet=N
//	              changes the bet where the table allows
//	do=cashout    leave the table between rounds, ending the game
//
// Every check happens before anything changes.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	do := act.Get("do")
	decide := func() error { return s.decide(seat, do) }
	insure := func() error { return s.insure(seat, do == ActInsure) }
	between := func() error { return s.between(seat, do, act.Get("bet")) }
	t := kit.Table{Seats: len(s.Seats), Over: s.Phase == GameOver, Moves: &s.Moves}
	return t.Play(seat, act, kit.Moves{
		ActHit: decide, ActStand: decide, ActDouble: decide, ActSplit: decide, ActSurrender: decide,
		ActInsure: insure, ActNoInsurance: insure,
		ActNext: between, ActCashout: between,
	})
}

// Options are the decisions open to the seat to act on its active hand.
type Options struct {
	Hit, Stand, Double, Split, Surrender bool
	// Insure and NoInsurance answer the insurance question.
	Insure, NoInsurance bool
}

// options says what the seat may do now.
func (s *state) options(seat int) Options {
	if (s.Phase != Playing && s.Phase != Insuring) || seat != s.Turn || seat < 0 || seat >= len(s.Seats) {
		return Options{}
	}
	st := &s.Seats[seat]
	if s.Phase == Insuring {
		return Options{Insure: true, NoInsurance: true}
	}
	if st.Active >= len(st.Hands) || st.Hands[st.Active].Done {
		return Options{}
	}
	h := st.Hands[st.Active]
	two := len(h.Cards) == 2
	return Options{
		Hit:    true,
		Stand:  true,
		Double: two && st.Bankroll >= h.Bet,
		Split: two && len(st.Hands) < s.Rules.MaxHands() && IsPair(h.Cards) && st.Bankroll >= h.Bet &&
			!(h.FromSplit && Value(h.Cards[0]) == 11),
		Surrender: two && s.Rules.Surrender && len(st.Hands) == 1 && !h.FromSplit,
	}
}

func (s *state) decide(seat int, do string) error {
	if s.Phase == Insuring {
		return kit.Invalid("Answer the insurance question first.", "Сначала ответьте, страхуетесь ли вы.")
	}
	if s.Phase != Playing {
		return kit.Invalid("The round is over: deal the next one.", "Раунд окончен: раздайте следующий.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	opt := s.options(seat)
	st := &s.Seats[seat]
	h := &st.Hands[st.Active]
	switch do {
	case ActHit:
		h.Cards = append(h.Cards, s.draw())
		if t, _ := Total(h.Cards); t >= 21 {
			h.Done = true
		}
	case ActStand:
		h.Done = true
	case ActDouble:
		if !opt.Double {
			if len(h.Cards) != 2 {
				return kit.Invalid("You can double only on your first two cards.", "Удвоить можно только на первых двух картах.")
			}
			return kit.Invalid("Your bankroll cannot cover the double.", "Капитала не хватает на удвоение.")
		}
		st.Bankroll -= h.Bet
		h.Bet *= 2
		h.Doubled = true
		h.Cards = append(h.Cards, s.draw())
		h.Done = true
	case ActSplit:
		if !opt.Split {
			switch {
			case len(st.Hands) >= s.Rules.MaxHands():
				if s.Rules.Resplit {
					return kit.Invalid("You can split into four hands at most.", "Разделить можно не больше чем на четыре руки.")
				}
				return kit.Invalid("You can split only once.", "Разделить можно только один раз.")
			case h.FromSplit && Value(h.Cards[0]) == 11:
				return kit.Invalid("Split aces cannot be split again.", "Разделённые тузы повторно не делятся.")
			case len(h.Cards) != 2 || !IsPair(h.Cards):
				return kit.Invalid("Only a pair of equal cards can be split.", "Разделить можно только пару равных карт.")
			}
			return kit.Invalid("Your bankroll cannot cover the second bet.", "Капитала не хватает на вторую ставку.")
		}
		s.split(st)
	case ActSurrender:
		if !opt.Surrender {
			if !s.Rules.Surrender {
				return kit.Invalid("This table does not allow surrender.", "За этим столом сдаться нельзя.")
			}
			return kit.Invalid("You can surrender only your first two cards.", "Сдаться можно только на первых двух картах.")
		}
		h.Result, h.Net, h.Done = Surrendered, -h.Bet/2, true
	}
	if st.Hands[st.Active].Done {
		s.advance()
	}
	return nil
}

// split makes two hands of the active pair, each with the original bet
// and a new second card, in the pair's place. Split aces take that one
// card only.
func (s *state) split(st *Seat) {
	at := st.Active
	h := st.Hands[at]
	st.Bankroll -= h.Bet
	first := Hand{Cards: []cards.Card{h.Cards[0], s.draw()}, Bet: h.Bet, FromSplit: true}
	second := Hand{Cards: []cards.Card{h.Cards[1], s.draw()}, Bet: h.Bet, FromSplit: true}
	aces := Value(h.Cards[0]) == 11
	for _, nh := range []*Hand{&first, &second} {
		if t, _ := Total(nh.Cards); aces || t == 21 {
			nh.Done = true
		}
	}
	st.Hands = slices.Replace(st.Hands, at, at+1, first, second)
	if first.Done && !second.Done {
		st.Active = at + 1
	}
}

// insure answers the insurance question for the seat whose turn it is.
func (s *state) insure(seat int, yes bool) error {
	if s.Phase != Insuring {
		return kit.Invalid("Insurance is offered only while the dealer shows an ace, before play.", "Страховка предлагается, только когда у дилера туз, до начала игры.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	st := &s.Seats[seat]
	if yes {
		stake := st.Hands[0].Bet / 2
		st.Bankroll -= stake
		st.Insured = stake
	}
	st.Asked = true
	s.nextInsurer()
	return nil
}

func (s *state) between(seat int, do, bet string) error {
	if s.Phase != RoundOver {
		return kit.Invalid("Finish the round first.", "Сначала закончите раунд.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player deals.", "Раздаёт только игрок.")
	}
	if do == ActCashout {
		s.Cashed = true
		s.Phase = GameOver
		return nil
	}
	if bet != "" {
		n, err := strconv.Atoi(bet)
		switch {
		case !s.Rules.BetChange:
			if err != nil || n != s.Bet {
				return kit.Invalid("The bet at this table is fixed.", "Ставка за этим столом постоянная.")
			}
		case err != nil || !slices.Contains(Bets, n):
			return kit.Invalid(fmt.Sprintf("The bet must be one of %s.", betList()), fmt.Sprintf("Ставка — одна из: %s.", betList()))
		case n > s.Seats[seat].Bankroll:
			return kit.Invalid("Your bankroll cannot cover that bet.", "Капитала не хватает на такую ставку.")
		}
		s.Bet = n
	}
	s.Bet = s.nextBet()
	if s.Seats[seat].Bankroll < s.Bet {
		return kit.Invalid("Your bankroll cannot cover the bet: choose a smaller one.", "Капитала не хватает на ставку: выберите меньшую.")
	}
	s.deal()
	return nil
}

// betList is the table's bets, "10, 20, 50, 100, 200".
func betList() string {
	out := make([]string, len(Bets))
	for i, b := range Bets {
		out[i] = strconv.Itoa(b)
	}
	return strings.Join(out, ", ")
}
