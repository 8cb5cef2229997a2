package tonk

import (
	"strconv"
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=drop                  at the start of the turn: claim the lowest count
//	do=draw                  at the start of the turn: draw from the stock
//	do=take                  at the start of the turn: take the top of the pile
//	do=tonk                  after drawing, before spreading: declare Tonk
//	do=spread&card=..&card=..  lay three or more cards as a book or a run
//	do=hit&card=7H&spread=2  add a card to spread number 2 (from 1)
//	do=discard&card=KD       discard and end the turn
//	do=next                  (the person) deal the next hand
//	do=leave                 (the person, between hands) leave the table
//
// Every check happens before anything changes, so a refused action
// leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	t := kit.Table{Seats: s.Players, Over: s.Over(), Resign: &s.Resignation, Moves: &s.Moves}
	return t.Play(seat, act, kit.Moves{
		ActDrop:    func() error { return s.drop(seat) },
		ActDraw:    func() error { return s.draw(seat) },
		ActTake:    func() error { return s.take(seat) },
		ActTonk:    func() error { return s.tonk(seat) },
		ActSpread:  func() error { return s.spread(seat, act["card"]) },
		ActHit:     func() error { return s.hit(seat, act.Get("card"), act.Get("spread")) },
		ActDiscard: func() error { return s.discard(seat, act["card"]) },
		ActNext:    func() error { return s.nextHand(seat) },
		ActLeave:   func() error { return s.leave(seat) },
	})
}

