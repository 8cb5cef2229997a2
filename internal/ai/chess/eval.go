package chess

import (
	c "gamehall/internal/games/chess"
)

// Material in centipawns, middlegame and endgame, for the search's own
// reckoning (delta pruning, the endgame scaling); the evaluation's
// material is in evalWeights.
var (
	valueEG = [7]int{c.Pawn: 110, c.Knight: 300, c.Bishop: 320, c.Rook: 530, c.Queen: 960}
	// phaseWeight counts non-pawn material toward the game phase: 24
	// with every piece on the board (middlegame), 0 with none (endgame).
	phaseWeight = [7]int{c.Knight: 1, c.Bishop: 1, c.Rook: 2, c.Queen: 4}
)

var (
	adjacentFiles [8]c.Bitboard
	// passedMask[color][sq]: squares in front of the pawn on its file
	// and the two beside it; no enemy pawn there means it is passed.
	passedMask [2][64]c.Bitboard
	fileMask   [8]c.Bitboard
)

func init() {
	for f := 0; f < 8; f++ {
		fileMask[f] = c.FileA << f
	}
	for f := 0; f < 8; f++ {
		if f > 0 {
			adjacentFiles[f] |= fileMask[f-1]
		}
		if f < 7 {
			adjacentFiles[f] |= fileMask[f+1]
		}
	}
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		span := fileMask[f] | adjacentFiles[f]
		var ahead, behind c.Bitboard
		for rr := r + 1; rr < 8; rr++ {
			ahead |= c.Rank1 << (8 * rr)
		}
		for rr := r - 1; rr >= 0; rr-- {
			behind |= c.Rank1 << (8 * rr)
		}
		passedMask[c.White][s] = span & ahead
		passedMask[c.Black][s] = span & behind
	}
}

// score is a middlegame and endgame pair, blended by the phase.
type score struct{ MG, EG int }

func (s *score) add(w score)         { s.MG += w.MG; s.EG += w.EG }
func (s *score) addN(w score, n int) { s.MG += n * w.MG; s.EG += n * w.EG }
func (s *score) addRaw(mg, eg int)   { s.MG += mg; s.EG += eg }

// Evaluate returns the static evaluation of p in centipawns from the
// side to move's point of view.
func Evaluate(p *c.Position) int { return evaluate(p, &evalWeights) }

func evaluate(p *c.Position, w *weights) int {
	var side [2]score
	phase := 0
	for col := c.White; col <= c.Black; col++ {
		s := &side[col]
		for t := c.Pawn; t <= c.King; t++ {
			for b := p.Pieces(col, t); b != 0; {
				sq := b.PopFirst()
				if col == c.Black {
					sq = mirror(sq)
				}
				s.add(w.Value[t])
				s.add(w.PST[t][sq])
				phase += phaseWeight[t]
			}
		}
		if p.Pieces(col, c.Bishop).More() {
			s.add(w.BishopPair)
		}
		evalPawns(p, col, s, w)
		evalPieces(p, col, s, w)
		evalKingShield(p, col, s, w)
		evalThreats(p, col, s, w)
	}
	phase = min(phase, 24)
	total := score{side[c.White].MG - side[c.Black].MG, side[c.White].EG - side[c.Black].EG}
	v := (total.MG*phase + total.EG*(24-phase)) / 24
	v = scaleEndgame(p, v)
	// Shrink an edge as the fifty-move count runs, so the side ahead
	// prefers moves that make progress (captures and pawn moves).
	v = v * (200 - min(p.HalfmoveClock(), 100)) / 200
	if p.Side() == c.Black {
		v = -v
	}
	return v + w.Tempo
}

