package chess

import (
	c "gamehall/internal/games/chess"
)

// Threat weights (middlegame, endgame): a piece attacked by a pawn, or
// a rook or queen attacked by a minor piece, must usually move, which
// costs the side to defend a tempo or more.
const (
	pawnThreatMG, pawnThreatEG   = 45, 35
	minorThreatMG, minorThreatEG = 30, 25
	rookThreatMG, rookThreatEG   = 25, 15
)

// evalThreats rewards col for attacking more valuable enemy pieces with
// less valuable ones.
func evalThreats(p *c.Position, col c.Color, s *score) {
	them := col.Other()
	var pawnHits c.Bitboard
	for b := p.Pieces(col, c.Pawn); b != 0; {
		pawnHits |= c.PawnAttacks(col, b.PopFirst())
	}
	pieces := p.ByColor(them) &^ (p.Pieces(them, c.Pawn) | p.Pieces(them, c.King))
	n := (pawnHits & pieces).Count()
	s.add(pawnThreatMG*n, pawnThreatEG*n)

	occ := p.Occupied()
	majors := p.Pieces(them, c.Rook) | p.Pieces(them, c.Queen)
	var minorHits c.Bitboard
	for b := p.Pieces(col, c.Knight); b != 0; {
		minorHits |= c.KnightAttacks(b.PopFirst())
	}
	for b := p.Pieces(col, c.Bishop); b != 0; {
		minorHits |= c.BishopAttacks(b.PopFirst(), occ)
	}
	n = (minorHits & majors).Count()
	s.add(minorThreatMG*n, minorThreatEG*n)

	var rookHits c.Bitboard
	for b := p.Pieces(col, c.Rook); b != 0; {
		rookHits |= c.RookAttacks(b.PopFirst(), occ)
	}
	n = (rookHits & p.Pieces(them, c.Queen)).Count()
	s.add(rookThreatMG*n, rookThreatEG*n)
}
