package baduk

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// maxDeadList bounds the proposal a bot may send.
const maxDeadList = MaxSize * MaxSize

// checkTurn refuses moves outside play or out of turn.
func (s *state) checkTurn(seat int) error {
	if s.phase != Playing {
		return kit.Invalid("play has stopped: mark dead stones, accept the score or resume play",
			"игра остановлена: отметьте мёртвые камни, примите счёт или продолжите игру")
	}
	if s.pos.ToMove != s.colorOf(seat) {
		return kit.Invalid("it is not your turn", "сейчас не ваш ход")
	}
	return nil
}

// vertex reads x and y of an action as a point of the board; a single
// field at=x,y (what a board button posts) works as well.
func (s *state) vertex(act kit.Action) (Point, error) {
	n := s.rec.Size
	xs, ys := act.Get("x"), act.Get("y")
	if at := act.Get("at"); at != "" && xs == "" && ys == "" {
		xs, ys, _ = strings.Cut(at, ",")
	}
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	if errX != nil || errY != nil || x < 0 || y < 0 || x >= n || y >= n {
		return Pass, kit.Invalid(
			fmt.Sprintf("x and y must be whole numbers from 0 to %d", n-1),
			fmt.Sprintf("x и y: целые числа от 0 до %d", n-1))
	}
	return s.pos.Board.PointAt(x, y), nil
}

// ruleInvalid turns a rule error of Position into the hall's refusal.
func ruleInvalid(err error) error {
	var re *ruleError
	if errors.As(err, &re) {
		return kit.Invalid(re.en, re.ru)
	}
	return kit.Invalid(err.Error(), err.Error())
}

// play puts the seat's stone at x, y.
func (s *state) play(seat int, act kit.Action) error {
	if err := s.checkTurn(seat); err != nil {
		return err
	}
	pt, err := s.vertex(act)
	if err != nil {
		return err
	}
	c := s.pos.ToMove
	if err := s.pos.Play(pt); err != nil {
		return ruleInvalid(err)
	}
	x, y := s.pos.Board.XY(pt)
	s.rec.Moves = append(s.rec.Moves, Move{Color: c, X: x, Y: y})
	return nil
}

// pass gives up the turn; the second pass in a row stops play. The first
// stop opens the dead-stone phase; after play was resumed, the board is
// counted as it stands.
func (s *state) pass(seat int) error {
	if err := s.checkTurn(seat); err != nil {
		return err
	}
	c := s.pos.ToMove
	_ = s.pos.Play(Pass)
	s.rec.Moves = append(s.rec.Moves, Move{Color: c, Pass: true})
	s.afterMoves()
	return nil
}

// afterMoves sets the phase that the record's end calls for.
func (s *state) afterMoves() {
	s.phase = Playing
	s.proposed, s.dead, s.botDead = false, nil, nil
	if s.passesSinceResume() < 2 {
		return
	}
	if s.resumeAt == 0 {
		s.phase = Scoring
		return
	}
	s.finishCounted()
}

// undo takes back the player's last move and the bot's replies to it.
func (s *state) undo(act kit.Action) error {
	last := -1
	for i := len(s.rec.Moves) - 1; i >= 0; i-- {
		if s.rec.Moves[i].Color == s.human {
			last = i
			break
		}
	}
	if last < 0 {
		return kit.Invalid("there is no move of yours to take back", "нет вашего хода, который можно вернуть")
	}
	if s.casual.Ranked() && !kit.Confirmed(act) {
		return kit.ConfirmTakeBack()
	}
	rec := s.rec
	rec.Moves = append([]Move(nil), s.rec.Moves[:last]...)
	rec.Result = ""
	pos, err := rec.Replay()
	if err != nil {
		return kit.Invalid("cannot take back: "+err.Error(), "нельзя вернуть ход: "+err.Error())
	}
	s.rec, s.pos = rec, pos
	if s.resumeAt > len(rec.Moves) {
		s.resumeAt = 0
	}
	s.afterMoves()
	if s.casual.Ranked() {
		s.casual = kit.TookBack
	}
	return nil
}

// checkMarking refuses dead-stone actions outside the scoring phase.
func (s *state) checkMarking() error {
	if s.phase != Scoring || !s.proposed {
		return kit.Invalid("dead stones are marked only after both players pass",
			"мёртвые камни отмечают только после двух пасов подряд")
	}
	return nil
}

// toggle marks the string at x, y dead, or alive again if it was dead.
func (s *state) toggle(act kit.Action) error {
	if err := s.checkMarking(); err != nil {
		return err
	}
	pt, err := s.vertex(act)
	if err != nil {
		return err
	}
	if !s.pos.Board.At(pt).IsStone() {
		return kit.Invalid("there is no stone there to mark", "здесь нет камня, который можно отметить")
	}
	mark := !s.dead[pt]
	dead := make(map[Point]bool, len(s.dead))
	for p, d := range s.dead {
		dead[p] = d
	}
	for _, q := range s.pos.Board.Group(pt) {
		if mark {
			dead[q] = true
		} else {
			delete(dead, q)
		}
	}
	s.dead = dead
	return nil
}

// disputed finds a stone whose marking the bot does not agree with: the
// player may concede (mark their own stones dead or the bot's alive), but
// claiming more needs the bot's consent, which only play can settle.
func (s *state) disputed() (Point, bool) {
	b := &s.pos.Board
	for y := range s.rec.Size {
		for x := range s.rec.Size {
			p := b.PointAt(x, y)
			c := b.At(p)
			if !c.IsStone() || s.dead[p] == s.botDead[p] {
				continue
			}
			concedes := (c == s.human && s.dead[p]) || (c == s.bot() && !s.dead[p])
			if !concedes {
				return p, true
			}
		}
	}
	return Pass, false
}

// accept ends the game with the current marking.
func (s *state) accept() error {
	if err := s.checkMarking(); err != nil {
		return err
	}
	if p, ok := s.disputed(); ok {
		x, y := s.pos.Board.XY(p)
		name := VertexName(s.rec.Size, x, y)
		return kit.Invalid(
			"the bot does not agree about the stones at "+name+": resume play to settle it on the board",
			"бот не согласен с отметкой камней на "+name+": продолжите игру, чтобы решить это на доске")
	}
	s.finishCounted()
	return nil
}

// resume goes back to play; the next two passes count the board as it is.
func (s *state) resume() error {
	if s.phase != Scoring {
		return kit.Invalid("play can be resumed only while marking dead stones",
			"продолжить игру можно только во время отметки мёртвых камней")
	}
	s.resumeAt = len(s.rec.Moves)
	s.afterMoves()
	return nil
}

// propose records the bot's dead stones: dead=x,y for each stone.
func (s *state) propose(act kit.Action) error {
	if s.phase != Scoring || s.proposed {
		return kit.Invalid("there is nothing to propose now", "сейчас нечего предлагать")
	}
	list := act["dead"]
	if len(list) > maxDeadList {
		return kit.Invalid("too many dead stones", "слишком много мёртвых камней")
	}
	dead := map[Point]bool{}
	for _, v := range list {
		xs, ys, ok := strings.Cut(v, ",")
		pt, err := s.vertex(kit.Action{"x": {xs}, "y": {ys}})
		if !ok || err != nil || !s.pos.Board.At(pt).IsStone() {
			return kit.Invalid("dead stones must be stones given as x,y", "мёртвые камни задаются как x,y")
		}
		dead[pt] = true
	}
	s.proposed = true
	s.botDead = dead
	s.dead = make(map[Point]bool, len(dead))
	for p := range dead {
		s.dead[p] = true
	}
	return nil
}
