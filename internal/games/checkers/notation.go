package checkers

import (
	"errors"
	"slices"
	"strings"
)

// FormatPath writes a path in Russian notation: "c3-d4" for a quiet move,
// "c3:e5:c7" for a capture.
func FormatPath(path []Square, capture bool) string {
	sep := "-"
	if capture {
		sep = ":"
	}
	names := make([]string, len(path))
	for i, s := range path {
		names[i] = s.String()
	}
	return strings.Join(names, sep)
}

// ParsePath reads the squares of a path: names separated by commas, "-",
// ":", "x" or spaces, as forms, notation and people write them.
func ParsePath(text string) ([]Square, error) {
	fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return r == ',' || r == '-' || r == ':' || r == 'x' || r == ' ' || r == '\t'
	})
	if len(fields) < 2 || len(fields) > maxPath {
		return nil, errors.New("checkers: a path has from 2 to 13 squares")
	}
	path := make([]Square, len(fields))
	for i, f := range fields {
		s, ok := ParseSquare(f)
		if !ok {
			return nil, errors.New("checkers: " + f + " is not a dark square")
		}
		path[i] = s
	}
	return path, nil
}

// Choice is one legal move with every path that plays it: capture
// sequences that take the same pieces between the same squares are the
// same move, and a player may click any of them.
type Choice struct {
	Move  Move
	Paths [][]Square // in the order the generator finds them
}

// Choices lists the legal moves of p, each with all its paths.
func (p *Position) Choices() []Choice {
	var out []Choice
	for _, m := range p.allCapturePaths() {
		i := slices.IndexFunc(out, func(c Choice) bool { return c.Move.SameAs(&m) })
		if i < 0 {
			out = append(out, Choice{Move: m})
			i = len(out) - 1
		}
		out[i].Paths = append(out[i].Paths, m.Squares())
	}
	return out
}

// Notation names the move for the move list: its path in Russian
// notation, and when other capture orders play the same move, the
// captured squares in braces to say the order does not matter, as in
// "d2:b4:d6:f4:d2 {c3,c5,e3,e5}".
func (c *Choice) Notation() string {
	text := FormatPath(c.Paths[0], c.Move.IsCapture())
	if len(c.Paths) < 2 {
		return text
	}
	names := []string{}
	for _, s := range squaresOf(c.Move.Captured) {
		names = append(names, s.String())
	}
	slices.Sort(names)
	return text + " {" + strings.Join(names, ",") + "}"
}

// ErrIllegal and ErrAmbiguous are the ways a path can fail to name a move.
var (
	ErrIllegal   = errors.New("checkers: no legal move follows that path")
	ErrAmbiguous = errors.New("checkers: several moves go between those squares; give the squares in between")
)

// Match finds the legal move a path names: any full path of a move (every
// capture order is accepted), or only its start and end squares when just
// one legal move joins them.
func (p *Position) Match(path []Square) (Choice, error) {
	choices := p.Choices()
	for _, c := range choices {
		for _, q := range c.Paths {
			if slices.Equal(q, path) {
				return c, nil
			}
		}
	}
	if len(path) != 2 {
		return Choice{}, ErrIllegal
	}
	found, n := Choice{}, 0
	for _, c := range choices {
		if c.Move.From == path[0] && c.Move.To == path[1] {
			found, n = c, n+1
		}
	}
	switch n {
	case 0:
		return Choice{}, ErrIllegal
	case 1:
		return found, nil
	}
	return Choice{}, ErrAmbiguous
}

// Continuations says how a partly chosen path can go on: the squares that
// may come next in some legal path, and whether the prefix is already a
// whole move. The page uses it to highlight targets square by square.
func (p *Position) Continuations(prefix []Square) (next []Square, complete bool) {
	for _, c := range p.Choices() {
		next, complete = continuePaths(c.Paths, prefix, next, complete)
	}
	return next, complete
}

// continuePaths adds to next the steps that follow prefix in paths, each
// once, and sets complete when one of paths is prefix itself.
func continuePaths[T comparable](paths [][]T, prefix, next []T, complete bool) ([]T, bool) {
	for _, q := range paths {
		if len(q) < len(prefix) || !slices.Equal(q[:len(prefix)], prefix) {
			continue
		}
		if len(q) == len(prefix) {
			complete = true
		} else if !slices.Contains(next, q[len(prefix)]) {
			next = append(next, q[len(prefix)])
		}
	}
	return next, complete
}
