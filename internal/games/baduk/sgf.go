package baduk

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// SGF writes the record as an SGF (FF[4]) game: root properties, setup
// stones, then one node per move; a pass is an empty value.
func (r *Record) SGF(blackName, whiteName string) string {
	var sb strings.Builder
	sb.WriteString("(;GM[1]FF[4]CA[UTF-8]AP[gamehall]RU[Chinese]")
	fmt.Fprintf(&sb, "SZ[%d]KM[%s]", r.Size, HalfPoints(r.KomiHalf))
	if r.Handicap > 0 {
		fmt.Fprintf(&sb, "HA[%d]", r.Handicap)
	}
	if blackName != "" {
		sb.WriteString("PB[" + sgfEscape(blackName) + "]")
	}
	if whiteName != "" {
		sb.WriteString("PW[" + sgfEscape(whiteName) + "]")
	}
	if r.Result != "" {
		sb.WriteString("RE[" + sgfEscape(r.Result) + "]")
	}
	for _, set := range []struct {
		id string
		vs []Vertex
	}{{"AB", r.Black}, {"AW", r.White}} {
		if len(set.vs) == 0 {
			continue
		}
		sb.WriteString(set.id)
		for _, v := range set.vs {
			sb.WriteString("[" + sgfPoint(v.X, v.Y) + "]")
		}
	}
	if r.First == White {
		sb.WriteString("PL[W]")
	}
	for i, m := range r.Moves {
		if i%10 == 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(";" + m.Color.Letter() + "[")
		if !m.Pass {
			sb.WriteString(sgfPoint(m.X, m.Y))
		}
		sb.WriteByte(']')
	}
	sb.WriteString(")\n")
	return sb.String()
}

func sgfPoint(x, y int) string { return string([]byte{byte('a' + x), byte('a' + y)}) }

func sgfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

// maxSGF bounds the input ParseSGF accepts.
const maxSGF = 1 << 20

// ParseSGF reads the main line of the first game in an SGF text: SZ, KM,
// HA, AB, AW, PL and RE of the root and a B or W move in each later node.
// Variations other than the first are skipped. The moves are checked by
// replaying them, so a record that breaks the rules is refused.
func ParseSGF(text string) (*Record, error) {
	if len(text) > maxSGF {
		return nil, errors.New("sgf: file too large")
	}
	ps := &sgfParser{s: text}
	ps.skipSpace()
	nodes, err := ps.tree(0)
	if err != nil {
		return nil, err
	}
	if len(nodes) == 0 {
		return nil, errors.New("sgf: no nodes")
	}
	rec, err := recordFromNodes(nodes)
	if err != nil {
		return nil, err
	}
	if _, err := rec.Replay(); err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	return rec, nil
}

type sgfNode map[string][]string

type sgfParser struct {
	s string
	i int
}

func (ps *sgfParser) skipSpace() {
	for ps.i < len(ps.s) && strings.IndexByte(" \t\r\n", ps.s[ps.i]) >= 0 {
		ps.i++
	}
}

func (ps *sgfParser) peek() byte {
	ps.skipSpace()
	if ps.i >= len(ps.s) {
		return 0
	}
	return ps.s[ps.i]
}

func (ps *sgfParser) errorf(format string, args ...any) error {
	return fmt.Errorf("sgf: at byte %d: %s", ps.i, fmt.Sprintf(format, args...))
}

// tree reads "(" nodes subtrees ")" and returns its main line.
func (ps *sgfParser) tree(depth int) ([]sgfNode, error) {
	if depth > 1000 {
		return nil, ps.errorf("variations nested too deeply")
	}
	if ps.peek() != '(' {
		return nil, ps.errorf("expected (")
	}
	ps.i++
	var line []sgfNode
	for ps.peek() == ';' {
		ps.i++
		n, err := ps.node()
		if err != nil {
			return nil, err
		}
		line = append(line, n)
	}
	first := true
	for ps.peek() == '(' {
		sub, err := ps.tree(depth + 1)
		if err != nil {
			return nil, err
		}
		if first {
			line = append(line, sub...)
			first = false
		}
	}
	if ps.peek() != ')' {
		return nil, ps.errorf("expected )")
	}
	ps.i++
	return line, nil
}

