package minesweeper

import "math/rand/v2"

// Cell bits of the internal board; one byte per cell.
const (
	bitMine     byte = 1 << iota // a mine lies here
	bitOpen                      // revealed (a mine is opened only by exploding)
	bitFlag                      // flagged by the player
	bitExploded                  // the mine that ended the game
	cellBits    = bitMine | bitOpen | bitFlag | bitExploded
)

// board is the field: its size and one byte of bits per cell, row by row.
type board struct {
	w, h  int
	cells []byte
}

func (b *board) index(x, y int) int { return y*b.w + x }

// neighbours writes the indices of the up to eight cells around i into buf
// and returns the used part, so hot loops do not allocate.
func (b *board) neighbours(i int, buf *[8]int) []int {
	x, y := i%b.w, i/b.w
	n := 0
	for dy := -1; dy <= 1; dy++ {
		ny := y + dy
		if ny < 0 || ny >= b.h {
			continue
		}
		for dx := -1; dx <= 1; dx++ {
			nx := x + dx
			if (dx == 0 && dy == 0) || nx < 0 || nx >= b.w {
				continue
			}
			buf[n] = ny*b.w + nx
			n++
		}
	}
	return buf[:n]
}

func (b *board) has(i int, bit byte) bool { return b.cells[i]&bit != 0 }

// count is the number of mines around cell i.
func (b *board) count(i int) int {
	var buf [8]int
	n := 0
	for _, j := range b.neighbours(i, &buf) {
		if b.has(j, bitMine) {
			n++
		}
	}
	return n
}

// placeMines lays n mines at random, keeping the first cell and its
// neighbours free; when the field is too dense for that, only the first
// cell itself is kept free.
func (b *board) placeMines(first, n int, rng *rand.Rand) {
	var buf [8]int
	near := b.neighbours(first, &buf)
	keepNear := len(b.cells)-1-len(near) >= n
	free := make([]int, 0, len(b.cells))
	for i := range b.cells {
		if i == first || (keepNear && isNeighbour(b, first, i)) {
			continue
		}
		free = append(free, i)
	}
	// A partial Fisher-Yates shuffle: the first n entries are the mines.
	for k := 0; k < n; k++ {
		j := k + rng.IntN(len(free)-k)
		free[k], free[j] = free[j], free[k]
		b.cells[free[k]] |= bitMine
	}
}

// isNeighbour reports whether cells i and j touch (sides or corners).
func isNeighbour(b *board, i, j int) bool {
	dx, dy := i%b.w-j%b.w, i/b.w-j/b.w
	return i != j && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1
}

// flood opens cell i and, while it finds cells with no mine around, their
// neighbours too, skipping flags. It uses an explicit stack (no recursion)
// and returns how many cells it opened. Cell i must be a hidden safe cell.
func (b *board) flood(i int) int {
	var buf [8]int
	opened := 0
	stack := []int{i}
	b.cells[i] |= bitOpen
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		opened++
		if b.count(c) != 0 {
			continue
		}
		for _, j := range b.neighbours(c, &buf) {
			if b.cells[j]&(bitOpen|bitFlag|bitMine) == 0 {
				b.cells[j] |= bitOpen
				stack = append(stack, j)
			}
		}
	}
	return opened
}

// bv3 is the board's 3BV, the fewest clicks that clear it: one per
// opening (a connected group of zero cells, which opens with its border)
// plus one per numbered safe cell that touches no zero cell. solved is the
// part of it already done: openings with an opened zero cell plus opened
// lone numbers.
func (b *board) bv3() (total, solved int) {
	var buf [8]int
	seen := make([]bool, len(b.cells))
	var stack []int
	for i := range b.cells {
		if seen[i] || b.has(i, bitMine) || b.count(i) != 0 {
			continue
		}
		// A new opening: walk its zero cells and border.
		total++
		done := false
		seen[i] = true
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if b.has(c, bitOpen) {
				done = true
			}
			for _, j := range b.neighbours(c, &buf) {
				if seen[j] {
					continue
				}
				seen[j] = true
				if b.count(j) == 0 {
					stack = append(stack, j)
				}
			}
		}
		if done {
			solved++
		}
	}
	for i := range b.cells {
		if !seen[i] && !b.has(i, bitMine) {
			total++
			if b.has(i, bitOpen) {
				solved++
			}
		}
	}
	return total, solved
}
