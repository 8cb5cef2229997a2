package chess

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposing side.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is a kind of piece regardless of colour.
type PieceType uint8

// The piece types; NoType is an empty square.
const (
	NoType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// Piece is a coloured piece: its type in the low three bits and its
// colour in bit 3. NoPiece (0) is an empty square.
type Piece uint8

// NoPiece is an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of colour c and type t.
func MakePiece(c Color, t PieceType) Piece { return Piece(t) | Piece(c)<<3 }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

const pieceLetters = " PNBRQK  pnbrqk"

// Letter returns the FEN letter of the piece: upper case for white,
// lower case for black, ' ' for NoPiece.
func (p Piece) Letter() byte {
	if int(p) >= len(pieceLetters) {
		return ' '
	}
	return pieceLetters[p]
}

// pieceFromLetter reads a FEN piece letter.
func pieceFromLetter(ch byte) (Piece, bool) {
	for i := 1; i < len(pieceLetters); i++ {
		if pieceLetters[i] == ch && ch != ' ' {
			return Piece(i), true
		}
	}
	return NoPiece, false
}

// Letter returns the upper-case SAN letter of a piece type ("" for pawns).
func (t PieceType) Letter() string {
	switch t {
	case Knight:
		return "N"
	case Bishop:
		return "B"
	case Rook:
		return "R"
	case Queen:
		return "Q"
	case King:
		return "K"
	}
	return ""
}
