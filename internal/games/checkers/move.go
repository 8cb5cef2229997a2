package checkers

import "math/bits"

// maxPath bounds a move's squares: a piece captures at most the twelve
// pieces of the other side, so a path has at most thirteen squares.
const maxPath = 13

// Move is one legal move. Two capture sequences with the same start, end,
// set of captured pieces and crowning leave the same position, so they
// are one Move; Path holds one of them (the generator keeps the first it
// finds, Paths lists them all).
type Move struct {
	From, To Square
	// Crowns is set when a man ends the move as a king (on the last
	// rank, or having passed it in the middle of a capture).
	Crowns bool
	// Len is how many squares of Path are used: 2 for a quiet move,
	// one more than the number of captured pieces for a capture.
	Len uint8
	// Captured holds the squares of the pieces taken.
	Captured uint64
	// Path is the squares the piece stands on: From, each landing
	// square, To.
	Path [maxPath]Square
}

// IsCapture reports whether the move takes pieces.
func (m *Move) IsCapture() bool { return m.Captured != 0 }

// Captures is the number of pieces taken.
func (m *Move) Captures() int { return bits.OnesCount64(m.Captured) }

// Squares returns the move's path as a fresh slice.
func (m *Move) Squares() []Square { return append([]Square(nil), m.Path[:m.Len]...) }

// SameAs reports whether two moves are the same move: same start, end,
// captured pieces and crowning (the path between may differ).
func (m *Move) SameAs(o *Move) bool {
	return m.From == o.From && m.To == o.To && m.Captured == o.Captured && m.Crowns == o.Crowns
}
