package chess

import (
	c "gamehall/internal/games/chess"
)

// seeValue is the piece worth used by the static exchange evaluation.
var seeValue = [7]int{c.Pawn: 100, c.Knight: 320, c.Bishop: 330, c.Rook: 500, c.Queen: 950, c.King: 20000}

// see returns the material balance of the capture sequence on the
// move's target square when both sides always recapture with their
// least valuable attacker and may stop at any time: positive when the
// move wins material. Pins are ignored, as usual.
func see(p *c.Position, m c.Move) int {
	from, to := m.From(), m.To()
	var gain [32]int
	occ := p.Occupied()
	victim := p.PieceAt(to).Type()
	if m.IsEnPassant() {
		victim = c.Pawn
		occ &^= c.Square(to ^ 8).Bit()
	}
	gain[0] = seeValue[victim]
	if pr := m.Promotion(); pr != c.NoType {
		gain[0] += seeValue[pr] - seeValue[c.Pawn]
	}
	attackerValue := seeValue[p.PieceAt(from).Type()]
	if pr := m.Promotion(); pr != c.NoType {
		attackerValue = seeValue[pr]
	}
	side := p.Side()
	occ &^= from.Bit()
	attackers := p.AttackersTo(to, occ) & occ
	diag := p.ByType(c.Bishop) | p.ByType(c.Queen)
	straight := p.ByType(c.Rook) | p.ByType(c.Queen)
	d := 0
	for d < len(gain)-1 {
		d++
		// Speculatively, the other side takes the piece that just
		// captured; the entry is dropped if it has nothing to take with.
		gain[d] = attackerValue - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 {
			break // neither taking nor stopping can change the outcome
		}
		side = side.Other()
		mine := attackers & p.ByColor(side)
		if mine == 0 {
			break
		}
		var t c.PieceType
		var sq c.Square
		for t = c.Pawn; t <= c.King; t++ {
			if b := mine & p.ByType(t); b != 0 {
				sq = b.First()
				break
			}
		}
		if t == c.King && attackers&p.ByColor(side.Other())&^sq.Bit() != 0 {
			break // the king may not take a defended piece
		}
		attackerValue = seeValue[t]
		occ &^= sq.Bit()
		// Sliders behind the piece that just took join in.
		attackers |= c.BishopAttacks(to, occ)&diag | c.RookAttacks(to, occ)&straight
		attackers &= occ
	}
	for d--; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0]
}
