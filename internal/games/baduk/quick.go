package baduk

// MaxCells is the size of the padded grid of the largest board: arrays
// indexed by Point fit in it for every size.
const MaxCells = maxCells

// NextStone is the stone after p in the circular list of p's group, for
// walking a group without allocating.
func (b *Board) NextStone(p Point) Point { return b.next[p] }

// QuickOwners fills owner with the colour each point counts for when every
// empty region is a single point, as random playouts end: stones count for
// their colour, an empty point for the colour of all its neighbours. It
// returns Black's and White's totals (before komi).
func (b *Board) QuickOwners(owner *[MaxCells]Color) (black, white int) {
	s := Point(b.stride)
	for y := 1; y <= b.size; y++ {
		row := Point(y * b.stride)
		for p := row + 1; p <= row+Point(b.size); p++ {
			c := b.cells[p]
			if c == Empty {
				var seen [4]bool
				seen[b.cells[p-1]] = true
				seen[b.cells[p+1]] = true
				seen[b.cells[p-s]] = true
				seen[b.cells[p+s]] = true
				switch {
				case seen[Black] && !seen[White]:
					c = Black
				case seen[White] && !seen[Black]:
					c = White
				}
			}
			owner[p] = c
			switch c {
			case Black:
				black++
			case White:
				white++
			}
		}
	}
	return black, white
}
