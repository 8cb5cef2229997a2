package checkers

import "math/bits"

// Square is a dark square, as its bit index in the ghost layout: the
// square on rank r (0 = rank 1) and file f (0 = file a), with r+f even,
// is bit (9r+f)/2. Stepping one square diagonally is then always the same
// shift: +4 up-left, +5 up-right, -5 down-left, -4 down-right. Bits 4, 13,
// 22 and 31 are ghosts (the step off the a- or h-file lands there), so a
// shift never wraps onto a real square.
type Square uint8

// NoSquare marks the absence of a square (a step off the board).
const NoSquare Square = 0xff

// bitsInLayout is the number of bit positions the layout spans.
const bitsInLayout = 36

// BoardMask holds the bits of the 32 real squares.
const BoardMask uint64 = 0xF7FBFDFEF // bits 0-35 without 4, 13, 22, 31

// Promotion rows: white crowns on rank 8, black on rank 1.
const (
	rank8Mask uint64 = 0xF << 32
	rank1Mask uint64 = 0xF
)

// The four diagonal directions, as indexes into steps and neighbour.
const (
	upLeft = iota
	upRight
	downLeft
	downRight
	numDirs
)

// steps are the shifts of the four directions in the layout.
var steps = [numDirs]int{4, 5, -5, -4}

// neighbour[s][d] is the next square from s in direction d, or NoSquare.
var neighbour [bitsInLayout][numDirs]Square

// squareRank and squareFile give a square's coordinates (0-7).
var squareRank, squareFile [bitsInLayout]int8

func init() {
	for s := range bitsInLayout {
		squareRank[s], squareFile[s] = -1, -1
		for d := range numDirs {
			neighbour[s][d] = NoSquare
		}
	}
	for r := range 8 {
		for f := range 8 {
			if (r+f)%2 != 0 {
				continue
			}
			s := SquareAt(f, r)
			squareRank[s], squareFile[s] = int8(r), int8(f)
		}
	}
	for s := range Square(bitsInLayout) {
		if !s.Valid() {
			continue
		}
		for d, step := range steps {
			t := int(s) + step
			if t >= 0 && t < bitsInLayout && Square(t).Valid() {
				neighbour[s][d] = Square(t)
			}
		}
	}
}

// SquareAt returns the dark square at file f and rank r (both 0-7); the
// caller must pass a dark square (f+r even).
func SquareAt(f, r int) Square { return Square((9*r + f) / 2) }

// Valid reports whether s is one of the 32 real squares.
func (s Square) Valid() bool { return s < bitsInLayout && BoardMask&(1<<s) != 0 }

// Bit is the square's bitboard.
func (s Square) Bit() uint64 { return 1 << s }

// File is the square's file, 0 for a to 7 for h.
func (s Square) File() int { return int(squareFile[s]) }

// Rank is the square's rank, 0 for rank 1 to 7 for rank 8.
func (s Square) Rank() int { return int(squareRank[s]) }

// String names the square in the usual way, a1 to h8.
func (s Square) String() string {
	if !s.Valid() {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare reads a square name such as "c3"; light squares and
// anything else are refused.
func ParseSquare(name string) (Square, bool) {
	if len(name) != 2 {
		return NoSquare, false
	}
	f, r := int(name[0])-'a', int(name[1])-'1'
	if name[0] >= 'A' && name[0] <= 'H' {
		f = int(name[0]) - 'A'
	}
	if f < 0 || f > 7 || r < 0 || r > 7 || (f+r)%2 != 0 {
		return NoSquare, false
	}
	return SquareAt(f, r), true
}

// shift moves every bit of b one step in direction d.
func shift(b uint64, d int) uint64 {
	if s := steps[d]; s > 0 {
		return b << uint(s)
	} else {
		return b >> uint(-s)
	}
}

// popFirst removes and returns the lowest square of *b.
func popFirst(b *uint64) Square {
	s := Square(bits.TrailingZeros64(*b))
	*b &= *b - 1
	return s
}

// squaresOf lists the squares of a bitboard in ascending bit order.
func squaresOf(b uint64) []Square {
	out := make([]Square, 0, bits.OnesCount64(b))
	for b != 0 {
		out = append(out, popFirst(&b))
	}
	return out
}
