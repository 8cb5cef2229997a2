package baduk

import (
	"strconv"

	"gamehall/internal/games/kit"
)

// Score is a Chinese area count: every live stone and every empty point
// surrounded only by one colour belongs to that colour; dead stones are
// taken off first and their points count for whoever surrounds them.
// Empty regions that touch both colours (dame, the shared liberties of a
// seki) belong to nobody.
type Score struct {
	BlackStones, WhiteStones       int
	BlackTerritory, WhiteTerritory int
	Dame                           int
	KomiHalf                       int
	// Owner is, row by row, the colour each point counts for (Empty for
	// nobody); dead stones count for the opponent.
	Owner []Color
}

// Black is Black's total.
func (s Score) Black() int { return s.BlackStones + s.BlackTerritory }

// White is White's total before komi.
func (s Score) White() int { return s.WhiteStones + s.WhiteTerritory }

// MarginHalf is Black's total minus White's total with komi, in half
// points: positive when Black wins.
func (s Score) MarginHalf() int { return 2*(s.Black()-s.White()) - s.KomiHalf }

// Winner is the colour ahead, or Empty for a draw (whole-point komi).
func (s Score) Winner() Color {
	switch m := s.MarginHalf(); {
	case m > 0:
		return Black
	case m < 0:
		return White
	}
	return Empty
}

// Text is the result as SGF writes it: "B+3.5", "W+0.5" or "0".
func (s Score) Text() string { return ResultText(s.Winner(), s.MarginHalf(), false) }

// ResultText formats a result: winner and margin in half points, or a
// resignation ("B+R"); "0" is a draw.
func ResultText(winner Color, marginHalf int, resigned bool) string {
	if !winner.IsStone() {
		return "0"
	}
	if resigned {
		return winner.Letter() + "+R"
	}
	return winner.Letter() + "+" + HalfPoints(kit.Abs(marginHalf))
}

// HalfPoints writes a count of half points as a number: 15 is "7.5".
func HalfPoints(h int) string {
	s := strconv.Itoa(h / 2)
	if h < 0 && h/2 == 0 {
		s = "-0"
	}
	if h%2 != 0 {
		s += ".5"
	}
	return s
}

// AreaScore counts the board with the given stones taken off as dead.
func AreaScore(b *Board, dead map[Point]bool, komiHalf int) Score {
	n := b.Size()
	s := Score{KomiHalf: komiHalf, Owner: make([]Color, n*n)}
	alive := func(p Point) Color {
		if c := b.Cell(p); c.IsStone() && !dead[p] {
			return c
		}
		return Empty
	}
	var visited [maxCells]bool
	var stack, region []Point
	for y := range n {
		for x := range n {
			p := b.PointAt(x, y)
			if c := alive(p); c != Empty {
				s.Owner[y*n+x] = c
				if c == Black {
					s.BlackStones++
				} else {
					s.WhiteStones++
				}
				continue
			}
			if visited[p] {
				continue
			}
			// Flood the region of empty and dead points from p and note
			// which live colours border it.
			var borders [3]bool
			region = region[:0]
			stack = append(stack[:0], p)
			visited[p] = true
			for len(stack) > 0 {
				q := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				region = append(region, q)
				for _, r := range b.Neighbours(q) {
					if b.Cell(r) == offBoard {
						continue
					}
					if c := alive(r); c != Empty {
						borders[c] = true
					} else if !visited[r] {
						visited[r] = true
						stack = append(stack, r)
					}
				}
			}
			owner := Empty
			switch {
			case borders[Black] && !borders[White]:
				owner = Black
				s.BlackTerritory += len(region)
			case borders[White] && !borders[Black]:
				owner = White
				s.WhiteTerritory += len(region)
			default:
				s.Dame += len(region)
			}
			for _, q := range region {
				qx, qy := b.XY(q)
				s.Owner[qy*n+qx] = owner
			}
		}
	}
	return s
}
