package baduk

import "testing"

// The hane of X at E4 against O's E5, with X's D5 beside it, matches in
// every orientation and colour.
func TestPatternHane(t *testing.T) {
	rows := []string{
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . X O X . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
		". . . . . . . . .",
	}
	pos := diagram(t, rows...)
	b := &pos.Board
	if !pattern3[code3(b, b.PointAt(4, 4))] {
		t.Error("the enclosing hane under O does not match")
	}
	if pattern3[code3(b, b.PointAt(4, 6))] {
		t.Error("an empty neighbourhood matches")
	}
	// The same shape turned: stones down the column.
	pos = diagram(t, transpose(rows)...)
	if !pattern3[code3(&pos.Board, pos.Board.PointAt(4, 4))] {
		t.Error("the turned hane does not match")
	}
}

// Every pattern matches itself read as written, in both colours.
func TestPatternsMatchThemselves(t *testing.T) {
	for _, pat := range mogoPatterns {
		for _, x := range []int{cellBlack, cellWhite} {
			var cells [8]int
			for i, d := range around3 {
				switch pat[d[1]+1][d[0]+1] {
				case 'X', 'o':
					cells[i] = x
				case 'O', 'x':
					cells[i] = cellBlack + cellWhite - x
				case '#':
					cells[i] = cellEdge
				}
			}
			if !matchesAny(cells) {
				t.Errorf("%v with X=%d does not match itself", pat, x)
			}
		}
	}
}

// transpose turns a diagram of "c c c" rows about its diagonal.
func transpose(rows []string) []string {
	n := len(rows)
	out := make([]string, n)
	for x := range n {
		row := make([]byte, 0, 2*n)
		for y := range n {
			if y > 0 {
				row = append(row, ' ')
			}
			row = append(row, rows[y][2*x])
		}
		out[x] = string(row)
	}
	return out
}
