package chess

// Move is one move packed in 16 bits: from (bits 0-5), to (6-11), the
// promotion piece (12-13: knight, bishop, rook, queen) and the kind
// (14-15: normal, promotion, en passant, castling). Castling is written
// as the king's move (e1g1). The zero Move is NoMove.
type Move uint16

// NoMove is the zero Move, never a legal move.
const NoMove Move = 0

const (
	kindNormal    = 0
	kindPromotion = 1 << 14
	kindEnPassant = 2 << 14
	kindCastle    = 3 << 14
	kindMask      = 3 << 14
)

func newMove(from, to Square) Move { return Move(from) | Move(to)<<6 }

func newPromotion(from, to Square, t PieceType) Move {
	return Move(from) | Move(to)<<6 | Move(t-Knight)<<12 | kindPromotion
}

// From returns the square the move starts on.
func (m Move) From() Square { return Square(m & 63) }

// To returns the square the move ends on.
func (m Move) To() Square { return Square(m>>6) & 63 }

// Promotion returns the piece a pawn becomes, or NoType.
func (m Move) Promotion() PieceType {
	if m&kindMask != kindPromotion {
		return NoType
	}
	return Knight + PieceType(m>>12&3)
}

// IsEnPassant reports whether the move is an en passant capture.
func (m Move) IsEnPassant() bool { return m&kindMask == kindEnPassant }

// IsCastle reports whether the move is castling.
func (m Move) IsCastle() bool { return m&kindMask == kindCastle }

// UCI returns the move in the long algebraic form UCI uses: e2e4,
// e7e8q, e1g1 for castling, 0000 for NoMove.
func (m Move) UCI() string {
	if m == NoMove {
		return "0000"
	}
	s := m.From().String() + m.To().String()
	if t := m.Promotion(); t != NoType {
		s += string("nbrq"[t-Knight])
	}
	return s
}

// String returns the UCI form of the move.
func (m Move) String() string { return m.UCI() }

// MoveList is a fixed-size list of moves, large enough for any position
// (the most known is 218), so generating moves allocates nothing.
type MoveList struct {
	Moves [256]Move
	N     int
}

// Slice returns the generated moves.
func (l *MoveList) Slice() []Move { return l.Moves[:l.N] }

func (l *MoveList) add(m Move) {
	l.Moves[l.N&255] = m
	l.N++
}
