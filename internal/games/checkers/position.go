package checkers

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// Colour is a side: White moves first and starts on ranks 1-3.
type Colour uint8

// The two sides.
const (
	White Colour = iota
	Black
)

// Other is the opposite side.
func (c Colour) Other() Colour { return c ^ 1 }

// String is "white" or "black".
func (c Colour) String() string {
	if c == Black {
		return "black"
	}
	return "white"
}

// Position is the placement of the pieces and the side to move. Kings
// marks which pieces of either colour are kings.
type Position struct {
	White, Black uint64
	Kings        uint64
	Side         Colour
}

// StartPosition is the initial position: twelve men each, White to move.
func StartPosition() Position {
	var p Position
	for s := range Square(bitsInLayout) {
		if !s.Valid() {
			continue
		}
		switch {
		case s.Rank() <= 2:
			p.White |= s.Bit()
		case s.Rank() >= 5:
			p.Black |= s.Bit()
		}
	}
	return p
}

// Pieces returns the side's pieces.
func (p *Position) Pieces(c Colour) uint64 {
	if c == Black {
		return p.Black
	}
	return p.White
}

// Empty is the set of free real squares.
func (p *Position) Empty() uint64 { return BoardMask &^ (p.White | p.Black) }

// Count returns how many men and kings the side has.
func (p *Position) Count(c Colour) (men, kings int) {
	own := p.Pieces(c)
	return bits.OnesCount64(own &^ p.Kings), bits.OnesCount64(own & p.Kings)
}

// Apply plays a move of the side to move and passes the turn. The move
// must be legal in p.
func (p *Position) Apply(m *Move) {
	from, to := m.From.Bit(), m.To.Bit()
	king := p.Kings&from != 0
	if p.Side == White {
		p.White = p.White&^from | to
		p.Black &^= m.Captured
	} else {
		p.Black = p.Black&^from | to
		p.White &^= m.Captured
	}
	p.Kings &^= m.Captured | from
	if king || m.Crowns {
		p.Kings |= to
	}
	p.Side ^= 1
}

// Valid reports whether p could occur in a game: pieces only on real
// squares, no square taken twice, kings only where pieces stand, no more
// than twelve pieces a side, and no man on its own crowning row.
func (p *Position) Valid() bool {
	switch {
	case p.White&^BoardMask != 0, p.Black&^BoardMask != 0,
		p.White&p.Black != 0, p.Kings&^(p.White|p.Black) != 0,
		p.Side > Black,
		bits.OnesCount64(p.White) > 12, bits.OnesCount64(p.Black) > 12,
		p.White&^p.Kings&rank8Mask != 0, p.Black&^p.Kings&rank1Mask != 0:
		return false
	}
	return true
}

// Key is a 64-bit hash of the position for repetition checks and
// transposition tables: a mix of the three bitboards and the side.
func (p Position) Key() uint64 {
	h := mix64(p.White*0x9E3779B97F4A7C15 ^ uint64(p.Side))
	h = mix64(h ^ p.Black*0xC2B2AE3D27D4EB4F)
	return mix64(h ^ p.Kings*0x165667B19E3779F9)
}

// mix64 is the splitmix64 finaliser.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 27
	x *= 0x94D049BB133111EB
	return x ^ x>>31
}

// FEN writes the position as "W:Wa1,c1,Kd4:Bb8,...": the side to move,
// then each side's pieces by square name, kings prefixed with K.
func (p Position) FEN() string {
	var b strings.Builder
	b.WriteString([]string{"W", "B"}[p.Side])
	for _, c := range []Colour{White, Black} {
		b.WriteString(":")
		b.WriteString([]string{"W", "B"}[c])
		for i, s := range squaresOf(p.Pieces(c)) {
			if i > 0 {
				b.WriteByte(',')
			}
			if p.Kings&s.Bit() != 0 {
				b.WriteByte('K')
			}
			b.WriteString(s.String())
		}
	}
	return b.String()
}

// ParseFEN reads a position written by FEN (either side's list may come
// first or be missing) and checks that it is Valid.
func ParseFEN(text string) (Position, error) {
	var p Position
	parts := strings.Split(strings.TrimSpace(text), ":")
	if len(parts) < 1 || len(parts) > 3 {
		return p, fmt.Errorf("checkers: FEN %q: want side:white:black", text)
	}
	switch parts[0] {
	case "W":
		p.Side = White
	case "B":
		p.Side = Black
	default:
		return p, fmt.Errorf("checkers: FEN %q: side must be W or B", text)
	}
	seen := []byte{}
	for _, part := range parts[1:] {
		if part == "" {
			return p, fmt.Errorf("checkers: FEN %q: empty field", text)
		}
		colour := part[0]
		if colour != 'W' && colour != 'B' || slices.Contains(seen, colour) {
			return p, fmt.Errorf("checkers: FEN %q: field %q must start with W or B once", text, part)
		}
		seen = append(seen, colour)
		if len(part) == 1 {
			continue
		}
		for _, item := range strings.Split(part[1:], ",") {
			king := strings.HasPrefix(item, "K")
			s, ok := ParseSquare(strings.TrimPrefix(item, "K"))
			if !ok {
				return p, fmt.Errorf("checkers: FEN %q: bad square %q", text, item)
			}
			if (p.White|p.Black)&s.Bit() != 0 {
				return p, fmt.Errorf("checkers: FEN %q: square %s twice", text, s)
			}
			if colour == 'W' {
				p.White |= s.Bit()
			} else {
				p.Black |= s.Bit()
			}
			if king {
				p.Kings |= s.Bit()
			}
		}
	}
	if !p.Valid() {
		return p, fmt.Errorf("checkers: FEN %q: impossible position", text)
	}
	return p, nil
}
