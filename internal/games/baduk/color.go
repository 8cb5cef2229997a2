package baduk

// Color is what lies on a point: nothing, a black stone or a white stone.
type Color int8

// The colours of points. offBoard marks the frame around the grid so that
// neighbour loops need no bounds checks.
const (
	Empty Color = iota
	Black
	White
	offBoard
)

// Opponent is the other player's colour; only meaningful for Black and White.
func (c Color) Opponent() Color { return 3 - c }

// IsStone reports whether c is Black or White.
func (c Color) IsStone() bool { return c == Black || c == White }

// String is "black", "white" or "empty".
func (c Color) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Letter is "B" or "W", as in SGF and results like "B+3.5".
func (c Color) Letter() string {
	if c == White {
		return "W"
	}
	return "B"
}
