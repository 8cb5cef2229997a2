package chess

import (
	c "gamehall/internal/games/chess"
)

// Piece-square tables, built from a few rules of thumb rather than typed
// in: knights and bishops want the centre, pawns want to advance (and
// the centre pawns to leave home), rooks like the seventh rank, the king
// hides in a corner in the middlegame and walks to the centre in the
// endgame. Indexed [piece type][square] from white's side; black reads
// the mirrored square.
var pstMG, pstEG [7][64]int

// centrality is 0 on the edge and 3 on the four centre squares.
func centrality(f, r int) int {
	df, dr := absInt(2*f-7), absInt(2*r-7) // 1, 3, 5 or 7
	d := max(df, dr)
	return (7 - d) / 2
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func init() {
	pawnAdvanceMG := [8]int{0, 0, 3, 8, 16, 30, 55, 0}
	pawnAdvanceEG := [8]int{0, 0, 6, 14, 26, 45, 75, 0}
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		cen := centrality(f, r)
		centreFile := f == 3 || f == 4

		p := pawnAdvanceMG[r]
		if centreFile && (r == 3 || r == 4) {
			p += 14
		} else if (f == 2 || f == 5) && (r == 3 || r == 4) {
			p += 6
		}
		if centreFile && r == 1 {
			p -= 12 // a centre pawn still at home blocks the bishops
		}
		pstMG[c.Pawn][s], pstEG[c.Pawn][s] = p, pawnAdvanceEG[r]

		pstMG[c.Knight][s] = 12*cen - 24
		pstEG[c.Knight][s] = 9*cen - 18
		if r >= 4 && r <= 5 {
			pstMG[c.Knight][s] += 6 // an outpost in the enemy half
		}

		b := 5*cen - 8
		if f == r || f+r == 7 {
			b += 6 // the long diagonals
		}
		if r == 0 {
			b -= 8 // undeveloped
		}
		pstMG[c.Bishop][s], pstEG[c.Bishop][s] = b, 4*cen-8

		if r == 6 {
			pstMG[c.Rook][s], pstEG[c.Rook][s] = 16, 10
		}
		if r == 0 && (f == 3 || f == 4 || f == 5) {
			pstMG[c.Rook][s] += 5 // centralised after castling
		}

		pstMG[c.Queen][s] = 2*cen - 4
		pstEG[c.Queen][s] = 6*cen - 10
		if r == 0 {
			pstMG[c.Queen][s] += 2
		}

		k := -22 * r
		switch f {
		case 6, 1:
			k += 22
		case 7, 2:
			k += 14
		case 0:
			k += 8
		case 5, 3:
			k -= 6
		case 4:
			k -= 2
		}
		pstMG[c.King][s] = max(k, -90)
		pstEG[c.King][s] = 12*cen - 20
	}
}

// mirror maps a square to the square seen from the other side.
func mirror(s c.Square) c.Square { return s ^ 56 }
