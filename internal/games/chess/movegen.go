package chess

// Legal move generation. Rather than making each pseudo-legal move and
// testing the king, it works out once per position which pieces give
// check, which of our pieces are pinned and along which line, and the
// squares that answer a check; every move it emits is then legal as is.
// King moves are tested against attacks with the king lifted off the
// board, and en passant (which removes two pieces from one rank) is
// tested by playing it on the occupancy.

// genInfo is what every move of the position shares.
type genInfo struct {
	us, them   Color
	ksq        Square
	occ        Bitboard
	own, enemy Bitboard
	checkers   Bitboard
	pinned     Bitboard
	// checkMask holds the squares a non-king move may end on: every
	// square when not in check, else the checker and the squares
	// between it and the king.
	checkMask Bitboard
}

func (p *Position) prepare() genInfo {
	us := p.side
	them := us ^ 1
	g := genInfo{us: us, them: them, occ: p.Occupied(), own: p.byColor[us], enemy: p.byColor[them]}
	g.ksq = (p.byType[King] & g.own).First()
	ksq := g.ksq & 63
	g.checkers = (pawnAttacks[us][ksq]&p.byType[Pawn] |
		knightAttacks[ksq]&p.byType[Knight] |
		RookAttacks(ksq, g.occ)&(p.byType[Rook]|p.byType[Queen]) |
		BishopAttacks(ksq, g.occ)&(p.byType[Bishop]|p.byType[Queen])) & g.enemy
	g.checkMask = ^Bitboard(0)
	if g.checkers != 0 {
		c := g.checkers.First()
		g.checkMask = between[g.ksq][c&63] | g.checkers
	}
	rooks := (p.byType[Rook] | p.byType[Queen]) & g.enemy
	bishops := (p.byType[Bishop] | p.byType[Queen]) & g.enemy
	snipers := rookRays[g.ksq]&rooks | bishopRays[g.ksq]&bishops
	for snipers != 0 {
		s := snipers.PopFirst()
		b := between[g.ksq][s&63] & g.occ
		if b != 0 && !b.More() && b&g.own != 0 {
			g.pinned |= b
		}
	}
	return g
}

// GenerateLegal fills ml with every legal move of the side to move.
func (p *Position) GenerateLegal(ml *MoveList) {
	ml.N = 0
	g := p.prepare()
	p.genKingMoves(&g, ml, ^g.own)
	if g.checkers.More() {
		return // double check: only the king may move
	}
	p.genPieceMoves(&g, ml, ^g.own&g.checkMask)
	p.genPawnMoves(&g, ml, false)
	if g.checkers == 0 {
		p.genCastling(&g, ml)
	}
}

// GenerateCaptures fills ml with the legal captures (en passant
// included) and queen promotions of the side to move: what a
// quiescence search looks at. In check it generates every evasion.
func (p *Position) GenerateCaptures(ml *MoveList) {
	ml.N = 0
	g := p.prepare()
	if g.checkers != 0 {
		p.GenerateLegal(ml)
		return
	}
	p.genKingMoves(&g, ml, g.enemy)
	p.genPieceMoves(&g, ml, g.enemy)
	p.genPawnMoves(&g, ml, true)
}

func (p *Position) genKingMoves(g *genInfo, ml *MoveList, targets Bitboard) {
	occ := g.occ &^ g.ksq.Bit()
	for b := kingAttacks[g.ksq] & targets; b != 0; {
		to := b.PopFirst()
		if !p.attackedBy(to, g.them, occ) {
			ml.add(newMove(g.ksq, to))
		}
	}
}

