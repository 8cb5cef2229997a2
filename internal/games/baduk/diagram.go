package baduk

import (
	"fmt"
	"strings"
)

// FromDiagram sets up a position from rows of text, top row first: X or #
// is a black stone, O a white one, . or + an empty point; spaces are
// ignored. The board is square; Black is to move. It is for tests, the
// GTP front end and anyone who wants to describe a position by eye.
func FromDiagram(rows ...string) (*Position, error) {
	var grid []string
	for _, r := range rows {
		r = strings.ReplaceAll(r, " ", "")
		if r != "" {
			grid = append(grid, r)
		}
	}
	n := len(grid)
	if n < 2 || n > MaxSize {
		return nil, fmt.Errorf("baduk: diagram has %d rows", n)
	}
	p := NewPosition(n)
	for y, r := range grid {
		if len(r) != n {
			return nil, fmt.Errorf("baduk: diagram row %d has %d points, want %d", y+1, len(r), n)
		}
		for x, ch := range r {
			var c Color
			switch ch {
			case 'X', 'x', '#':
				c = Black
			case 'O', 'o':
				c = White
			case '.', '+':
				continue
			default:
				return nil, fmt.Errorf("baduk: diagram has %q at row %d", ch, y+1)
			}
			p.Board.Play(c, p.Board.PointAt(x, y))
		}
	}
	p.Board.ko = Pass
	p.Board.captured = [3]int{}
	// Stones placed in any order may have captured each other; refuse that.
	for y, r := range grid {
		for x, ch := range r {
			pt := p.Board.PointAt(x, y)
			if ch != '.' && ch != '+' && (p.Board.At(pt) == Empty || p.Board.Liberties(pt, 1) == 0) {
				return nil, fmt.Errorf("baduk: diagram stone at %d,%d has no liberties", x, y)
			}
		}
	}
	p.seen = map[uint64]struct{}{p.Board.Hash(): {}}
	return p, nil
}

// Diagram draws the board as FromDiagram reads it.
func (b *Board) Diagram() string {
	var sb strings.Builder
	for y := range b.size {
		for x := range b.size {
			switch b.At(b.PointAt(x, y)) {
			case Black:
				sb.WriteByte('X')
			case White:
				sb.WriteByte('O')
			default:
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
