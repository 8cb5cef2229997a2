package chess

// Attack tables for the leapers and the geometry the legal move
// generator needs (squares between two squares, the line through them).
// They are filled once at package start from the rules of movement.
var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	// between[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal, else nothing.
	between [64][64]Bitboard
	// line[a][b] holds the whole line through a and b (edge to edge)
	// when they share a rank, file or diagonal, else nothing.
	line [64][64]Bitboard
	// rookRays and bishopRays are the slider attacks on an empty board.
	rookRays   [64]Bitboard
	bishopRays [64]Bitboard
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func init() {
	initLeapers()
	initMagics()
	initLines()
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

func leaperAttacks(s Square, steps [][2]int) Bitboard {
	var b Bitboard
	for _, d := range steps {
		f, r := s.File()+d[0], s.Rank()+d[1]
		if onBoard(f, r) {
			b |= MakeSquare(f, r).Bit()
		}
	}
	return b
}

func initLeapers() {
	knight := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	king := [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	for s := Square(0); s < 64; s++ {
		knightAttacks[s] = leaperAttacks(s, knight)
		kingAttacks[s] = leaperAttacks(s, king)
		pawnAttacks[White][s] = leaperAttacks(s, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[Black][s] = leaperAttacks(s, [][2]int{{-1, -1}, {1, -1}})
		rookRays[s] = slideAttacks(s, 0, rookDirs[:])
		bishopRays[s] = slideAttacks(s, 0, bishopDirs[:])
	}
}

// slideAttacks walks each direction from s until the board edge or the
// first occupied square (included). It is the slow reference the magic
// tables are built from.
func slideAttacks(s Square, occ Bitboard, dirs [][2]int) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for onBoard(f, r) {
			t := MakeSquare(f, r)
			b |= t.Bit()
			if occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return b
}

func initLines() {
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			switch {
			case rookRays[a].Has(b):
				line[a][b] = (rookRays[a] & rookRays[b]) | a.Bit() | b.Bit()
				between[a][b] = RookAttacks(a, b.Bit()) & RookAttacks(b, a.Bit())
			case bishopRays[a].Has(b):
				line[a][b] = (bishopRays[a] & bishopRays[b]) | a.Bit() | b.Bit()
				between[a][b] = BishopAttacks(a, b.Bit()) & BishopAttacks(b, a.Bit())
			}
		}
	}
}

// KnightAttacks returns the squares a knight on s attacks.
func KnightAttacks(s Square) Bitboard { return knightAttacks[s&63] }

// KingAttacks returns the squares a king on s attacks.
func KingAttacks(s Square) Bitboard { return kingAttacks[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks.
func PawnAttacks(c Color, s Square) Bitboard { return pawnAttacks[c&1][s&63] }

// QueenAttacks returns the squares a queen on s attacks given the
// occupied squares occ.
func QueenAttacks(s Square, occ Bitboard) Bitboard {
	return RookAttacks(s, occ) | BishopAttacks(s, occ)
}
