package chess

// CountLegal returns the number of legal moves of the side to move
// without listing them: the same reasoning as GenerateLegal, but each
// piece's targets are counted with one population count. Perft uses it
// for the last ply ("bulk counting").
func (p *Position) CountLegal() int {
	g := p.prepare()
	n := 0
	occNoKing := g.occ &^ g.ksq.Bit()
	for b := kingAttacks[g.ksq] &^ g.own; b != 0; {
		if !p.attackedBy(b.PopFirst(), g.them, occNoKing) {
			n++
		}
	}
	if g.checkers.More() {
		return n
	}
	targets := ^g.own & g.checkMask
	for b := p.byType[Knight] & g.own &^ g.pinned; b != 0; {
		n += (knightAttacks[b.PopFirst()&63] & targets).Count()
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & g.own; b != 0; {
		from := b.PopFirst()
		n += g.alongPin(from, BishopAttacks(from, g.occ)&targets).Count()
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & g.own; b != 0; {
		from := b.PopFirst()
		n += g.alongPin(from, RookAttacks(from, g.occ)&targets).Count()
	}
	n += p.countPawnMoves(&g)
	if g.checkers == 0 && p.castle&castleRights[g.us] != 0 {
		for i := range castlePaths[g.us] {
			if p.castleAllowed(&g, &castlePaths[g.us][i]) {
				n++
			}
		}
	}
	return n
}

func (p *Position) countPawnMoves(g *genInfo) int {
	geo := &pawnGeo[g.us]
	pawns := p.byType[Pawn] & g.own
	empty := ^g.occ
	single, double, west, east := g.unpinnedPawnTargets(pawns)
	n := double.Count() +
		(single &^ geo.promoRank).Count() + 4*(single&geo.promoRank).Count() +
		(west &^ geo.promoRank).Count() + 4*(west&geo.promoRank).Count() +
		(east &^ geo.promoRank).Count() + 4*(east&geo.promoRank).Count()

	if g.checkers == 0 {
		for b := pawns & g.pinned; b != 0; {
			from := b.PopFirst()
			pin := line[g.ksq][from&63]
			caps := pawnAttacks[g.us][from&63] & g.enemy & pin
			n += (caps &^ geo.promoRank).Count() + 4*(caps&geo.promoRank).Count()
			one := Square(int(from) + geo.up)
			if pin.Has(one) && empty.Has(one) {
				if geo.promoRank.Has(one) {
					n += 4
				} else {
					n++
					if geo.thirdRank.Has(one) && empty.Has(Square(int(one)+geo.up)) {
						n++
					}
				}
			}
		}
	}
	if p.ep != NoSquare {
		for b := pawnAttacks[g.them][p.ep&63] & pawns; b != 0; {
			if p.epLegal(g, b.PopFirst()) {
				n++
			}
		}
	}
	return n
}
