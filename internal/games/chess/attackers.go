package chess

// attackersTo returns the pieces of both colours attacking s when the
// occupied squares are occ.
func (p *Position) attackersTo(s Square, occ Bitboard) Bitboard {
	s &= 63
	return pawnAttacks[Black][s]&p.Pieces(White, Pawn) |
		pawnAttacks[White][s]&p.Pieces(Black, Pawn) |
		knightAttacks[s]&p.byType[Knight] |
		kingAttacks[s]&p.byType[King] |
		RookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen]) |
		BishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen])
}

// AttackersTo returns the pieces of both colours attacking s when the
// occupied squares are occ (occ may differ from the board, as in a
// static exchange evaluation).
func (p *Position) AttackersTo(s Square, occ Bitboard) Bitboard { return p.attackersTo(s, occ) }

// attackedBy reports whether colour by attacks s when the occupied
// squares are occ. It tries the cheap tests first.
func (p *Position) attackedBy(s Square, by Color, occ Bitboard) bool {
	s &= 63
	them := p.byColor[by&1]
	if pawnAttacks[by^1][s]&p.byType[Pawn]&them != 0 ||
		knightAttacks[s]&p.byType[Knight]&them != 0 ||
		kingAttacks[s]&p.byType[King]&them != 0 {
		return true
	}
	if RookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])&them != 0 {
		return true
	}
	return BishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen])&them != 0
}

// IsAttacked reports whether colour by attacks square s.
func (p *Position) IsAttacked(s Square, by Color) bool {
	return p.attackedBy(s, by, p.Occupied())
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool {
	return p.attackedBy(p.KingSquare(p.side), p.side.Other(), p.Occupied())
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	return p.attackersTo(p.KingSquare(p.side), p.Occupied()) & p.byColor[p.side.Other()]
}
