package baduk

import "fmt"

// Vertex is a point by column and row, 0-based, row 0 at the top (the
// order of SGF and of the page).
type Vertex struct{ X, Y int }

// Move is one turn of a game record: a stone at X, Y or a pass.
type Move struct {
	Color Color
	X, Y  int
	Pass  bool
}

// Record is a game as SGF holds it: size, komi, setup stones, the colour
// that moves first and the moves.
type Record struct {
	Size     int
	KomiHalf int // komi in half points: 15 is 7.5
	// Handicap is the number of handicap stones (SGF HA), 0 for an even
	// game; the stones themselves are among Black's setup stones.
	Handicap int
	Black    []Vertex
	White    []Vertex
	First    Color
	Moves    []Move
	Result   string // SGF RE, for export; not checked on import
}

// Replay builds the position the record leads to, checking every move.
func (r *Record) Replay() (*Position, error) {
	if !ValidSize(r.Size) {
		return nil, fmt.Errorf("baduk: board size %d is not 9, 13 or 19", r.Size)
	}
	p := NewPosition(r.Size)
	for _, set := range []struct {
		c  Color
		vs []Vertex
	}{{Black, r.Black}, {White, r.White}} {
		for _, v := range set.vs {
			if !p.inside(v.X, v.Y) {
				return nil, fmt.Errorf("baduk: setup stone %v off the board", v)
			}
			if err := p.Setup(set.c, p.Board.PointAt(v.X, v.Y)); err != nil {
				return nil, err
			}
		}
	}
	if r.First == White {
		p.ToMove = White
	}
	for i, m := range r.Moves {
		if !m.Color.IsStone() {
			return nil, fmt.Errorf("baduk: move %d has no colour", i+1)
		}
		p.ToMove = m.Color
		pt := Pass
		if !m.Pass {
			if !p.inside(m.X, m.Y) {
				return nil, fmt.Errorf("baduk: move %d is off the board", i+1)
			}
			pt = p.Board.PointAt(m.X, m.Y)
		}
		if err := p.Play(pt); err != nil {
			return nil, fmt.Errorf("baduk: move %d: %w", i+1, err)
		}
	}
	return p, nil
}

// inside reports whether column x and row y are on the board.
func (p *Position) inside(x, y int) bool {
	n := p.Board.Size()
	return x >= 0 && y >= 0 && x < n && y < n
}

// ValidSize reports whether the hall offers boards of this size.
func ValidSize(n int) bool { return n == 9 || n == 13 || n == 19 }

// Captures is the number of stones each move of the record took, for the
// move list. The record must replay (see [Record.Replay]); a move that
// does not fit the board counts as taking nothing.
func (r *Record) Captures() []int {
	out := make([]int, len(r.Moves))
	if !ValidSize(r.Size) {
		return out
	}
	b := NewBoard(r.Size)
	for _, set := range []struct {
		c  Color
		vs []Vertex
	}{{Black, r.Black}, {White, r.White}} {
		for _, v := range set.vs {
			if p := b.PointAt(v.X, v.Y); b.OnBoard(p) && b.At(p) == Empty {
				b.Play(set.c, p)
			}
		}
	}
	for i, m := range r.Moves {
		if m.Pass || !m.Color.IsStone() {
			b.Play(m.Color, Pass)
			continue
		}
		if p := b.PointAt(m.X, m.Y); m.X >= 0 && m.Y >= 0 && m.X < r.Size && m.Y < r.Size && b.At(p) == Empty {
			out[i] = b.Play(m.Color, p)
		}
	}
	return out
}
