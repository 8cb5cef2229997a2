package baduk

import (
	"slices"
	"time"

	"gamehall/internal/games/kit"
)

// View is what a seat sees: Go has no hidden information, so both seats
// see the whole board and record. The page renders it; the bot rebuilds
// the position from Record.
type View struct {
	Size       int
	KomiHalf   int
	Human      Color // the person's colour
	Bot        Color
	ToMove     Color
	Level      kit.Level
	Phase      Phase
	MoveNumber int // moves played so far, passes included
	// BlackCaptures and WhiteCaptures are the stones each colour took.
	BlackCaptures, WhiteCaptures int
	Last                         *Move // the latest move, nil before the first
	Cells                        []Cell
	// Passes counts the passes in a row at the end (since play was
	// last resumed); two end play.
	Passes int
	// Resumed says play went on after a disagreement about dead stones:
	// the next two passes count the board exactly as it stands.
	Resumed  bool
	Proposed bool   // the bot has proposed dead stones (scoring phase)
	Score    *Score // the count with the current marking, once play stops
	Result   *Result
	CanUndo  bool
	YourTurn bool   // the viewing seat may move now
	Record   Record // setup and moves, for bots and the SGF download
	// Moves is the move list, first move first.
	Moves []MoveLine
}

// MyTurn says whether the viewing seat must act now, as the card games'
// views say it: the page's title tells a background tab.
func (v View) MyTurn() bool { return v.YourTurn }

// MoveLine is one move of the move list: "12. B D4 ×3", or a pass.
type MoveLine struct {
	Number   int
	Color    Color
	Vertex   string // "D4"; empty for a pass
	Pass     bool
	Captures int // stones the move took
}

// Cell is one point of the board as shown.
type Cell struct {
	X, Y  int
	Stone Color
	Dead  bool  // marked dead in the scoring phase (or in the final count)
	Owner Color // whose area it is in the count, once play has stopped
	Last  bool  // the latest stone
	Legal bool  // the viewing seat may play here now
}

// Result is how a finished game ended.
type Result struct {
	Winner     Color // Empty for a draw
	MarginHalf int
	Resigned   bool
	Text       string // "B+3.5", "W+R" or "0"
}

// View is everything the seat may see: here, everything.
func (s *state) View(seat int, now time.Time) View {
	b := &s.pos.Board
	n := s.rec.Size
	v := View{
		Size: n, KomiHalf: s.rec.KomiHalf, Human: s.human, Bot: s.bot(), ToMove: s.pos.ToMove,
		Level: s.level, Phase: s.phase, MoveNumber: len(s.rec.Moves),
		BlackCaptures: b.Captures(Black), WhiteCaptures: b.Captures(White),
		Passes: s.passesSinceResume(), Resumed: s.resumeAt > 0, Proposed: s.proposed,
		Cells: make([]Cell, 0, n*n),
	}
	v.Record = s.rec
	v.Record.Black = slices.Clone(s.rec.Black)
	v.Record.White = slices.Clone(s.rec.White)
	v.Record.Moves = slices.Clone(s.rec.Moves)
	if k := len(s.rec.Moves); k > 0 {
		last := s.rec.Moves[k-1]
		v.Last = &last
	}
	caps := s.rec.Captures()
	v.Moves = make([]MoveLine, len(s.rec.Moves))
	for i, m := range s.rec.Moves {
		v.Moves[i] = MoveLine{Number: i + 1, Color: m.Color, Pass: m.Pass, Captures: caps[i]}
		if !m.Pass {
			v.Moves[i].Vertex = VertexName(n, m.X, m.Y)
		}
	}
	v.YourTurn = s.phase == Playing && s.pos.ToMove == s.colorOf(seat)
	for _, m := range s.rec.Moves {
		v.CanUndo = v.CanUndo || m.Color == s.human
	}
	v.CanUndo = v.CanUndo && s.phase != Finished && seat == 0
	var owner []Color
	if s.phase == Scoring || s.phase == Finished && !s.result.Resigned {
		sc := s.score()
		v.Score = &sc
		owner = sc.Owner
	}
	if r := s.result; r != nil {
		v.Result = &Result{Winner: r.Winner, MarginHalf: r.MarginHalf, Resigned: r.Resigned, Text: s.rec.Result}
	}
	for y := range n {
		for x := range n {
			p := b.PointAt(x, y)
			c := Cell{X: x, Y: y, Stone: b.At(p), Dead: s.dead[p]}
			if owner != nil {
				c.Owner = owner[y*n+x]
			}
			if v.Last != nil && !v.Last.Pass && v.Last.X == x && v.Last.Y == y {
				c.Last = true
			}
			c.Legal = v.YourTurn && c.Stone == Empty && s.pos.Legal(p)
			v.Cells = append(v.Cells, c)
		}
	}
	return v
}

// Cell is the point at column x, row y.
func (v View) Cell(x, y int) Cell { return v.Cells[y*v.Size+x] }

// Komi is the komi as text, e.g. "7.5".
func (v View) Komi() string { return HalfPoints(v.KomiHalf) }

// SGF is the game so far as an SGF file; player names the person in
// PB or PW, and the bot is named with its level, e.g. "Bot (Strong)".
func (v View) SGF(player string) string {
	names := map[Color]string{v.Human: player, v.Bot: BotName(v.Level)}
	rec := v.Record
	return rec.SGF(names[Black], names[White])
}

// Position rebuilds the position from the record, for bots.
func (v View) Position() (*Position, error) {
	rec := v.Record
	return rec.Replay()
}

// BotName is the bot as game records name it, e.g. "Bot (Strong)".
func BotName(l kit.Level) string { return "Bot (" + l.NameEN() + ")" }
