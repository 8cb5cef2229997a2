package chess

import (
	"errors"
	"strconv"
	"strings"
)

// ParseFEN reads a position in Forsyth-Edwards Notation. The move
// clocks may be left out (they default to 0 and 1). Castling rights
// without their king and rook at home, and an en passant square no
// pawn could have skipped, are dropped; positions that cannot arise in
// a game this engine can play (a missing king, pawns on the last rank,
// the side not to move in check) are refused.
func ParseFEN(fen string) (Position, error) {
	var p Position
	fields := strings.Fields(fen)
	if len(fields) < 4 || len(fields) > 6 {
		return p, errors.New("chess: FEN needs 4 to 6 fields")
	}
	if err := p.parsePlacement(fields[0]); err != nil {
		return Position{}, err
	}
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return Position{}, errors.New("chess: FEN side to move must be w or b")
	}
	if err := p.parseCastling(fields[2]); err != nil {
		return Position{}, err
	}
	if err := p.parseEnPassant(fields[3]); err != nil {
		return Position{}, err
	}
	p.fullmove = 1
	if len(fields) >= 5 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > 10000 {
			return Position{}, errors.New("chess: bad FEN halfmove clock")
		}
		p.halfmove = uint16(n)
	}
	if len(fields) == 6 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 || n > 10000 {
			return Position{}, errors.New("chess: bad FEN move number")
		}
		p.fullmove = uint16(n)
	}
	if p.attackersTo(p.KingSquare(p.side.Other()), p.Occupied())&p.byColor[p.side] != 0 {
		return Position{}, errors.New("chess: the side not to move is in check")
	}
	p.hash = p.computeHash()
	return p, nil
}

func (p *Position) parsePlacement(s string) error {
	p.ep = NoSquare
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return errors.New("chess: FEN board needs 8 ranks")
	}
	for i, row := range ranks {
		r := 7 - i
		f := 0
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '8' {
				f += int(ch - '0')
				continue
			}
			pc, ok := pieceFromLetter(ch)
			if !ok {
				return errors.New("chess: bad FEN piece letter")
			}
			if f > 7 {
				return errors.New("chess: FEN rank too long")
			}
			if pc.Type() == Pawn && (r == 0 || r == 7) {
				return errors.New("chess: pawn on the first or last rank")
			}
			p.put(pc, MakeSquare(f, r))
			f++
		}
		if f != 8 {
			return errors.New("chess: FEN rank is not 8 squares")
		}
	}
	if p.Pieces(White, King).Count() != 1 || p.Pieces(Black, King).Count() != 1 {
		return errors.New("chess: each side needs exactly one king")
	}
	return nil
}

func (p *Position) parseCastling(s string) error {
	if s == "-" {
		return nil
	}
	home := []struct {
		letter     byte
		right      uint8
		king, rook Square
		c          Color
	}{
		{'K', WhiteKingside, 4, 7, White},
		{'Q', WhiteQueenside, 4, 0, White},
		{'k', BlackKingside, 60, 63, Black},
		{'q', BlackQueenside, 60, 56, Black},
	}
	for i := 0; i < len(s); i++ {
		found := false
		for _, h := range home {
			if s[i] != h.letter {
				continue
			}
			found = true
			if p.board[h.king] == MakePiece(h.c, King) && p.board[h.rook] == MakePiece(h.c, Rook) {
				p.castle |= h.right
			}
		}
		if !found {
			return errors.New("chess: bad FEN castling field")
		}
	}
	return nil
}

func (p *Position) parseEnPassant(s string) error {
	if s == "-" {
		return nil
	}
	sq, ok := ParseSquare(s)
	if !ok {
		return errors.New("chess: bad FEN en passant square")
	}
	// The pawn that skipped sq stands one square further on, and sq and
	// the square it came from are empty.
	wantRank, pawnAt, from := 5, sq-8, sq+8
	if p.side == Black {
		wantRank, pawnAt, from = 2, sq+8, sq-8
	}
	if sq.Rank() == wantRank && p.board[pawnAt] == MakePiece(p.side.Other(), Pawn) &&
		p.board[sq] == NoPiece && p.board[from] == NoPiece {
		p.ep = sq
	}
	return nil
}

// FEN returns the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte('0' + byte(empty))
				empty = 0
			}
			b.WriteByte(pc.Letter())
		}
		if empty > 0 {
			b.WriteByte('0' + byte(empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	if p.side == White {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	if p.castle == 0 {
		b.WriteByte('-')
	}
	for i, ch := range "KQkq" {
		if p.castle&(1<<i) != 0 {
			b.WriteRune(ch)
		}
	}
	b.WriteByte(' ')
	b.WriteString(p.ep.String())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.halfmove)))
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.fullmove)))
	return b.String()
}
