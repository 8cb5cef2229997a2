package baduk

import "fmt"

// MaxHandicap is the most handicap stones a fixed placement has.
const MaxHandicap = 9

// HandicapPoints are the star points of a fixed handicap of n stones (2
// to MaxHandicap) on a board of the given size, in the order GTP's
// fixed_handicap lists them: the two opposite corners first (D4 and Q16
// on 19x19), then the other two, the centre for an odd count, the side
// points and the centre again last.
func HandicapPoints(size, n int) ([]Vertex, error) {
	if !ValidSize(size) {
		return nil, fmt.Errorf("baduk: board size %d is not 9, 13 or 19", size)
	}
	if n < 2 || n > MaxHandicap {
		return nil, fmt.Errorf("baduk: a handicap is 2 to %d stones, not %d", MaxHandicap, n)
	}
	edge := 3 // the 4-4 points
	if size == 9 {
		edge = 2 // the 3-3 points
	}
	lo, mid, hi := edge, size/2, size-1-edge
	// Rows count from the top: (lo, hi) is the lower left corner (D4).
	lowerLeft, upperRight := Vertex{lo, hi}, Vertex{hi, lo}
	upperLeft, lowerRight := Vertex{lo, lo}, Vertex{hi, hi}
	leftSide, rightSide := Vertex{lo, mid}, Vertex{hi, mid}
	bottomSide, topSide := Vertex{mid, hi}, Vertex{mid, lo}
	centre := Vertex{mid, mid}
	corners := []Vertex{lowerLeft, upperRight, upperLeft, lowerRight}
	switch n {
	case 2, 3, 4:
		return corners[:n], nil
	case 5:
		return append(corners, centre), nil
	case 6:
		return append(corners, leftSide, rightSide), nil
	case 7:
		return append(corners, leftSide, rightSide, centre), nil
	case 8:
		return append(corners, leftSide, rightSide, bottomSide, topSide), nil
	}
	return append(corners, leftSide, rightSide, bottomSide, topSide, centre), nil
}
