package chess

// Undo is what Make returns so that Unmake can restore the position
// exactly: the state a move cannot recompute on its own.
type Undo struct {
	hash     uint64
	captured Piece
	castle   uint8
	ep       Square
	halfmove uint16
}

// Captured returns the piece the move took, or NoPiece.
func (u Undo) Captured() Piece { return u.captured }

// rookCastle gives, for a castling king's destination, where its rook
// goes from and to.
var rookCastle = [64][2]Square{
	6:  {7, 5},
	2:  {0, 3},
	62: {63, 61},
	58: {56, 59},
}

// Make plays a legal move of the side to move (as produced by the
// generator) and returns what Unmake needs to take it back. It does
// not allocate.
func (p *Position) Make(m Move) Undo {
	u := Undo{hash: p.hash, castle: p.castle, ep: p.ep, halfmove: p.halfmove}
	us := p.side
	from, to := m.From(), m.To()
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep.File()]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	switch m & kindMask {
	case kindNormal:
		pc := p.board[from&63]
		if c := p.board[to&63]; c != NoPiece {
			u.captured = c
			p.remove(to)
			p.halfmove = 0
		}
		p.movePiece(from, to)
		if pc.Type() == Pawn {
			p.halfmove = 0
			if to^from == 16 {
				ep := (from + to) / 2
				p.ep = ep
				if pawnAttacks[us][ep&63]&p.byType[Pawn]&p.byColor[us^1] != 0 {
					p.hash ^= zobristEP[ep.File()]
				}
			}
		}
	case kindPromotion:
		if c := p.board[to&63]; c != NoPiece {
			u.captured = c
			p.remove(to)
		}
		p.remove(from)
		p.put(MakePiece(us, m.Promotion()), to)
		p.halfmove = 0
	case kindEnPassant:
		captured := to ^ 8
		u.captured = p.board[captured&63]
		p.remove(captured)
		p.movePiece(from, to)
		p.halfmove = 0
	case kindCastle:
		p.movePiece(from, to)
		r := rookCastle[to&63]
		p.movePiece(r[0], r[1])
	}
	if keep := p.castle & castleKeep[from&63] & castleKeep[to&63]; keep != p.castle {
		p.hash ^= zobristCastle[p.castle&15] ^ zobristCastle[keep&15]
		p.castle = keep
	}
	p.side ^= 1
	p.hash ^= zobristBlack
	if us == Black {
		p.fullmove++
	}
	return u
}

// Unmake takes back move m, which must be the last move made, given
// the Undo that Make returned for it.
func (p *Position) Unmake(m Move, u Undo) {
	p.side ^= 1
	us := p.side
	if us == Black {
		p.fullmove--
	}
	from, to := m.From(), m.To()
	switch m & kindMask {
	case kindNormal:
		p.shift(to, from)
		if u.captured != NoPiece {
			p.set(u.captured, to)
		}
	case kindPromotion:
		p.clear(to)
		p.set(MakePiece(us, Pawn), from)
		if u.captured != NoPiece {
			p.set(u.captured, to)
		}
	case kindEnPassant:
		p.shift(to, from)
		p.set(u.captured, to^8)
	case kindCastle:
		r := rookCastle[to&63]
		p.shift(r[1], r[0])
		p.shift(to, from)
	}
	p.hash, p.castle, p.ep, p.halfmove = u.hash, u.castle, u.ep, u.halfmove
}

// set, clear and shift change the board and leave the hash alone:
// Unmake restores the saved hash instead. put, remove and movePiece are
// them plus the hash.
func (p *Position) set(pc Piece, s Square) {
	b := s.Bit()
	p.board[s&63] = pc
	p.byType[pc.Type()&7] |= b
	p.byColor[pc.Color()&1] |= b
}

func (p *Position) clear(s Square) {
	pc := p.board[s&63]
	b := s.Bit()
	p.board[s&63] = NoPiece
	p.byType[pc.Type()&7] &^= b
	p.byColor[pc.Color()&1] &^= b
}

func (p *Position) shift(from, to Square) {
	pc := p.board[from&63]
	b := from.Bit() | to.Bit()
	p.board[from&63] = NoPiece
	p.board[to&63] = pc
	p.byType[pc.Type()&7] ^= b
	p.byColor[pc.Color()&1] ^= b
}

// MakeNull passes the move to the other side (for null-move pruning in
// a search; never legal in a game). Take it back with UnmakeNull.
func (p *Position) MakeNull() Undo {
	u := Undo{hash: p.hash, castle: p.castle, ep: p.ep, halfmove: p.halfmove}
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep.File()]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	p.side ^= 1
	p.hash ^= zobristBlack
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side ^= 1
	p.hash, p.castle, p.ep, p.halfmove = u.hash, u.castle, u.ep, u.halfmove
}
