package baduk

import (
	"strconv"
	"strings"
)

// columnLetters are the board's column names: I is skipped, as is usual.
const columnLetters = "ABCDEFGHJKLMNOPQRST"

// ColumnName is the letter of column x.
func ColumnName(x int) string { return columnLetters[x : x+1] }

// RowName is the number of row y on a board of the given size, counted
// from the bottom as players read it.
func RowName(size, y int) string { return strconv.Itoa(size - y) }

// VertexName names a point the way players and GTP do, e.g. "D4".
func VertexName(size, x, y int) string { return ColumnName(x) + RowName(size, y) }

// ParseVertex reads a name like "D4" (any case) on a board of the given
// size; ok is false for anything else. "pass" is not a vertex.
func ParseVertex(size int, name string) (x, y int, ok bool) {
	name = strings.ToUpper(strings.TrimSpace(name))
	if len(name) < 2 {
		return 0, 0, false
	}
	x = strings.IndexByte(columnLetters, name[0])
	row, err := strconv.Atoi(name[1:])
	if x < 0 || x >= size || err != nil || row < 1 || row > size {
		return 0, 0, false
	}
	return x, size - row, true
}