// myTurn refuses an action from a seat that may not make it now.
func (s *state) myTurn(seat int, phase Phase) error {
	if s.Phase != Start && s.Phase != Drawn {
		return kit.Invalid("The hand is over: deal the next one.", "Кон окончен: раздайте следующий.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	if s.Phase != phase {
		if phase == Start {
			return kit.Invalid("You have already drawn this turn.", "Вы уже взяли карту в этот ход.")
		}
		return kit.Invalid("Draw a card first: from the stock or the pile.", "Сначала возьмите карту: из колоды или из сброса.")
	}
	return nil
}

// handCard reads a card code the seat must hold.
func (s *state) handCard(seat int, code string) (cards.Card, error) {
	return cards.FromHand(code, FullDeck, s.Hands[seat])
}

func (s *state) drop(seat int) error {
	if err := s.myTurn(seat, Start); err != nil {
		return err
	}
	s.logEvent(Event{Seat: seat, Kind: EvDrop, N: HandPoints(s.Hands[seat])})
	s.settleDrop(seat)
	return nil
}

func (s *state) draw(seat int) error {
	if err := s.myTurn(seat, Start); err != nil {
		return err
	}
	if len(s.Stock) == 0 {
		return kit.Invalid("The stock is empty: take the top of the pile.", "Колода пуста: возьмите верхнюю карту сброса.")
	}
	c := s.Stock[len(s.Stock)-1]
	s.Stock = s.Stock[:len(s.Stock)-1]
	s.Hands[seat] = s.Hands[seat].Add(c)
	s.Phase, s.Fresh, s.Spread = Drawn, cards.NoCard, false
	s.logEvent(Event{Seat: seat, Kind: EvDraw})
	if len(s.Stock) == 0 {
		// Everybody else gets one more turn from the pile.
		s.Final, s.Left = true, s.Players-1
		s.logEvent(Event{Seat: seat, Kind: EvLast, N: s.Left})
	}
	return nil
}

func (s *state) take(seat int) error {
	if err := s.myTurn(seat, Start); err != nil {
		return err
	}
	c := s.top()
	if c == cards.NoCard {
		return kit.Invalid("The discard pile is empty.", "Стопка сброса пуста.")
	}
	s.Pile = s.Pile[:len(s.Pile)-1]
	s.Hands[seat] = s.Hands[seat].Add(c)
	s.Taken[seat] = s.Taken[seat].Add(c)
	s.Phase, s.Fresh, s.Spread = Drawn, c, false
	s.logEvent(Event{Seat: seat, Kind: EvTake, Card: c})
	return nil
}

func (s *state) tonk(seat int) error {
	if err := s.myTurn(seat, Drawn); err != nil {
		return err
	}
	if s.Spread {
		return kit.Invalid("Tonk is declared right after drawing, before spreading or hitting.",
			"Тонк объявляют сразу после взятия карты, до выкладывания и подкладывания.")
	}
	pts := HandPoints(s.Hands[seat])
	if pts > s.Threshold {
		return kit.Invalid("Tonk needs a hand of "+strconv.Itoa(s.Threshold)+" points or less; yours is "+strconv.Itoa(pts)+".",
			"Для Тонка нужно не больше "+strconv.Itoa(s.Threshold)+" очк. на руке, а у вас "+strconv.Itoa(pts)+".")
	}
	s.logEvent(Event{Seat: seat, Kind: EvTonk, N: pts})
	s.settleTonk(seat, Tonked)
	return nil
}

func (s *state) spread(seat int, codes []string) error {
	if err := s.myTurn(seat, Drawn); err != nil {
		return err
	}
	if len(codes) > 52 {
		return kit.Invalid("Too many cards.", "Слишком много карт.")
	}
	picked := make([]cards.Card, 0, len(codes))
	for _, code := range codes {
		c, err := s.handCard(seat, code)
		if err != nil {
			return err
		}
		picked = append(picked, c)
	}
	sp, ok := MakeSpread(seat, picked)
	if !ok {
		return kit.Invalid("A spread is three or more cards of one rank, or of one suit in sequence (the ace low or high).",
			"Комбинация — это три и больше карты одного ранга или одной масти подряд (туз младший или старший).")
	}
	s.Hands[seat] = s.Hands[seat].Minus(sp.Cards)
	s.Taken[seat] = s.Taken[seat].Minus(sp.Cards)
	s.Spreads = append(s.Spreads, sp)
	s.Spread = true
	s.logEvent(Event{Seat: seat, Kind: EvSpread, Cards: sp.Ordered(), N: len(s.Spreads)})
	if s.Hands[seat].Empty() {
		s.settleOut(seat)
	}
	return nil
}

func (s *state) hit(seat int, code, which string) error {
	if err := s.myTurn(seat, Drawn); err != nil {
		return err
	}
	c, err := s.handCard(seat, code)
	if err != nil {
		return err
	}
	n, err := strconv.Atoi(strings.TrimSpace(which))
	if err != nil || n < 1 || n > len(s.Spreads) {
		return kit.Invalid("No such spread on the table.", "Такой комбинации на столе нет.")
	}
	grown, ok := s.Spreads[n-1].Hit(c)
	if !ok {
		return kit.Invalid("That card does not fit that spread.", "Эта карта не подходит к этой комбинации.")
	}
	s.Spreads[n-1] = grown
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Taken[seat] = s.Taken[seat].Remove(c)
	s.Spread = true
	s.logEvent(Event{Seat: seat, Kind: EvHit, Card: c, N: n})
	if s.Hands[seat].Empty() {
		s.settleOut(seat)
	}
	return nil
}

func (s *state) discard(seat int, codes []string) error {
	if err := s.myTurn(seat, Drawn); err != nil {
		return err
	}
	if len(codes) != 1 {
		return kit.Invalid("Choose exactly one card to discard.", "Выберите для сброса ровно одну карту.")
	}
	c, err := s.handCard(seat, codes[0])
	if err != nil {
		return err
	}
	if c == s.Fresh && s.Hands[seat].Len() > 1 {
		return kit.Invalid("You may not throw back the card you just took from the pile.",
			"Нельзя сразу сбросить карту, только что взятую из сброса.")
	}
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Taken[seat] = s.Taken[seat].Remove(c)
	s.Pile = append(s.Pile, c)
	s.logEvent(Event{Seat: seat, Kind: EvDiscard, Card: c})
	if s.Hands[seat].Empty() {
		s.settleOut(seat)
		return nil
	}
	s.Fresh, s.Spread = cards.NoCard, false
	if s.Final {
		if s.Left == 0 {
			s.settleDead(Dead)
			return nil
		}
		s.Left--
	}
	s.Turn = s.next(seat)
	s.Phase = Start
	return nil
}

func (s *state) nextHand(seat int) error {
	if s.Phase != HandOver {
		return kit.Invalid("The hand is still being played.", "Кон ещё идёт.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the person deals the next hand.", "Следующий кон раздаёт только человек.")
	}
	s.deal()
	return nil
}

func (s *state) leave(seat int) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the person leaves the table.", "Уйти из-за стола может только человек.")
	}
	if s.Phase != HandOver {
		return kit.Invalid("Finish the hand first: you may leave between hands.", "Сначала доиграйте кон: уйти можно между конами.")
	}
	s.Phase = GameOver
	return nil
}

// NextBot reports the bot seat to move, if any.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	if (s.Phase == Start || s.Phase == Drawn) && s.Turn != kit.HumanSeat {
		return s.Turn, true
	}
	return 0, false
}

// Over reports whether the game has ended.
func (s *state) Over() bool { return s.Phase == GameOver || s.Quit }
