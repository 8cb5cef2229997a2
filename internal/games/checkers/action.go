package checkers

import (
	"errors"
	"time"

	"gamehall/internal/games/kit"
)

// Apply performs one action of a seat. The person (seat 0) may move
// (do=move&path=c3,e5,c7, or from and to when one move joins them),
// resign (do=resign), take back their last move and the bot's reply
// (do=undo) and offer a draw (do=draw). The bot (seat 1) moves and
// answers a draw offer (do=accept or do=decline). Every check comes
// before any change, so a refused action leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat != HumanSeat && seat != BotSeat {
		return kit.Invalid("no such seat", "нет такого места")
	}
	do := act.Get("do")
	if s.Over() {
		return kit.Invalid("the game is over: start a new one", "партия окончена: начните новую")
	}
	if seat == BotSeat {
		return s.applyBot(do, act)
	}
	switch do {
	case ActMove:
		return s.applyMove(s.human, act)
	case ActResign:
		s.end = Resigned
		s.pending = false
		return nil
	case ActUndo:
		return s.undo(act)
	case ActDraw:
		return s.offerDraw()
	}
	return kit.Invalid("unknown action", "неизвестное действие")
}

func (s *state) applyBot(do string, act kit.Action) error {
	switch do {
	case ActAccept, ActDecline:
		if !s.pending {
			return kit.Invalid("there is no draw offer to answer", "нет предложения ничьей")
		}
		s.pending = false
		if do == "accept" {
			s.end = Agreed
		}
		return nil
	case ActMove:
		if s.pending {
			return kit.Invalid("answer the draw offer first", "сначала ответьте на предложение ничьей")
		}
		return s.applyMove(s.bot(), act)
	}
	return kit.Invalid("unknown action", "неизвестное действие")
}

// applyMove plays the move named by the form's path (or from and to) for
// the given colour.
func (s *state) applyMove(who Colour, act kit.Action) error {
	if s.current().Side != who {
		return kit.Invalid("it is not your turn", "сейчас не ваш ход")
	}
	if s.pending {
		return kit.Invalid("wait for the answer to your draw offer", "дождитесь ответа на предложение ничьей")
	}
	text := act.Get("path")
	if text == "" && act.Get("from") != "" {
		text = act.Get("from") + "," + act.Get("to")
	}
	path, err := ParsePath(text)
	if err != nil {
		return kit.Invalid("give the move as squares, for example path=c3,d4",
			"укажите ход полями, например path=c3,d4")
	}
	c, err := s.current().Match(path)
	switch {
	case errors.Is(err, ErrAmbiguous):
		return kit.Invalid("several captures lead there: choose the squares in between",
			"туда ведут разные взятия: укажите промежуточные поля")
	case err != nil:
		if next, complete := s.current().Continuations(path); len(next) > 0 && !complete && len(path) > 1 {
			// The path stops on a landing square of a longer capture: the
			// capture is right so far, it only has to go on.
			at := path[len(path)-1].String()
			return kit.Invalid("the capture must continue: jump on from "+at+" while there is a piece to take",
				"взятие нужно продолжить: бейте дальше с "+at+", пока есть что брать")
		}
		if s.current().HasCapture() {
			return kit.Invalid("that move is not allowed: capturing is compulsory",
				"так ходить нельзя: бить обязательно")
		}
		return kit.Invalid("that move is not allowed", "так ходить нельзя")
	}
	if len(path) == 2 {
		path = c.Paths[0]
	}
	s.play(c, path)
	return nil
}

// undo takes back the person's last move and the bot's replies after it,
// so that the person is to move again.
func (s *state) undo(act kit.Action) error {
	last := -1
	for i := len(s.moves) - 1; i >= 0; i-- {
		if s.positions[i].Side == s.human {
			last = i
			break
		}
	}
	if last < 0 {
		return kit.Invalid("there is no move of yours to take back", "нечего брать назад: вы ещё не ходили")
	}
	if s.pending {
		return kit.Invalid("wait for the answer to your draw offer", "дождитесь ответа на предложение ничьей")
	}
	if s.casual.Ranked() && !kit.Confirmed(act) {
		return kit.ConfirmTakeBack()
	}
	s.casual = kit.TookBack
	s.moves = s.moves[:last]
	s.positions = s.positions[:last+1]
	s.clock = 0
	for i := len(s.moves) - 1; i >= 0 && !s.moves[i].choice.Move.IsCapture(); i-- {
		s.clock++
	}
	s.legal = s.current().Choices()
	if s.offerPly > last {
		s.offerPly = -1
	}
	return nil
}

// offerDraw lets the person offer a draw on their turn, once per move of
// theirs; the bot answers before anything else happens.
func (s *state) offerDraw() error {
	switch {
	case s.current().Side != s.human:
		return kit.Invalid("offer a draw on your turn", "предлагать ничью можно только в свой ход")
	case s.pending:
		return kit.Invalid("your offer is waiting for an answer", "ваше предложение уже ждёт ответа")
	case s.offerPly == len(s.moves):
		return kit.Invalid("the bot has already declined: make a move before offering again",
			"бот уже отказался: сделайте ход, прежде чем предлагать снова")
	}
	s.offerPly = len(s.moves)
	s.pending = true
	return nil
}