// node reads the properties of one node.
func (ps *sgfParser) node() (sgfNode, error) {
	n := sgfNode{}
	for {
		if c := ps.peek(); !isLetter(c) {
			return n, nil
		}
		// Old (FF3) identifiers mix in lowercase letters: only the
		// capitals name the property.
		var id []byte
		for ps.i < len(ps.s) && isLetter(ps.s[ps.i]) {
			if c := ps.s[ps.i]; c >= 'A' && c <= 'Z' {
				id = append(id, c)
			}
			ps.i++
		}
		if ps.peek() != '[' {
			return nil, ps.errorf("property %s has no value", id)
		}
		for ps.peek() == '[' {
			v, err := ps.value()
			if err != nil {
				return nil, err
			}
			n[string(id)] = append(n[string(id)], v)
		}
	}
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// value reads one [...] value, undoing backslash escapes.
func (ps *sgfParser) value() (string, error) {
	ps.i++ // the [
	var sb strings.Builder
	for ps.i < len(ps.s) {
		c := ps.s[ps.i]
		ps.i++
		switch c {
		case '\\':
			if ps.i < len(ps.s) {
				sb.WriteByte(ps.s[ps.i])
				ps.i++
			}
		case ']':
			return sb.String(), nil
		default:
			sb.WriteByte(c)
		}
	}
	return "", ps.errorf("unterminated value")
}

func recordFromNodes(nodes []sgfNode) (*Record, error) {
	root := nodes[0]
	rec := &Record{Size: 19, KomiHalf: 0, First: Black}
	if v, ok := one(root, "GM"); ok && v != "1" {
		return nil, errors.New("sgf: not a game of Go (GM is not 1)")
	}
	if v, ok := one(root, "SZ"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || !ValidSize(n) {
			return nil, fmt.Errorf("sgf: board size %q is not 9, 13 or 19", v)
		}
		rec.Size = n
	}
	if v, ok := one(root, "KM"); ok {
		k, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || math.IsNaN(k) || math.Abs(k) > MaxKomi {
			return nil, fmt.Errorf("sgf: komi %q is not a number up to %d", v, MaxKomi)
		}
		rec.KomiHalf = int(math.Round(k * 2))
	}
	if v, ok := one(root, "RE"); ok {
		rec.Result = v
	}
	if v, ok := one(root, "HA"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 0 || n > MaxSize*MaxSize {
			return nil, fmt.Errorf("sgf: handicap %q is not a number of stones", v)
		}
		if n >= 2 {
			// After handicap stones White moves first, unless PL or the
			// first move says otherwise.
			rec.Handicap, rec.First = n, White
		}
	}
	if v, ok := one(root, "PL"); ok {
		c, err := sgfColor(v)
		if err != nil {
			return nil, err
		}
		rec.First = c
	}
	var err error
	if rec.Black, err = sgfPoints(root["AB"], rec.Size); err != nil {
		return nil, err
	}
	if rec.White, err = sgfPoints(root["AW"], rec.Size); err != nil {
		return nil, err
	}
	for i, n := range nodes {
		for _, id := range []string{"AB", "AW", "AE"} {
			if _, ok := n[id]; ok && i > 0 {
				return nil, fmt.Errorf("sgf: %s after the first node is not supported", id)
			}
		}
		_, hasB := n["B"]
		_, hasW := n["W"]
		if hasB && hasW {
			return nil, fmt.Errorf("sgf: node %d has both B and W", i+1)
		}
		for _, c := range []Color{Black, White} {
			v, ok := n[c.Letter()]
			if !ok {
				continue
			}
			if len(v) != 1 {
				return nil, fmt.Errorf("sgf: node %d has %d moves", i+1, len(v))
			}
			m, err := sgfMove(c, v[0], rec.Size)
			if err != nil {
				return nil, err
			}
			if len(rec.Moves) == 0 {
				rec.First = c
			}
			rec.Moves = append(rec.Moves, m)
		}
	}
	return rec, nil
}

func one(n sgfNode, id string) (string, bool) {
	v, ok := n[id]
	if !ok || len(v) == 0 {
		return "", false
	}
	return v[0], true
}

func sgfColor(v string) (Color, error) {
	switch strings.ToUpper(strings.TrimSpace(v)) {
	case "B":
		return Black, nil
	case "W":
		return White, nil
	}
	return Empty, fmt.Errorf("sgf: colour %q is not B or W", v)
}

func sgfCoord(v string, size int) (Vertex, error) {
	if len(v) != 2 {
		return Vertex{}, fmt.Errorf("sgf: point %q is not two letters", v)
	}
	x, y := int(v[0])-'a', int(v[1])-'a'
	if x < 0 || y < 0 || x >= size || y >= size {
		return Vertex{}, fmt.Errorf("sgf: point %q is off a %dx%d board", v, size, size)
	}
	return Vertex{x, y}, nil
}

func sgfMove(c Color, v string, size int) (Move, error) {
	if v == "" || v == "tt" && size <= 19 {
		return Move{Color: c, Pass: true}, nil
	}
	at, err := sgfCoord(v, size)
	if err != nil {
		return Move{}, err
	}
	return Move{Color: c, X: at.X, Y: at.Y}, nil
}

// sgfPoints reads a list of points, expanding rectangles like "aa:cc".
func sgfPoints(vals []string, size int) ([]Vertex, error) {
	var out []Vertex
	for _, v := range vals {
		from, to, rect := strings.Cut(v, ":")
		a, err := sgfCoord(from, size)
		if err != nil {
			return nil, err
		}
		if !rect {
			out = append(out, a)
			continue
		}
		b, err := sgfCoord(to, size)
		if err != nil {
			return nil, err
		}
		for y := min(a.Y, b.Y); y <= max(a.Y, b.Y); y++ {
			for x := min(a.X, b.X); x <= max(a.X, b.X); x++ {
				out = append(out, Vertex{x, y})
			}
		}
	}
	return out, nil
}
