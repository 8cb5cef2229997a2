package baduk

import (
	"time"

	"gamehall/internal/games/kit"
)

// Phase is the stage of a game.
type Phase string

// The phases in the order they happen. Scoring starts after two passes in
// a row and can go back to Playing when the player resumes.
const (
	Playing  Phase = "play"
	Scoring  Phase = "scoring"
	Finished Phase = "over"
)

// BotSeat is the seat of the bot.
const BotSeat = 1

// outcome is how a finished game ended.
type outcome struct {
	Winner     Color // Empty for a draw
	MarginHalf int   // |Black - White - komi| in half points, when counted
	Resigned   bool
}

// state is one game. rec, human, level, resumeAt, phase, proposed, the
// dead-stone sets and result are stored; pos is rebuilt from rec.
type state struct {
	rec      Record
	human    Color
	level    kit.Level
	resumeAt int // moves played when play was last resumed; 0 if never
	phase    Phase
	proposed bool           // the bot has proposed dead stones this phase
	botDead  map[Point]bool // the bot's proposal
	dead     map[Point]bool // the current marking
	result   *outcome
	casual   kit.Casual // why the game does not count; zero while ranked

	pos *Position // rec replayed
}

var _ kit.State[View] = (*state)(nil)

// bot is the colour the bot plays.
func (s *state) bot() Color { return s.human.Opponent() }

// colorOf is the colour a seat plays.
func (s *state) colorOf(seat int) Color {
	if seat == kit.HumanSeat {
		return s.human
	}
	return s.bot()
}

// passesSinceResume counts the passes at the end of the record that were
// played after the last resumption.
func (s *state) passesSinceResume() int {
	n := 0
	for i := len(s.rec.Moves) - 1; i >= s.resumeAt && s.rec.Moves[i].Pass; i-- {
		n++
	}
	return n
}

// NextBot reports the bot's seat when it must move or propose dead stones.
func (s *state) NextBot() (int, bool) {
	switch s.phase {
	case Playing:
		return BotSeat, s.pos.ToMove == s.bot()
	case Scoring:
		return BotSeat, !s.proposed
	}
	return 0, false
}

// Over reports whether the game has ended.
func (s *state) Over() bool { return s.phase == Finished }

// score counts the board with the current dead marking.
func (s *state) score() Score {
	return AreaScore(&s.pos.Board, s.dead, s.rec.KomiHalf)
}

// finishCounted ends the game by counting with the current marking.
func (s *state) finishCounted() {
	sc := s.score()
	s.result = &outcome{Winner: sc.Winner(), MarginHalf: kit.Abs(sc.MarginHalf())}
	s.phase = Finished
	s.proposed, s.botDead = false, nil
	s.rec.Result = sc.Text()
}

// finishResigned ends the game with c resigning.
func (s *state) finishResigned(c Color) {
	s.result = &outcome{Winner: c.Opponent(), Resigned: true}
	s.phase = Finished
	s.proposed, s.botDead, s.dead = false, nil, nil
	s.rec.Result = ResultText(c.Opponent(), 0, true)
}

// Apply performs one action of a seat; see actions.go for each one.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if s.phase == Finished {
		return kit.Invalid("the game is over: start a new one", "партия окончена: начните новую")
	}
	do := act.Get("do")
	switch seat {
	case kit.HumanSeat:
		switch do {
		case ActPlay:
			return s.play(seat, act)
		case ActPass:
			return s.pass(seat)
		case ActResign:
			s.finishResigned(s.human)
			return nil
		case ActUndo:
			return s.undo(act)
		case ActToggle:
			return s.toggle(act)
		case ActAccept:
			return s.accept()
		case ActResume:
			return s.resume()
		}
		return kit.Invalid("unknown action: use play, pass, resign, undo, toggle, accept or resume",
			"неизвестное действие: play, pass, resign, undo, toggle, accept или resume")
	case BotSeat:
		switch do {
		case ActPlay:
			return s.play(seat, act)
		case ActPass:
			return s.pass(seat)
		case ActResign:
			if err := s.checkTurn(seat); err != nil {
				return err
			}
			s.finishResigned(s.bot())
			return nil
		case ActPropose:
			return s.propose(act)
		}
		return kit.Invalid("unknown bot action", "неизвестное действие бота")
	}
	return kit.Invalid("no such seat", "нет такого места за доской")
}
