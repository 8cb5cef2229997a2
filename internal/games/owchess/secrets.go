package owchess

import (
	"strconv"

	"gamehall/internal/games/kit"
)

var _ kit.Keeper = (*State)(nil)

// Secrets are the squares under the seat's fog that hold something (a
// piece, a bonus, a coin): each must look like a fogged empty square of
// the same colour, merchant and edge labels, in the view and on the page
// (where a square is marked by data-sq); and the RNG, which rolls the
// bonuses to come. The enemy's coins are a number and are not listed.
func (s *State) Secrets(seat int) []kit.Secret {
	out := []kit.Secret{kit.RNGSecret(s.pcg)}
	if s.Over() {
		return out
	}
	me := s.side(seat)
	open := s.rec.Fog[me].Open()
	if s.rec.Cover {
		open = [64]bool{}
	}
	from, to := s.lastSeen(me)
	var filled, empty []int
	for sq, c := range s.rec.Board {
		name := SquareName(sq)
		switch {
		case open[sq] || name == from || name == to:
		case c.P.Kind != None || c.Bonus != NoBonus || c.Coin:
			filled = append(filled, sq)
		default:
			empty = append(empty, sq)
		}
	}
	for _, sq := range filled {
		for _, t := range empty {
			a, b := squarePlace(me, sq), squarePlace(me, t)
			if a.row == 7 != (b.row == 7) || a.col == 0 != (b.col == 0) || (File(sq)+Rank(sq))%2 != (File(t)+Rank(t))%2 || IsMerchant(sq) != IsMerchant(t) {
				continue
			}
			what := "what stands under the fog on " + SquareName(sq)
			out = append(out, kit.Look(what, a.Place, b.Place),
				kit.Look(what, kit.Place{Path: "/Known/" + strconv.Itoa(sq)}, kit.Place{Path: "/Known/" + strconv.Itoa(t)}))
			break
		}
	}
	return out
}

// shownSquare is a square where the seat's view shows it.
type shownSquare struct {
	kit.Place
	row, col int
}

// squarePlace is where a square is in the view of the side me (its place
// in Squares, which runs from that side's top left) and on the page, and
// the names it goes by there: its own and its edge labels.
func squarePlace(me Color, sq int) shownSquare {
	f, rk := File(sq), Rank(sq)
	row, col := 7-rk, f
	if me == Black {
		row, col = rk, 7-f
	}
	name := SquareName(sq)
	file, rank := string(rune('a'+f)), strconv.Itoa(rk+1)
	return shownSquare{Place: kit.Place{
		Path: "/Squares/" + strconv.Itoa(row*8+col),
		Mark: `data-sq="` + name + `"`,
		Names: []string{name, `"File":"` + file + `"`, `"Rank":"` + rank + `"`,
			`owc-file" aria-hidden="true">` + file + "<", `owc-rank" aria-hidden="true">` + rank + "<"},
	}, row: row, col: col}
}
