package chess

import (
	"errors"
	"strings"
)

// SAN returns move m, which must be legal in p, in Standard Algebraic
// Notation: "Nf3", "exd5", "O-O", "e8=Q+", "Qh4#". The position is not
// changed.
func (p *Position) SAN(m Move) string {
	var b strings.Builder
	from, to := m.From(), m.To()
	pc := p.board[from&63]
	switch {
	case m.IsCastle():
		if to.File() == 6 {
			b.WriteString("O-O")
		} else {
			b.WriteString("O-O-O")
		}
	case pc.Type() == Pawn:
		capture := m.IsEnPassant() || p.board[to&63] != NoPiece
		if capture {
			b.WriteByte('a' + byte(from.File()))
			b.WriteByte('x')
		}
		b.WriteString(to.String())
		if t := m.Promotion(); t != NoType {
			b.WriteByte('=')
			b.WriteString(t.Letter())
		}
	default:
		b.WriteString(pc.Type().Letter())
		b.WriteString(p.disambiguation(m))
		if p.board[to&63] != NoPiece {
			b.WriteByte('x')
		}
		b.WriteString(to.String())
	}
	q := *p
	q.Make(m)
	if q.InCheck() {
		if q.CountLegal() == 0 {
			b.WriteByte('#')
		} else {
			b.WriteByte('+')
		}
	}
	return b.String()
}

// disambiguation returns the file, rank or square that tells m apart
// from other legal moves of the same piece type to the same square.
func (p *Position) disambiguation(m Move) string {
	from, to := m.From(), m.To()
	pc := p.board[from&63]
	var ml MoveList
	p.GenerateLegal(&ml)
	ambiguous, sameFile, sameRank := false, false, false
	for _, o := range ml.Slice() {
		if o == m || o.To() != to || p.board[o.From()&63] != pc {
			continue
		}
		ambiguous = true
		if o.From().File() == from.File() {
			sameFile = true
		}
		if o.From().Rank() == from.Rank() {
			sameRank = true
		}
	}
	switch {
	case !ambiguous:
		return ""
	case !sameFile:
		return from.String()[:1]
	case !sameRank:
		return from.String()[1:]
	}
	return from.String()
}

// ErrNoSuchMove is returned by ParseMove for text that names no legal
// move of the position.
var ErrNoSuchMove = errors.New("chess: not a legal move")

// ParseMove reads a move of the side to move in UCI form ("e2e4",
// "e7e8q") or SAN ("Nf3", "exd5", "O-O", "e8=Q+", "0-0"), and returns it
// only if it is legal. A promotion without a piece becomes a queen.
// The position is not changed.
func (p *Position) ParseMove(text string) (Move, error) {
	var ml MoveList
	p.GenerateLegal(&ml)
	text = strings.TrimSpace(text)
	if m, ok := matchUCI(&ml, text); ok {
		return m, nil
	}
	return p.matchSAN(&ml, text)
}

func matchUCI(ml *MoveList, text string) (Move, bool) {
	if len(text) != 4 && len(text) != 5 {
		return NoMove, false
	}
	from, ok1 := ParseSquare(text[0:2])
	to, ok2 := ParseSquare(text[2:4])
	if !ok1 || !ok2 {
		return NoMove, false
	}
	promo := NoType
	if len(text) == 5 {
		promo = promotionFromLetter(text[4])
		if promo == NoType {
			return NoMove, false
		}
	}
	return FindMove(ml, from, to, promo)
}

// FindMove returns the move of ml from one square to another; promo
// picks the promotion piece (NoType means a queen).
func FindMove(ml *MoveList, from, to Square, promo PieceType) (Move, bool) {
	if promo == NoType {
		promo = Queen
	}
	for _, m := range ml.Slice() {
		if m.From() != from || m.To() != to {
			continue
		}
		if t := m.Promotion(); t != NoType && t != promo {
			continue
		}
		return m, true
	}
	return NoMove, false
}

// promotionFromLetter reads q, r, b or n (either case).
func promotionFromLetter(ch byte) PieceType {
	switch ch {
	case 'q', 'Q':
		return Queen
	case 'r', 'R':
		return Rook
	case 'b', 'B':
		return Bishop
	case 'n', 'N':
		return Knight
	}
	return NoType
}

// matchSAN parses SAN loosely (check marks, annotation marks, a missing
// "=", zeros for castling and extra disambiguation are accepted) and
// returns the single legal move it names.
func (p *Position) matchSAN(ml *MoveList, text string) (Move, error) {
	s := strings.TrimRight(text, "+#!?")
	s = strings.ReplaceAll(s, "0", "O")
	if s == "O-O" || s == "O-O-O" {
		for _, m := range ml.Slice() {
			if m.IsCastle() && (m.To().File() == 6) == (s == "O-O") {
				return m, nil
			}
		}
		return NoMove, ErrNoSuchMove
	}
	if len(s) < 2 || len(s) > 8 {
		return NoMove, ErrNoSuchMove
	}
	// Promotion suffix: "=Q" or "Q" after the destination.
	promo := NoType
	if t := promotionFromLetter(s[len(s)-1]); t != NoType && len(s) >= 3 && s[len(s)-2] != 'x' &&
		(s[len(s)-2] == '=' || (s[len(s)-2] >= '1' && s[len(s)-2] <= '8')) {
		promo = t
		s = strings.TrimSuffix(s[:len(s)-1], "=")
	}
	piece := Pawn
	if t := promotionFromLetter(s[0]); t != NoType && s[0] >= 'A' && s[0] <= 'Z' {
		piece = t
		s = s[1:]
	} else if s[0] == 'K' {
		piece = King
		s = s[1:]
	}
	if len(s) < 2 {
		return NoMove, ErrNoSuchMove
	}
	to, ok := ParseSquare(s[len(s)-2:])
	if !ok {
		return NoMove, ErrNoSuchMove
	}
	hint := strings.TrimSuffix(s[:len(s)-2], "x")
	fromFile, fromRank := -1, -1
	for i := 0; i < len(hint); i++ {
		switch c := hint[i]; {
		case c >= 'a' && c <= 'h':
			fromFile = int(c - 'a')
		case c >= '1' && c <= '8':
			fromRank = int(c - '1')
		default:
			return NoMove, ErrNoSuchMove
		}
	}
	found := NoMove
	for _, m := range ml.Slice() {
		if m.To() != to || p.board[m.From()&63].Type() != piece || m.IsCastle() {
			continue
		}
		if (fromFile >= 0 && m.From().File() != fromFile) || (fromRank >= 0 && m.From().Rank() != fromRank) {
			continue
		}
		if t := m.Promotion(); t != NoType && t != promo && !(promo == NoType && t == Queen) {
			continue
		}
		if m.Promotion() == NoType && promo != NoType {
			continue
		}
		if found != NoMove {
			return NoMove, errors.New("chess: ambiguous move")
		}
		found = m
	}
	if found == NoMove {
		return NoMove, ErrNoSuchMove
	}
	return found, nil
}
