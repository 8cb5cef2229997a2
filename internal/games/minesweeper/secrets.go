package minesweeper

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*state)(nil)

// Secrets are, until the end, where the mines lie and how many touch each
// unopened cell: every unopened cell must look like one unopened safe
// cell with the same flag (in the view and on the page, where a cell is
// marked by its data-x and data-y); and the RNG, which places the mines
// at the first reveal.
func (s *state) Secrets(int) []kit.Secret {
	out := []kit.Secret{kit.RNGSecret(s.rng)}
	if s.status.Over() {
		return out
	}
	b := &s.board
	twin := [2]int{-1, -1} // the first unopened safe cell without and with a flag
	for i := range b.cells {
		if !b.has(i, bitMine) && !b.has(i, bitOpen) {
			if f := flagIndex(b, i); twin[f] < 0 {
				twin[f] = i
			}
		}
	}
	for i := range b.cells {
		t := twin[flagIndex(b, i)]
		if b.has(i, bitOpen) || t < 0 || t == i {
			continue // no safe cell to compare with: every one like it is a mine
		}
		what := "the count of the unopened cell %d,%d"
		if b.has(i, bitMine) {
			what = "a mine at %d,%d"
		}
		out = append(out, kit.Look(fmt.Sprintf(what, i%b.w, i/b.w), cellPlace(b, i), cellPlace(b, t)))
	}
	return out
}

func flagIndex(b *board, i int) int {
	if b.has(i, bitFlag) {
		return 1
	}
	return 0
}

// cellPlace is where cell i is in the view (Cells[i]) and on the page.
func cellPlace(b *board, i int) kit.Place {
	x, y := strconv.Itoa(i%b.w), strconv.Itoa(i/b.w)
	at := `data-x="` + x + `" data-y="` + y + `"`
	return kit.Place{Path: "/Cells/" + strconv.Itoa(i), Mark: at, Names: []string{`value="` + x + "," + y + `"`, at}}
}
