package chess

import "math/bits"

// Bitboard is a set of squares, bit i standing for Square(i) (a1 = 0,
// h1 = 7, a8 = 56, h8 = 63).
type Bitboard uint64

// Square is a board square, a1 = 0 through h8 = 63.
type Square uint8

// NoSquare marks an absent square (for example no en passant target).
const NoSquare Square = 64

// File and rank masks used by the move generator and the evaluation.
const (
	FileA Bitboard = 0x0101010101010101
	FileH Bitboard = FileA << 7
	Rank1 Bitboard = 0xff
	Rank2 Bitboard = Rank1 << 8
	Rank3 Bitboard = Rank1 << 16
	Rank4 Bitboard = Rank1 << 24
	Rank5 Bitboard = Rank1 << 32
	Rank6 Bitboard = Rank1 << 40
	Rank7 Bitboard = Rank1 << 48
	Rank8 Bitboard = Rank1 << 56
	// DarkSquares holds a1, c1, ... (the squares a dark-squared bishop uses).
	DarkSquares Bitboard = 0xaa55aa55aa55aa55
)

// MakeSquare returns the square on file f and rank r (both 0..7).
func MakeSquare(f, r int) Square { return Square(r*8 + f) }

// File returns the square's file, 0 (a) to 7 (h).
func (s Square) File() int { return int(s & 7) }

// Rank returns the square's rank, 0 (rank 1) to 7 (rank 8).
func (s Square) Rank() int { return int(s >> 3) }

// String returns the square's name, e.g. "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s >= 64 {
		return "-"
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// ParseSquare reads a square name such as "e4".
func ParseSquare(name string) (Square, bool) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return NoSquare, false
	}
	return MakeSquare(int(name[0]-'a'), int(name[1]-'1')), true
}

// Bit returns the bitboard holding only square s.
func (s Square) Bit() Bitboard { return 1 << (s & 63) }

// Has reports whether square s is in the set.
func (b Bitboard) Has(s Square) bool { return b&s.Bit() != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// PopFirst removes the lowest square from the set and returns it.
func (b *Bitboard) PopFirst() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

// More reports whether the set has more than one square.
func (b Bitboard) More() bool { return b&(b-1) != 0 }

func shiftEast(b Bitboard) Bitboard { return (b &^ FileH) << 1 }
func shiftWest(b Bitboard) Bitboard { return (b &^ FileA) >> 1 }
