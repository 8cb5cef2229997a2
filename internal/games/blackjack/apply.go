package blackjack

import (
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=hit      take a card
//	do=stand    keep the total
//	do=double   double the bet on the first two cards, take one card, stop
//	do=split    split a pair into two hands (once), each with its own bet
//	do=next     deal the next round, once this one is settled
//	do=cashout  leave the table between rounds, ending the game
//
// Every check happens before anything changes.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat < 0 || seat >= len(s.Seats) {
		return kit.Invalid("No such seat.", "Нет такого места.")
	}
	if s.Phase == GameOver {
		return kit.Invalid("The game is over.", "Игра окончена.")
	}
	var err error
	switch do := act.Get("do"); do {
	case ActHit, ActStand, ActDouble, ActSplit:
		err = s.decide(seat, do)
	case ActNext, ActCashout:
		err = s.between(seat, do)
	default:
		return kit.Invalid("Unknown action.", "Неизвестное действие.")
	}
	if err == nil && seat == kit.HumanSeat {
		s.Moves++
	}
	return err
}

// Options are the decisions open to the seat to act on its active hand.
type Options struct {
	Hit, Stand, Double, Split bool
}

// options says what the seat may do now.
func (s *state) options(seat int) Options {
	if s.Phase != Playing || seat != s.Turn || seat < 0 || seat >= len(s.Seats) {
		return Options{}
	}
	st := &s.Seats[seat]
	if st.Active >= len(st.Hands) || st.Hands[st.Active].Done {
		return Options{}
	}
	h := st.Hands[st.Active]
	two := len(h.Cards) == 2
	return Options{
		Hit:    true,
		Stand:  true,
		Double: two && st.Bankroll >= h.Bet,
		Split:  two && len(st.Hands) == 1 && IsPair(h.Cards) && st.Bankroll >= h.Bet,
	}
}

func (s *state) decide(seat int, do string) error {
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
			case len(st.Hands) > 1:
				return kit.Invalid("You can split only once.", "Разделить можно только один раз.")
			case len(h.Cards) != 2 || !IsPair(h.Cards):
				return kit.Invalid("Only a pair of equal cards can be split.", "Разделить можно только пару равных карт.")
			}
			return kit.Invalid("Your bankroll cannot cover the second bet.", "Капитала не хватает на вторую ставку.")
		}
		s.split(st)
	}
	if st.Hands[st.Active].Done {
		s.advance()
	}
	return nil
}

// split makes two hands of the pair, each with the original bet and a
// new second card. Split aces take that one card only.
func (s *state) split(st *Seat) {
	h := st.Hands[0]
	st.Bankroll -= h.Bet
	first := Hand{Cards: []cards.Card{h.Cards[0], s.draw()}, Bet: h.Bet, FromSplit: true}
	second := Hand{Cards: []cards.Card{h.Cards[1], s.draw()}, Bet: h.Bet, FromSplit: true}
	aces := Value(h.Cards[0]) == 11
	for _, nh := range []*Hand{&first, &second} {
		if t, _ := Total(nh.Cards); aces || t == 21 {
			nh.Done = true
		}
	}
	st.Hands = []Hand{first, second}
	st.Active = 0
	if first.Done && !second.Done {
		st.Active = 1
	}
}

func (s *state) between(seat int, do string) error {
	if s.Phase != RoundOver {
		return kit.Invalid("Finish the round first.", "Сначала закончите раунд.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player deals.", "Раздаёт только игрок.")
	}
	if do == "cashout" {
		s.Cashed = true
		s.Phase = GameOver
		return nil
	}
	s.deal()
	return nil
}
