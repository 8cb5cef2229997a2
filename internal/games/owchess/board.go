package owchess

import "gamehall/internal/games/chess"

// Color is a side, as in chess: White moves first.
type Color = chess.Color

// The two sides.
const (
	White = chess.White
	Black = chess.Black
)

// Kind is a piece's type, as in chess; None marks an empty square.
type Kind = chess.PieceType

// The piece kinds.
const (
	None   = chess.NoType
	Pawn   = chess.Pawn
	Knight = chess.Knight
	Bishop = chess.Bishop
	Rook   = chess.Rook
	Queen  = chess.Queen
	King   = chess.King
)

// letters are the FEN letters of the kinds, upper case.
const letters = ".PNBRQK"

// Starting HP of each kind.
var baseHP = [7]int{Pawn: 1, Knight: 3, Bishop: 3, Rook: 3, Queen: 3, King: 5}

// BaseHP is the HP a piece of the kind starts with.
func BaseHP(k Kind) int { return baseHP[k] }

// Piece is what stands on a square: a kind, a side and its hit points.
type Piece struct {
	Kind  Kind  `json:"k"`
	Color Color `json:"c"`
	HP    int   `json:"h"`
	Max   int   `json:"m"`
}

// NewPiece returns a fresh piece with its starting HP.
func NewPiece(k Kind, c Color) Piece {
	return Piece{Kind: k, Color: c, HP: baseHP[k], Max: baseHP[k]}
}

// Letter is the FEN letter: upper case for white, lower for black.
func (p Piece) Letter() string {
	if p.Kind == None {
		return ""
	}
	return string(chess.MakePiece(p.Color, p.Kind).Letter())
}

// Bonus is the kind of a bonus square; NoBonus for none.
type Bonus uint8

// The bonuses a square can hold.
const (
	NoBonus Bonus = iota
	Regen
	HPUpgrade
	Damage
	KingHP
	AddPiece
)

var bonusNames = [...]string{"", "regen", "hp_upgrade", "damage", "king_hp_upgrade", "add_piece"}

// String returns the bonus's stable name ("regen", "damage", ...).
func (b Bonus) String() string {
	if int(b) < len(bonusNames) {
		return bonusNames[b]
	}
	return ""
}

// Cell is one square of the board: a piece (Kind None when empty), a
// bonus and a coin lying there.
type Cell struct {
	P     Piece `json:"p"`
	Bonus Bonus `json:"b,omitempty"`
	Coin  bool  `json:"o,omitempty"`
}

// Board is the 64 squares, a1 = 0, b1 = 1, ..., h8 = 63.
type Board [64]Cell

// Sq makes a square index from a file and a rank (0..7 each).
func Sq(file, rank int) int { return rank*8 + file }

// File and Rank split a square index.
func File(sq int) int { return sq & 7 }

// Rank returns the square's rank, 0 for rank 1.
func Rank(sq int) int { return sq >> 3 }

// SquareName returns "e4" for a square index.
func SquareName(sq int) string {
	return string([]byte{byte('a' + File(sq)), byte('1' + Rank(sq))})
}

// ParseSquare reads "e4"; ok is false for anything else.
func ParseSquare(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, false
	}
	return Sq(int(s[0]-'a'), int(s[1]-'1')), true
}

// Merchants are the squares where merchants stand: the edge squares of
// the two middle ranks (a4, h4, a5, h5).
var Merchants = [4]int{Sq(0, 3), Sq(7, 3), Sq(0, 4), Sq(7, 4)}

// IsMerchant reports whether a merchant stands on sq.
func IsMerchant(sq int) bool {
	for _, m := range Merchants {
		if m == sq {
			return true
		}
	}
	return false
}

// StartBoard is the usual chess position with fresh pieces.
func StartBoard() Board {
	var b Board
	back := [8]Kind{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}
	for f := 0; f < 8; f++ {
		b[Sq(f, 0)].P = NewPiece(back[f], White)
		b[Sq(f, 1)].P = NewPiece(Pawn, White)
		b[Sq(f, 6)].P = NewPiece(Pawn, Black)
		b[Sq(f, 7)].P = NewPiece(back[f], Black)
	}
	return b
}

// KingSquare returns the square of a side's king, or -1.
func (b *Board) KingSquare(c Color) int {
	for sq := range b {
		if p := b[sq].P; p.Kind == King && p.Color == c {
			return sq
		}
	}
	return -1
}