func evalPawns(p *c.Position, col c.Color, s *score, w *weights) {
	own := p.Pieces(col, c.Pawn)
	enemy := p.Pieces(col.Other(), c.Pawn)
	for f := 0; f < 8; f++ {
		n := (own & fileMask[f]).Count()
		if n > 1 {
			s.addN(w.Doubled, -(n - 1))
		}
		if n > 0 && own&adjacentFiles[f] == 0 {
			s.addN(w.Isolated, -n)
		}
	}
	ownKing, enemyKing := p.KingSquare(col), p.KingSquare(col.Other())
	for b := own; b != 0; {
		sq := b.PopFirst()
		if passedMask[col][sq]&enemy != 0 {
			continue
		}
		rel := sq.Rank()
		if col == c.Black {
			rel = 7 - rel
		}
		front := c.MakeSquare(sq.File(), sq.Rank()+1)
		if col == c.Black {
			front = c.MakeSquare(sq.File(), sq.Rank()-1)
		}
		bonus := w.Passed[rel]
		if p.PieceAt(front) != c.NoPiece {
			bonus = score{bonus.MG / 2, bonus.EG / 2} // blockaded
		}
		s.add(bonus)
		// In the endgame a passer wants its king near and the enemy's far.
		s.addN(w.PasserKing, (distance(enemyKing, front)-distance(ownKing, front))*rel)
	}
}

