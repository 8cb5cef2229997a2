package checkers

import (
	"math/bits"

	game "gamehall/internal/games/checkers"
)

// Piece values and positional terms, in hundredths of a man.
const (
	manValue  = 100
	kingValue = 280
	// mainRoad rewards a king on the long diagonal a1-h8, the road
	// that decides many king endings.
	mainRoad = 15
	// guard rewards men still on the key squares of the own back rank,
	// which keep the opponent's men from crowning.
	guard = 8
	// center rewards men on the four central squares.
	center = 5
)

// advance is the bonus of a man by rank counted from its own side.
var advance = [8]int{0, 0, 3, 6, 10, 15, 24, 0}

var (
	rankMask               [8]uint64
	longDiagonal           uint64
	whiteGuard, blackGuard uint64
	centerMask             uint64
)

func init() {
	for r := range 8 {
		for f := range 8 {
			if (r+f)%2 == 0 {
				rankMask[r] |= game.SquareAt(f, r).Bit()
			}
		}
		longDiagonal |= game.SquareAt(r, r).Bit()
	}
	for _, n := range []string{"c1", "e1"} {
		s, _ := game.ParseSquare(n)
		whiteGuard |= s.Bit()
	}
	for _, n := range []string{"d8", "f8"} {
		s, _ := game.ParseSquare(n)
		blackGuard |= s.Bit()
	}
	for _, n := range []string{"c5", "d4", "e5", "f4"} {
		s, _ := game.ParseSquare(n)
		centerMask |= s.Bit()
	}
}

// evaluate scores a position for the side to move.
func evaluate(p *game.Position) int {
	wMen, bMen := p.White&^p.Kings, p.Black&^p.Kings
	wKings, bKings := p.White&p.Kings, p.Black&p.Kings
	nwm, nbm := bits.OnesCount64(wMen), bits.OnesCount64(bMen)
	nwk, nbk := bits.OnesCount64(wKings), bits.OnesCount64(bKings)

	material := (nwm-nbm)*manValue + (nwk-nbk)*kingValue
	score := material
	for r := 1; r < 7; r++ {
		score += advance[r] * (bits.OnesCount64(wMen&rankMask[r]) - bits.OnesCount64(bMen&rankMask[7-r]))
	}
	score += center * (bits.OnesCount64(wMen&centerMask) - bits.OnesCount64(bMen&centerMask))
	score += mainRoad * (bits.OnesCount64(wKings&longDiagonal) - bits.OnesCount64(bKings&longDiagonal))
	if nbk == 0 {
		score += guard * bits.OnesCount64(wMen&whiteGuard)
	}
	if nwk == 0 {
		score -= guard * bits.OnesCount64(bMen&blackGuard)
	}
	// The side ahead gains by trading pieces off.
	pieces := nwm + nbm + nwk + nbk
	score += material * (24 - pieces) / 64

	if p.Side == game.Black {
		return -score
	}
	return score
}
