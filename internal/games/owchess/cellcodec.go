package owchess

import (
	"strconv"
	"strings"
)

// A cell is stored as a short string: the piece's FEN letter with its
// HP and maximum HP ("N2.3"), then "+" and the bonus's number when a
// bonus lies there, then "$" for a coin; "" for an empty square. It
// keeps the stored game small and quick to read.

// MarshalJSON writes the cell in its short form.
func (c Cell) MarshalJSON() ([]byte, error) {
	out := make([]byte, 0, 16)
	out = append(out, '"')
	if c.P.Kind != None {
		out = append(out, c.P.Letter()...)
		out = strconv.AppendInt(out, int64(c.P.HP), 10)
		out = append(out, '.')
		out = strconv.AppendInt(out, int64(c.P.Max), 10)
	}
	if c.Bonus != NoBonus {
		out = append(out, '+', byte('0'+c.Bonus))
	}
	if c.Coin {
		out = append(out, '$')
	}
	return append(out, '"'), nil
}

// UnmarshalJSON reads the short form, refusing anything else.
func (c *Cell) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return errBad
	}
	s := string(b[1 : len(b)-1])
	var cell Cell
	if s != "" && s[0] != '+' && s[0] != '$' {
		i := strings.IndexByte(letters, s[0]&^0x20)
		if i <= 0 || s[0] == '.' {
			return errBad
		}
		cell.P.Kind = Kind(i)
		if s[0] >= 'a' {
			cell.P.Color = Black
		}
		s = s[1:]
		end := strings.IndexAny(s, "+$")
		if end < 0 {
			end = len(s)
		}
		hp, mx, ok := strings.Cut(s[:end], ".")
		var err1, err2 error
		cell.P.HP, err1 = strconv.Atoi(hp)
		cell.P.Max, err2 = strconv.Atoi(mx)
		if !ok || err1 != nil || err2 != nil || cell.P.HP < 0 || hp != strconv.Itoa(cell.P.HP) || mx != strconv.Itoa(cell.P.Max) {
			return errBad
		}
		s = s[end:]
	}
	if strings.HasPrefix(s, "+") {
		if len(s) < 2 || s[1] < '1' || s[1] > '0'+byte(AddPiece) {
			return errBad
		}
		cell.Bonus = Bonus(s[1] - '0')
		s = s[2:]
	}
	if s == "$" {
		cell.Coin, s = true, ""
	}
	if s != "" {
		return errBad
	}
	*c = cell
	return nil
}