func distance(a, b c.Square) int {
	return max(absInt(a.File()-b.File()), absInt(a.Rank()-b.Rank()))
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// centrality is 0 on the edge and 3 on the four centre squares.
func centrality(f, r int) int {
	df, dr := absInt(2*f-7), absInt(2*r-7) // 1, 3, 5 or 7
	d := max(df, dr)
	return (7 - d) / 2
}

// mirror maps a square to the square seen from the other side.
func mirror(s c.Square) c.Square { return s ^ 56 }

// evalPieces scores mobility (squares not held by own pieces nor hit
// by enemy pawns), rooks on open files and pressure near the enemy king.
func evalPieces(p *c.Position, col c.Color, s *score, w *weights) {
	occ := p.Occupied()
	them := col.Other()
	var enemyPawnHits c.Bitboard
	for b := p.Pieces(them, c.Pawn); b != 0; {
		enemyPawnHits |= c.PawnAttacks(them, b.PopFirst())
	}
	safe := ^(p.ByColor(col) | enemyPawnHits)
	zone := c.KingAttacks(p.KingSquare(them)) | p.KingSquare(them).Bit()
	attackUnits, attackers := 0, 0
	tally := func(att c.Bitboard, weight int) {
		if n := (att & zone).Count(); n > 0 {
			attackUnits += n * weight
			attackers++
		}
	}
	mob := &w.Mobility
	for b := p.Pieces(col, c.Knight); b != 0; {
		att := c.KnightAttacks(b.PopFirst())
		s.add(mob[0][(att & safe).Count()])
		tally(att, 2)
	}
	for b := p.Pieces(col, c.Bishop); b != 0; {
		att := c.BishopAttacks(b.PopFirst(), occ)
		s.add(mob[1][(att & safe).Count()])
		tally(att, 2)
	}
	ownPawns, enemyPawns := p.Pieces(col, c.Pawn), p.Pieces(them, c.Pawn)
	for b := p.Pieces(col, c.Rook); b != 0; {
		sq := b.PopFirst()
		att := c.RookAttacks(sq, occ)
		s.add(mob[2][(att & safe).Count()])
		tally(att, 3)
		file := fileMask[sq.File()]
		switch {
		case file&ownPawns == 0 && file&enemyPawns == 0:
			s.add(w.RookOpen)
		case file&ownPawns == 0:
			s.add(w.RookHalf)
		}
	}
	hasQueen := false
	for b := p.Pieces(col, c.Queen); b != 0; {
		att := c.QueenAttacks(b.PopFirst(), occ)
		s.add(mob[3][(att & safe).Count()])
		tally(att, 5)
		hasQueen = true
	}
	if attackers >= 2 && hasQueen {
		pen := min(attackUnits*attackUnits*2/3, 400)
		s.addRaw(pen, pen/4)
	}
}

// evalKingShield rewards pawns in front of a king that has castled or
// stays on a wing, and penalises open files next to it.
func evalKingShield(p *c.Position, col c.Color, s *score, w *weights) {
	k := p.KingSquare(col)
	f, r := k.File(), k.Rank()
	if col == c.Black {
		r = 7 - r
	}
	if r > 1 || f == 3 || f == 4 {
		return // centre kings are scored by the piece-square table
	}
	own := p.Pieces(col, c.Pawn)
	for ff := max(f-1, 0); ff <= min(f+1, 7); ff++ {
		near, far := relSquare(col, ff, r+1), relSquare(col, ff, r+2)
		switch {
		case own.Has(near):
			s.add(w.ShieldNear)
		case own.Has(far):
			s.add(w.ShieldFar)
		case own&fileMask[ff] == 0:
			s.add(w.ShieldOpen)
		default:
			s.add(w.ShieldFarther)
		}
	}
}

// relSquare returns file f, rank r counted from colour col's side.
func relSquare(col c.Color, f, r int) c.Square {
	if r > 7 {
		r = 7
	}
	if col == c.Black {
		r = 7 - r
	}
	return c.MakeSquare(f, r)
}

// evalThreats rewards col for attacking more valuable enemy pieces with
// less valuable ones: a piece hit by a pawn, or a rook or queen hit by
// a minor piece, must usually move, which costs a tempo or more.
func evalThreats(p *c.Position, col c.Color, s *score, w *weights) {
	them := col.Other()
	var pawnHits c.Bitboard
	for b := p.Pieces(col, c.Pawn); b != 0; {
		pawnHits |= c.PawnAttacks(col, b.PopFirst())
	}
	pieces := p.ByColor(them) &^ (p.Pieces(them, c.Pawn) | p.Pieces(them, c.King))
	s.addN(w.PawnThreat, (pawnHits & pieces).Count())

	occ := p.Occupied()
	majors := p.Pieces(them, c.Rook) | p.Pieces(them, c.Queen)
	var minorHits c.Bitboard
	for b := p.Pieces(col, c.Knight); b != 0; {
		minorHits |= c.KnightAttacks(b.PopFirst())
	}
	for b := p.Pieces(col, c.Bishop); b != 0; {
		minorHits |= c.BishopAttacks(b.PopFirst(), occ)
	}
	s.addN(w.MinorThreat, (minorHits & majors).Count())

	var rookHits c.Bitboard
	for b := p.Pieces(col, c.Rook); b != 0; {
		rookHits |= c.RookAttacks(b.PopFirst(), occ)
	}
	s.addN(w.RookThreat, (rookHits & p.Pieces(them, c.Queen)).Count())
}

// scaleEndgame pulls drawish endings toward zero and, when one side has
// a winning material edge and the other no pawns, drives the lone king
// to the edge and brings the kings together so mates get found.
func scaleEndgame(p *c.Position, v int) int {
	strong := c.White
	if v < 0 {
		strong = c.Black
	}
	weak := strong.Other()
	strongPawns := p.Pieces(strong, c.Pawn).Count()
	edge := nonPawnMaterial(p, strong) - nonPawnMaterial(p, weak)
	if strongPawns == 0 && edge < 400 {
		return v / 8 // a minor piece up and no pawns does not win
	}
	if p.Pieces(weak, c.Pawn) == 0 && edge >= 400 && nonPawnMaterial(p, weak) <= valueEG[c.Bishop] {
		wk, sk := p.KingSquare(weak), p.KingSquare(strong)
		mop := 12*(3-centrality(wk.File(), wk.Rank())) + 5*(7-distance(wk, sk)) + 200
		if strong == c.White {
			return v + mop
		}
		return v - mop
	}
	return v
}

func nonPawnMaterial(p *c.Position, col c.Color) int {
	n := 0
	for t := c.Knight; t <= c.Queen; t++ {
		n += valueEG[t] * p.Pieces(col, t).Count()
	}
	return n
}
