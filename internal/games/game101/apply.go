package game101

import (
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=play&card=QS  play a matching card from the hand
//	do=draw          with nothing to play, draw until a card matches (it
//	                 is played at once) or nothing is left to draw
//	do=pass          with nothing to play and nothing to draw, pass
//	do=next          deal the next round once one is scored
//
// Every check happens before anything changes, so a refused action
// leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	t := kit.Table{Seats: s.Players, Over: s.Over(), Ended: kit.MatchOver(), Resign: &s.Resignation}
	return t.Play(seat, act, kit.Moves{
		ActPlay: s.counted(seat, func() error { return s.play(seat, act.Get("card")) }),
		ActDraw: s.counted(seat, func() error { return s.draw(seat) }),
		ActPass: s.counted(seat, func() error { return s.pass(seat) }),
		ActNext: s.counted(seat, func() error { return s.next(seat) }),
	})
}

// counted is a seat's move that keeps the counters. A bot's move counts
// before it is made, so a round it ends knows how long the bots have run
// (see score); a refusal takes it back. The person's move counts once
// made, and ends the bots' run.
func (s *state) counted(seat int, move func() error) func() error {
	return func() error {
		if seat != kit.HumanSeat {
			s.BotRun++
		}
		err := move()
		switch {
		case err != nil && seat != kit.HumanSeat:
			s.BotRun--
		case err == nil && seat == kit.HumanSeat:
			s.Moves++
			s.BotRun = 0
		}
		return err
	}
}

// myTurn refuses an action from a seat that may not move now.
func (s *state) myTurn(seat int) error {
	if s.Phase != Playing {
		return kit.Invalid("The round is over: deal the next one.", "Кон окончен: раздайте следующий.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	return nil
}

func (s *state) play(seat int, code string) error {
	if err := s.myTurn(seat); err != nil {
		return err
	}
	c, err := cards.FromHand(code, FullDeck, s.Hands[seat])
	if err != nil {
		return err
	}
	if !Matches(c, s.top()) {
		return kit.Invalid("Play a card of the same suit or the same rank as the top card.",
			"Кладите карту той же масти или того же достоинства, что и верхняя.")
	}
	s.playCard(seat, c)
	return nil
}

func (s *state) draw(seat int) error {
	if err := s.myTurn(seat); err != nil {
		return err
	}
	if !s.playable(seat).Empty() {
		return kit.Invalid("You have a card to play: you may draw only when nothing matches.",
			"У вас есть подходящая карта: брать из колоды можно, только когда ходить нечем.")
	}
	s.drawUntilMatch(seat)
	return nil
}

func (s *state) pass(seat int) error {
	if err := s.myTurn(seat); err != nil {
		return err
	}
	if !s.playable(seat).Empty() {
		return kit.Invalid("You have a card to play.", "У вас есть подходящая карта.")
	}
	if s.canDraw() {
		return kit.Invalid("Draw from the stock first.", "Сначала возьмите карту из колоды.")
	}
	s.drawUntilMatch(seat)
	return nil
}

func (s *state) next(seat int) error {
	if s.Phase != RoundOver {
		return kit.Invalid("The round is still being played.", "Кон ещё не окончен.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the person starts the next round.", "Следующий кон начинает только человек.")
	}
	s.deal(s.Rounds[len(s.Rounds)-1].Winner)
	return nil
}