func (p *Position) genPieceMoves(g *genInfo, ml *MoveList, targets Bitboard) {
	for b := p.byType[Knight] & g.own &^ g.pinned; b != 0; {
		from := b.PopFirst()
		addAll(ml, from, knightAttacks[from&63]&targets)
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & g.own; b != 0; {
		from := b.PopFirst()
		addAll(ml, from, g.alongPin(from, BishopAttacks(from, g.occ)&targets))
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & g.own; b != 0; {
		from := b.PopFirst()
		addAll(ml, from, g.alongPin(from, RookAttacks(from, g.occ)&targets))
	}
}

// alongPin keeps, of a slider's targets from, those on the line through
// its king when the piece is pinned: it may only move along the pin.
func (g *genInfo) alongPin(from Square, targets Bitboard) Bitboard {
	if g.pinned.Has(from) {
		targets &= line[g.ksq][from&63]
	}
	return targets
}

func addAll(ml *MoveList, from Square, targets Bitboard) {
	for targets != 0 {
		ml.add(newMove(from, targets.PopFirst()))
	}
}

// pawnGeometry holds the per-colour directions of pawn moves.
type pawnGeometry struct {
	up         int      // square offset of a single push
	thirdRank  Bitboard // where a single push may continue to a double
	promoRank  Bitboard
	westOffset int // offset of a capture toward the a-file
	eastOffset int
}

var pawnGeo = [2]pawnGeometry{
	{up: 8, thirdRank: Rank3, promoRank: Rank8, westOffset: 7, eastOffset: 9},
	{up: -8, thirdRank: Rank6, promoRank: Rank1, westOffset: -9, eastOffset: -7},
}

func forward(b Bitboard, c Color) Bitboard {
	if c == White {
		return b << 8
	}
	return b >> 8
}

// unpinnedPawnTargets is where the unpinned pawns among pawns may go,
// within the check mask: the squares reached by a single push, a double
// push and a capture toward the a-file and toward the h-file.
func (g *genInfo) unpinnedPawnTargets(pawns Bitboard) (single, double, west, east Bitboard) {
	geo := &pawnGeo[g.us]
	free := pawns &^ g.pinned
	empty := ^g.occ
	single = forward(free, g.us) & empty
	double = forward(single&geo.thirdRank, g.us) & empty & g.checkMask
	single &= g.checkMask
	west = forward(shiftWest(free), g.us) & g.enemy & g.checkMask
	east = forward(shiftEast(free), g.us) & g.enemy & g.checkMask
	return single, double, west, east
}

func (p *Position) genPawnMoves(g *genInfo, ml *MoveList, capturesOnly bool) {
	geo := &pawnGeo[g.us]
	pawns := p.byType[Pawn] & g.own
	empty := ^g.occ
	single, double, west, east := g.unpinnedPawnTargets(pawns)

	addPawnSet(ml, west&^geo.promoRank, geo.westOffset)
	addPawnSet(ml, east&^geo.promoRank, geo.eastOffset)
	addPromotions(ml, west&geo.promoRank, geo.westOffset, capturesOnly)
	addPromotions(ml, east&geo.promoRank, geo.eastOffset, capturesOnly)
	addPromotions(ml, single&geo.promoRank, geo.up, capturesOnly)
	if !capturesOnly {
		addPawnSet(ml, single&^geo.promoRank, geo.up)
		addPawnSet(ml, double, 2*geo.up)
	}

	// A pinned pawn may still move along the pin line (never when in
	// check: a pinned piece cannot answer a check).
	if g.checkers == 0 {
		for b := pawns & g.pinned; b != 0; {
			from := b.PopFirst()
			pin := line[g.ksq][from&63]
			for caps := pawnAttacks[g.us][from&63] & g.enemy & pin; caps != 0; {
				to := caps.PopFirst()
				if geo.promoRank.Has(to) {
					addPromotions(ml, to.Bit(), int(to)-int(from), capturesOnly)
				} else {
					ml.add(newMove(from, to))
				}
			}
			if capturesOnly {
				continue
			}
			one := Square(int(from) + geo.up)
			if pin.Has(one) && empty.Has(one) {
				if geo.promoRank.Has(one) {
					addPromotions(ml, one.Bit(), geo.up, false)
				} else {
					ml.add(newMove(from, one))
					two := Square(int(one) + geo.up)
					if geo.thirdRank.Has(one) && empty.Has(two) {
						ml.add(newMove(from, two))
					}
				}
			}
		}
	}

	if p.ep != NoSquare {
		for b := pawnAttacks[g.them][p.ep&63] & pawns; b != 0; {
			from := b.PopFirst()
			if p.epLegal(g, from) {
				ml.add(newMove(from, p.ep) | kindEnPassant)
			}
		}
	}
}

// epLegal plays the en passant capture from -> p.ep on the occupancy
// and checks that no enemy piece then attacks the king.
func (p *Position) epLegal(g *genInfo, from Square) bool {
	captured := p.ep ^ 8 // the pawn that skipped p.ep stands behind it
	// A check by a knight or another pawn is not answered by this move.
	if g.checkers&^captured.Bit()&(p.byType[Knight]|p.byType[Pawn]) != 0 {
		return false
	}
	occ := g.occ ^ from.Bit() ^ captured.Bit() | p.ep.Bit()
	if RookAttacks(g.ksq, occ)&(p.byType[Rook]|p.byType[Queen])&g.enemy != 0 {
		return false
	}
	return BishopAttacks(g.ksq, occ)&(p.byType[Bishop]|p.byType[Queen])&g.enemy == 0
}

func addPawnSet(ml *MoveList, targets Bitboard, offset int) {
	for targets != 0 {
		to := targets.PopFirst()
		ml.add(newMove(Square(int(to)-offset), to))
	}
}

func addPromotions(ml *MoveList, targets Bitboard, offset int, queenOnly bool) {
	for targets != 0 {
		to := targets.PopFirst()
		from := Square(int(to) - offset)
		ml.add(newPromotion(from, to, Queen))
		if !queenOnly {
			ml.add(newPromotion(from, to, Knight))
			ml.add(newPromotion(from, to, Rook))
			ml.add(newPromotion(from, to, Bishop))
		}
	}
}

// castlePath describes one castling: the right it needs, the squares
// that must be empty and the squares the king must not be attacked on
// (besides its start, which the caller checks as "not in check").
type castlePath struct {
	right       uint8
	king, to    Square
	empty, safe Bitboard
}

// castleRights holds each colour's two castling rights.
var castleRights = [2]uint8{WhiteKingside | WhiteQueenside, BlackKingside | BlackQueenside}

var castlePaths = [2][2]castlePath{
	{
		{WhiteKingside, 4, 6, 0x60, 0x60},
		{WhiteQueenside, 4, 2, 0x0e, 0x0c},
	},
	{
		{BlackKingside, 60, 62, 0x60 << 56, 0x60 << 56},
		{BlackQueenside, 60, 58, 0x0e << 56, 0x0c << 56},
	},
}

func (p *Position) genCastling(g *genInfo, ml *MoveList) {
	if p.castle&castleRights[g.us] == 0 {
		return
	}
	for i := range castlePaths[g.us] {
		c := &castlePaths[g.us][i]
		if p.castleAllowed(g, c) {
			ml.add(newMove(c.king, c.to) | kindCastle)
		}
	}
}

func (p *Position) castleAllowed(g *genInfo, c *castlePath) bool {
	if p.castle&c.right == 0 || g.occ&c.empty != 0 {
		return false
	}
	for s := c.safe; s != 0; {
		if p.attackedBy(s.PopFirst(), g.them, g.occ) {
			return false
		}
	}
	return true
}
