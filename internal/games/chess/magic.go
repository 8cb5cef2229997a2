package chess

// Sliding attacks by "fancy" magic bitboards: the relevant blockers of a
// square are multiplied by a constant chosen so that every blocker
// pattern lands on its own slot (or one sharing the same attacks) of a
// per-square table. The constants in magic_numbers.go were found by the
// search in magic_test.go and are checked by it.

type magicEntry struct {
	mask   Bitboard
	magic  uint64
	offset uint32
	shift  uint8
}

var (
	rookMagics   [64]magicEntry
	bishopMagics [64]magicEntry
	// sliderTable holds every square's attack table back to back: the
	// rook tables first, then the bishop ones.
	sliderTable []Bitboard
)

// RookAttacks returns the squares a rook on s attacks given the occupied
// squares occ.
func RookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s&63]
	return sliderTable[m.offset+uint32((uint64(occ&m.mask)*m.magic)>>m.shift)]
}

// BishopAttacks returns the squares a bishop on s attacks given the
// occupied squares occ.
func BishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s&63]
	return sliderTable[m.offset+uint32((uint64(occ&m.mask)*m.magic)>>m.shift)]
}

// relevantMask is the set of squares whose occupancy changes the
// slider's attacks from s: its rays without the last square of each.
func relevantMask(s Square, dirs [][2]int) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for onBoard(f+d[0], r+d[1]) {
			b |= MakeSquare(f, r).Bit()
			f, r = f+d[0], r+d[1]
		}
	}
	return b
}

func initMagics() {
	size := 0
	for s := Square(0); s < 64; s++ {
		size += 1 << relevantMask(s, rookDirs[:]).Count()
	}
	for s := Square(0); s < 64; s++ {
		size += 1 << relevantMask(s, bishopDirs[:]).Count()
	}
	sliderTable = make([]Bitboard, size)
	offset := 0
	fill := func(entries *[64]magicEntry, numbers *[64]uint64, dirs [][2]int) {
		for s := Square(0); s < 64; s++ {
			mask := relevantMask(s, dirs)
			n := mask.Count()
			entries[s] = magicEntry{mask: mask, magic: numbers[s], offset: uint32(offset), shift: uint8(64 - n)}
			// Walk every subset of the mask (the carry-rippler trick).
			sub := Bitboard(0)
			for {
				idx := (uint64(sub) * numbers[s]) >> (64 - n)
				sliderTable[offset+int(idx)] = slideAttacks(s, sub, dirs)
				sub = (sub - mask) & mask
				if sub == 0 {
					break
				}
			}
			offset += 1 << n
		}
	}
	fill(&rookMagics, &rookMagicNumbers, rookDirs[:])
	fill(&bishopMagics, &bishopMagicNumbers, bishopDirs[:])
}
