package owchess

// Sight is how far a piece sees: every square within 2 king steps.
const Sight = 2

// FadeMoves is how many of its own moves a side keeps a square open
// after the square has left the sight of all its pieces.
const FadeMoves = 5

// Closed is the fog age of a square a side cannot see: never seen, or
// out of sight for FadeMoves of its moves.
const Closed = FadeMoves

// InSight marks the squares within Sight of any of a side's pieces.
func InSight(b *Board, side Color) [64]bool {
	var out [64]bool
	for sq := range b {
		p := b[sq].P
		if p.Kind == None || p.Color != side {
			continue
		}
		f, r := File(sq), Rank(sq)
		for tr := max(r-Sight, 0); tr <= min(r+Sight, 7); tr++ {
			for tf := max(f-Sight, 0); tf <= min(f+Sight, 7); tf++ {
				out[Sq(tf, tr)] = true
			}
		}
	}
	return out
}

// Fog is one side's memory of the board: for every square, how many of
// the side's moves ago it was last in sight (0 = in sight now, Closed =
// under fog).
type Fog [64]int8

// Open reports the squares the side can see now.
func (f *Fog) Open() [64]bool {
	var out [64]bool
	for sq, age := range f {
		out[sq] = age < Closed
	}
	return out
}

// closedFog is a fog with every square closed, before the first look.
func closedFog() Fog {
	var f Fog
	for i := range f {
		f[i] = Closed
	}
	return f
}

// update brings a side's fog up to date with its pieces and returns the
// squares that came out of the fog. tick is true after the side's own
// move: squares out of sight grow one move older.
func (f *Fog) update(b *Board, side Color, tick bool) []int {
	sight := InSight(b, side)
	var revealed []int
	for sq := range f {
		switch {
		case sight[sq]:
			if f[sq] >= Closed {
				revealed = append(revealed, sq)
			}
			f[sq] = 0
		case tick && f[sq] < Closed:
			f[sq]++
		}
	}
	return revealed
}

// forget closes the squares that no piece of the side sees any more
// although they were in sight: those only a piece just destroyed saw.
// The dead see nothing, so unlike the squares a piece walks away from
// these do not fade but close at once.
func (f *Fog) forget(b *Board, side Color) {
	sight := InSight(b, side)
	for sq := range f {
		if f[sq] == 0 && !sight[sq] {
			f[sq] = Closed
		}
	}
}

// MarshalJSON writes the fog as 64 digits, a1 first: compact in the
// stored state.
func (f Fog) MarshalJSON() ([]byte, error) {
	out := make([]byte, 0, 66)
	out = append(out, '"')
	for _, age := range f {
		out = append(out, byte('0'+age))
	}
	return append(out, '"'), nil
}

// UnmarshalJSON reads MarshalJSON's digits, refusing anything else.
func (f *Fog) UnmarshalJSON(b []byte) error {
	if len(b) != 66 || b[0] != '"' || b[65] != '"' {
		return errBad
	}
	for i := range f {
		c := b[i+1]
		if c < '0' || c > '0'+Closed {
			return errBad
		}
		f[i] = int8(c - '0')
	}
	return nil
}
