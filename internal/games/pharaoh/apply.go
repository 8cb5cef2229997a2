package pharaoh

import (
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=play&card=QS        play a card that fits
//	do=play&card=XB&suit=H play a joker, calling a suit (C, D, H, S)
//	do=draw                with nothing to play, draw one card
//	do=pass                keep the card just drawn, or pass with twelve
//	                       cards and nothing to play
//	do=next                deal the next deal, or start the next match
//
// The deal's own methods check everything before they change anything,
// so a refused action leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat != Person && seat != Bot {
		return kit.Invalid("No such seat.", "Нет такого места.")
	}
	if s.Over() {
		return kit.Invalid("The game is over.", "Игра окончена.")
	}
	if act.Get("do") == kit.ActResign {
		return s.Resign(seat)
	}
	do := act.Get("do")
	if do == ActNext {
		if err := s.next(seat); err != nil {
			return err
		}
		s.Moves++
		return nil
	}
	if s.Phase != Playing {
		return kit.Invalid("The deal is over: deal the next one.", "Пуля окончена: раздайте следующую.")
	}
	var err error
	s.Deal.emit = s.addLog
	defer func() { s.Deal.emit = nil }()
	switch do {
	case ActPlay:
		var c cards.Card
		c, err = cards.Parse(act.Get("card"))
		if err != nil || !FullDeck.Has(c) {
			return kit.Invalid("Name a card by its code, like QS or 10H.", "Укажите карту кодом, например QS или 10H.")
		}
		suit := cards.NoSuit
		if text := act.Get("suit"); text != "" && c.IsJoker() {
			var ok bool
			if suit, ok = cards.ParseSuit(text); !ok {
				return kit.Invalid("Call a suit: C, D, H or S.", "Закажите масть: C, D, H или S.")
			}
		}
		err = s.Deal.Play(seat, c, suit)
	case ActDraw:
		err = s.Deal.Draw(seat)
	case ActPass:
		err = s.Deal.Pass(seat)
	default:
		err = kit.Invalid("Unknown action.", "Неизвестное действие.")
	}
	if err != nil {
		return err
	}
	if seat == Person {
		s.Moves++
	}
	if s.Deal.Over() {
		s.settle()
	}
	return nil
}

// next deals on after a scored deal, or starts the next match.
func (s *state) next(seat int) error {
	if seat != Person {
		return kit.Invalid("Only the person deals.", "Сдаёт только человек.")
	}
	switch s.Phase {
	case DealOver:
	case MatchOver:
		s.Scores = [Seats]int{}
		s.Deals = nil
	default:
		return kit.Invalid("The deal is still being played.", "Пуля ещё не окончена.")
	}
	s.deal()
	return nil
}
