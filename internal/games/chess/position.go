package chess

// Castling rights, one bit each.
const (
	WhiteKingside  = 1
	WhiteQueenside = 2
	BlackKingside  = 4
	BlackQueenside = 8
)

// castleKeep[s] is the rights that survive a move from or to s: moving
// a king or a rook, or capturing a rook on its corner, clears them.
var castleKeep [64]uint8

func init() {
	for s := range castleKeep {
		castleKeep[s] = 15
	}
	castleKeep[MakeSquare(4, 0)] = 15 &^ (WhiteKingside | WhiteQueenside)
	castleKeep[MakeSquare(7, 0)] = 15 &^ WhiteKingside
	castleKeep[MakeSquare(0, 0)] = 15 &^ WhiteQueenside
	castleKeep[MakeSquare(4, 7)] = 15 &^ (BlackKingside | BlackQueenside)
	castleKeep[MakeSquare(7, 7)] = 15 &^ BlackKingside
	castleKeep[MakeSquare(0, 7)] = 15 &^ BlackQueenside
}

// Position is a chess position: the pieces as bitboards and as a square
// list, the side to move, castling rights, the en passant target, the
// move clocks and the Zobrist hash. The zero value is not a position;
// use NewPosition or ParseFEN. Copying a Position copies it completely.
type Position struct {
	board   [64]Piece
	byType  [8]Bitboard // index 0 and 7 are unused
	byColor [2]Bitboard
	hash    uint64
	// ep is the square a pawn just skipped over, or NoSquare.
	ep       Square
	side     Color
	castle   uint8
	halfmove uint16 // plies since the last capture or pawn move
	fullmove uint16
}

// StartFEN is the standard starting position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// NewPosition returns the standard starting position.
func NewPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err) // the constant is valid; a failure is a bug here
	}
	return p
}

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s&63] }

// Pieces returns the squares of colour c's pieces of type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard {
	return p.byType[t&7] & p.byColor[c&1]
}

// ByType returns the squares of both sides' pieces of type t.
func (p *Position) ByType(t PieceType) Bitboard { return p.byType[t&7] }

// ByColor returns the squares of colour c's pieces.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c&1] }

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.byColor[0] | p.byColor[1] }

// Side returns the side to move.
func (p *Position) Side() Color { return p.side }

// Castling returns the castling rights (WhiteKingside | ...).
func (p *Position) Castling() uint8 { return p.castle }

// EnPassant returns the square a pawn just skipped over, or NoSquare.
func (p *Position) EnPassant() Square { return p.ep }

// HalfmoveClock returns the plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return int(p.halfmove) }

// Fullmove returns the move number, starting at 1 and counting up after
// each black move.
func (p *Position) Fullmove() int { return int(p.fullmove) }

// Hash returns the Zobrist hash. Two positions with the same pieces,
// side to move, castling rights and capturable en passant square have
// the same hash.
func (p *Position) Hash() uint64 { return p.hash }

// KingSquare returns the square of colour c's king.
func (p *Position) KingSquare(c Color) Square {
	return (p.byType[King] & p.byColor[c&1]).First()
}

func (p *Position) put(pc Piece, s Square) {
	p.set(pc, s)
	p.hash ^= zobristPiece[pc&15][s&63]
}

func (p *Position) remove(s Square) {
	pc := p.board[s&63]
	p.clear(s)
	p.hash ^= zobristPiece[pc&15][s&63]
}

// movePiece moves the piece on from to the empty square to.
func (p *Position) movePiece(from, to Square) {
	pc := p.board[from&63]
	p.shift(from, to)
	p.hash ^= zobristPiece[pc&15][from&63] ^ zobristPiece[pc&15][to&63]
}

// epHashed reports whether the en passant square counts in the hash:
// only when a pawn of the side to move stands ready to capture there.
func (p *Position) epHashed() bool {
	return p.ep != NoSquare && pawnAttacks[p.side.Other()][p.ep&63]&p.Pieces(p.side, Pawn) != 0
}

// computeHash recomputes the hash from scratch (FEN parsing and tests).
func (p *Position) computeHash() uint64 {
	var h uint64
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			h ^= zobristPiece[pc&15][s]
		}
	}
	h ^= zobristCastle[p.castle&15]
	if p.epHashed() {
		h ^= zobristEP[p.ep.File()]
	}
	if p.side == Black {
		h ^= zobristBlack
	}
	return h
}
