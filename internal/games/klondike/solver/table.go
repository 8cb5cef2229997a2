package solver

// table is a set of 64-bit position keys with open addressing, sized
// once for the search's budget so it never grows.
type table struct {
	slots []uint64
	mask  uint64
}

func newTable(budget int) table {
	size := 1 << 10
	for size < 2*budget && size < 1<<24 {
		size <<= 1
	}
	return table{slots: make([]uint64, size), mask: uint64(size - 1)}
}

// clear empties the table.
func (t *table) clear() { clear(t.slots) }

// insert adds key and reports whether it was new. Zero marks an empty
// slot, so a zero key is stored as one.
func (t *table) insert(key uint64) bool {
	if key == 0 {
		key = 1
	}
	for i := key & t.mask; ; i = (i + 1) & t.mask {
		switch t.slots[i] {
		case 0:
			t.slots[i] = key
			return true
		case key:
			return false
		}
	}
}

// mix is the splitmix64 finaliser: every input bit affects every output
// bit, so sums of mixed values stay good hashes.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// key hashes the position. Columns that have no face-down card are
// interchangeable, so each column is hashed on its own and the hashes
// are added; a column with face-down cards also hashes its index and
// how many are left, since which cards are hidden depends on both.
// In draw three the waste size matters (it decides which talon cards
// can be reached); in draw one any talon card can be drawn.
func (s *search) key() uint64 {
	var sum uint64
	for i := range Columns {
		h := uint64(0x9e3779b97f4a7c15)
		if s.nDown[i] > 0 {
			h = mix(h ^ uint64(i+1)<<8 ^ uint64(s.nDown[i]))
		}
		for _, c := range s.up[i][:s.nUp[i]] {
			h = (h ^ uint64(c)) * 0x100000001b3
		}
		sum += mix(h)
	}
	f := uint64(s.found[0]) | uint64(s.found[1])<<4 | uint64(s.found[2])<<8 | uint64(s.found[3])<<12
	h := mix(sum ^ f<<48)
	h = mix(h ^ s.live)
	if s.drawThree {
		h = mix(h ^ uint64(s.wasteSize()))
	}
	return h
}

// wasteSize counts the live talon cards below ptr.
func (s *search) wasteSize() int {
	return popcount(s.live & (1<<uint(s.ptr) - 1))
}
