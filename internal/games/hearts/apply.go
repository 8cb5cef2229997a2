package hearts

import (
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=pass&cards=QS,2H,3D  choose the three cards to pass (the field may
//	                        also repeat: cards=QS&cards=2H&cards=3D)
//	do=play&card=QS         play a card to the trick
//	do=next                 deal the next round once one is scored
//
// Every check happens before anything changes, so a refused action
// leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	t := kit.Table{Seats: Seats, Over: s.Over(), Resign: &s.Resignation, Moves: &s.Moves}
	return t.Play(seat, act, kit.Moves{
		ActPass: func() error { return s.pass(seat, strings.Join(act["cards"], ",")) },
		ActPlay: func() error { return s.play(seat, act.Get("card")) },
		ActNext: func() error { return s.next(seat) },
	})
}

func (s *state) pass(seat int, list string) error {
	if s.Phase != Passing {
		return kit.Invalid("It is not time to pass cards.", "Сейчас не время передавать карты.")
	}
	if !s.Chosen[seat].Empty() {
		return kit.Invalid("You have already passed your cards.", "Вы уже передали карты.")
	}
	chosen, err := cards.ParseList(list)
	if err != nil {
		return kit.Invalid("Choose cards by their codes, like QS or 10H.", "Укажите карты кодами, например QS или 10H.")
	}
	set := cards.SetOf(chosen...)
	if len(chosen) != PassCount || set.Len() != PassCount {
		return kit.Invalid("Choose exactly three different cards to pass.", "Выберите ровно три разные карты для передачи.")
	}
	if set.Minus(s.Hands[seat]) != 0 {
		return kit.Invalid("You can only pass cards from your hand.", "Передавать можно только карты из своей руки.")
	}
	s.Chosen[seat] = set
	for _, c := range s.Chosen {
		if c.Empty() {
			return nil
		}
	}
	s.exchange()
	return nil
}

func (s *state) play(seat int, code string) error {
	if s.Phase != Playing {
		return kit.Invalid("It is not time to play a card.", "Сейчас не время ходить.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	hand := s.Hands[seat]
	card, err := cards.FromHand(code, fullDeck, hand)
	if err != nil {
		return err
	}
	if !s.legal(seat).Has(card) {
		return illegalPlay(hand, s.Current.Led(), len(s.Tricks) == 0, s.Broken)
	}
	s.Hands[seat] = hand.Remove(card)
	s.Current.Cards[seat] = card
	if card.Suit() == cards.Hearts {
		s.Broken = true
	}
	if s.Current.Count() < Seats {
		s.Turn = (seat + 1) % Seats
		return nil
	}
	done := s.Current
	done.Winner = Winner(done.Cards, done.Leader)
	s.Tricks = append(s.Tricks, done)
	s.Current = Trick{Leader: done.Winner, Winner: -1}
	s.Turn = done.Winner
	if len(s.Tricks) == HandSize {
		s.endRound()
	}
	return nil
}

// legal is the set the seat to move may play now.
func (s *state) legal(seat int) cards.Set {
	led := cards.NoSuit
	if seat != s.Current.Leader {
		led = s.Current.Led()
	}
	return Legal(s.Hands[seat], led, len(s.Tricks) == 0, s.Broken)
}

// illegalPlay explains which rule a refused card breaks.
func illegalPlay(hand cards.Set, led cards.Suit, firstTrick, broken bool) error {
	switch {
	case led.Valid():
		if !hand.OfSuit(led).Empty() {
			return kit.Invalid("You must follow the suit led ("+led.NameEN()+").",
				"Нужно ходить в масть ("+led.NameRU()+").")
		}
		return kit.Invalid("No hearts or queen of spades on the first trick.",
			"В первой взятке нельзя класть черви и даму пик.")
	case firstTrick:
		return kit.Invalid("The two of clubs leads the first trick.", "Первую взятку начинает двойка треф.")
	}
	return kit.Invalid("Hearts are not broken yet: lead another suit.",
		"Червы ещё не разбиты: ходите другой мастью.")
}

func (s *state) next(seat int) error {
	if s.Phase != RoundOver {
		return kit.Invalid("The round is not over yet.", "Раунд ещё не окончен.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the player deals the next round.", "Следующий раунд раздаёт игрок.")
	}
	s.deal(s.Round + 1)
	return nil
}
