package baduk

import (
	"encoding/json"
	"errors"
	"fmt"

	"gamehall/internal/games/kit"
)

// codecVersion is written into every encoded state so a later format can
// still read this one.
const codecVersion = 1

// encoded is the stored form of a state: JSON with short keys. Points are
// y*size+x; a move of -1 is a pass. Colours alternate from First, so the
// moves need none.
type encoded struct {
	V        int        `json:"v"`
	Size     int        `json:"n"`
	Komi     int        `json:"k"`
	Human    Color      `json:"h"`
	Level    kit.Level  `json:"l"`
	Handicap int        `json:"ha,omitempty"`
	SetupB   []int      `json:"ab,omitempty"`
	SetupW   []int      `json:"aw,omitempty"`
	First    Color      `json:"f"`
	Moves    []int      `json:"m"`
	ResumeAt int        `json:"r,omitempty"`
	Phase    Phase      `json:"p"`
	Proposed bool       `json:"pr,omitempty"`
	BotDead  []int      `json:"bd,omitempty"`
	Dead     []int      `json:"d,omitempty"`
	Result   *outcome   `json:"res,omitempty"`
	Casual   kit.Casual `json:"cas,omitzero"`
}

// Version is the codec version the stored form was written in.
func (e *encoded) Version() int { return e.V }

// Encode writes the whole state.
func (s *state) Encode() ([]byte, error) {
	n := s.rec.Size
	e := encoded{
		V: codecVersion, Size: n, Komi: s.rec.KomiHalf, Human: s.human, Level: s.level, Handicap: s.rec.Handicap,
		First: s.rec.First, Moves: make([]int, len(s.rec.Moves)), ResumeAt: s.resumeAt,
		Phase: s.phase, Proposed: s.proposed, Result: s.result, Casual: s.casual,
	}
	for _, v := range s.rec.Black {
		e.SetupB = append(e.SetupB, v.Y*n+v.X)
	}
	for _, v := range s.rec.White {
		e.SetupW = append(e.SetupW, v.Y*n+v.X)
	}
	for i, m := range s.rec.Moves {
		e.Moves[i] = m.Y*n + m.X
		if m.Pass {
			e.Moves[i] = -1
		}
	}
	e.BotDead = s.pointList(s.botDead)
	e.Dead = s.pointList(s.dead)
	return json.Marshal(e)
}

// pointList writes a set of points as sorted y*size+x numbers.
func (s *state) pointList(set map[Point]bool) []int {
	var out []int
	b := &s.pos.Board
	for y := range s.rec.Size {
		for x := range s.rec.Size {
			if set[b.PointAt(x, y)] {
				out = append(out, y*s.rec.Size+x)
			}
		}
	}
	return out
}

// decodeState reads what Encode wrote and checks that the rules can reach
// it: every move is replayed, and the phase, marks and result must agree
// with the record.
func decodeState(data []byte) (*state, error) {
	e, err := kit.DecodeVersion[encoded]("baduk", data, codecVersion)
	if err != nil {
		return nil, err
	}
	if !ValidSize(e.Size) || !Levels.Has(e.Level) || !e.Human.IsStone() || !e.First.IsStone() ||
		kit.Abs(e.Komi) > 2*MaxKomi || e.Handicap < 0 || e.Handicap > n2(e.Size) {
		return nil, errors.New("baduk: decode: bad settings")
	}
	n := e.Size
	vertex := func(i int) (Vertex, error) {
		if i < 0 || i >= n*n {
			return Vertex{}, fmt.Errorf("baduk: decode: point %d off the board", i)
		}
		return Vertex{i % n, i / n}, nil
	}
	rec := Record{Size: n, KomiHalf: e.Komi, Handicap: e.Handicap, First: e.First, Moves: make([]Move, len(e.Moves))}
	for _, list := range []struct {
		in  []int
		out *[]Vertex
	}{{e.SetupB, &rec.Black}, {e.SetupW, &rec.White}} {
		for _, i := range list.in {
			v, err := vertex(i)
			if err != nil {
				return nil, err
			}
			*list.out = append(*list.out, v)
		}
	}
	c := e.First
	for k, i := range e.Moves {
		rec.Moves[k] = Move{Color: c, Pass: true}
		if i != -1 {
			v, err := vertex(i)
			if err != nil {
				return nil, err
			}
			rec.Moves[k] = Move{Color: c, X: v.X, Y: v.Y}
		}
		c = c.Opponent()
	}
	pos, err := rec.Replay()
	if err != nil {
		return nil, fmt.Errorf("baduk: decode: %w", err)
	}
	s := &state{rec: rec, human: e.Human, level: e.Level, resumeAt: e.ResumeAt,
		phase: e.Phase, proposed: e.Proposed, result: e.Result, casual: e.Casual, pos: pos}
	if s.botDead, err = s.stoneSet(e.BotDead); err != nil {
		return nil, err
	}
	if s.dead, err = s.stoneSet(e.Dead); err != nil {
		return nil, err
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("baduk: decode: %w", err)
	}
	if s.result != nil {
		if s.result.Resigned {
			s.rec.Result = ResultText(s.result.Winner, 0, true)
		} else {
			s.rec.Result = s.score().Text()
		}
	}
	return s, nil
}

// stoneSet reads a list of y*size+x numbers that must all be stones.
func (s *state) stoneSet(list []int) (map[Point]bool, error) {
	if len(list) == 0 {
		return nil, nil
	}
	n := s.rec.Size
	set := make(map[Point]bool, len(list))
	for _, i := range list {
		if i < 0 || i >= n*n {
			return nil, errors.New("baduk: decode: marked point off the board")
		}
		p := s.pos.Board.PointAt(i%n, i/n)
		if !s.pos.Board.At(p).IsStone() {
			return nil, errors.New("baduk: decode: marked point holds no stone")
		}
		set[p] = true
	}
	return set, nil
}

// check verifies that phase, marks and result fit the record.
func (s *state) check() error {
	if s.resumeAt < 0 || s.resumeAt > len(s.rec.Moves) {
		return errors.New("resume point out of range")
	}
	if s.resumeAt > 0 && (s.resumeAt < 2 || !s.rec.Moves[s.resumeAt-1].Pass || !s.rec.Moves[s.resumeAt-2].Pass) {
		return errors.New("play was resumed without two passes")
	}
	passes := s.passesSinceResume()
	marks := s.proposed || len(s.dead) > 0 || len(s.botDead) > 0
	switch s.phase {
	case Playing:
		if passes >= 2 || marks || s.result != nil {
			return errors.New("inconsistent play phase")
		}
	case Scoring:
		if passes < 2 || s.resumeAt != 0 || s.result != nil || (!s.proposed && marks) {
			return errors.New("inconsistent scoring phase")
		}
	case Finished:
		r := s.result
		if r == nil || len(s.botDead) > 0 || s.proposed || r.Resigned && len(s.dead) > 0 {
			return errors.New("inconsistent finished game")
		}
		if r.Resigned {
			if !r.Winner.IsStone() || r.MarginHalf != 0 {
				return errors.New("bad resignation")
			}
			break
		}
		if passes < 2 {
			return errors.New("counted before two passes")
		}
		sc := s.score()
		if r.Winner != sc.Winner() || r.MarginHalf != kit.Abs(sc.MarginHalf()) {
			return errors.New("result does not match the count")
		}
	default:
		return errors.New("unknown phase")
	}
	return nil
}

// n2 is the number of points of a board size.
func n2(size int) int { return size * size }
