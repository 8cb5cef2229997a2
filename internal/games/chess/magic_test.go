package chess

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// findMagic searches for a multiplier that maps every blocker subset of
// mask to a slot holding its own attacks. rnd is a xorshift state.
func findMagic(s Square, dirs [][2]int, rnd *uint64) uint64 {
	mask := relevantMask(s, dirs)
	n := mask.Count()
	var subsets, attacks []Bitboard
	sub := Bitboard(0)
	for {
		subsets = append(subsets, sub)
		attacks = append(attacks, slideAttacks(s, sub, dirs))
		sub = (sub - mask) & mask
		if sub == 0 {
			break
		}
	}
	next := func() uint64 {
		x := *rnd
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		*rnd = x
		return x
	}
	table := make([]Bitboard, 1<<n)
	used := make([]int, 1<<n)
	for try := 1; ; try++ {
		a, b, c := next(), next(), next()
		magic := a & b & c // sparse numbers work best
		if (Bitboard((uint64(mask) * magic) >> 56)).Count() < 6 {
			continue
		}
		ok := true
		for i, sub := range subsets {
			idx := (uint64(sub) * magic) >> (64 - n)
			if used[idx] != try {
				used[idx] = try
				table[idx] = attacks[i]
			} else if table[idx] != attacks[i] {
				ok = false
				break
			}
		}
		if ok {
			return magic
		}
	}
}

// TestGenerateMagics prints fresh magic numbers for magic_numbers.go.
func TestGenerateMagics(t *testing.T) {
	if os.Getenv("CHESS_GEN_MAGICS") == "" {
		t.Skip("set CHESS_GEN_MAGICS=1 to print new magic numbers")
	}
	rnd := uint64(0x9E3779B97F4A7C15)
	var out strings.Builder
	for _, kind := range []struct {
		name string
		dirs [][2]int
	}{{"rook", rookDirs[:]}, {"bishop", bishopDirs[:]}} {
		fmt.Fprintf(&out, "var %sMagicNumbers = [64]uint64{\n", kind.name)
		for s := Square(0); s < 64; s++ {
			fmt.Fprintf(&out, "\t%#016x, // %v\n", findMagic(s, kind.dirs, &rnd), s)
		}
		out.WriteString("}\n\n")
	}
	fmt.Print(out.String())
}

// TestMagicsMatchSlowAttacks checks every blocker subset of every square
// against the slow ray walk, so a bad constant cannot slip in.
func TestMagicsMatchSlowAttacks(t *testing.T) {
	for s := Square(0); s < 64; s++ {
		for _, c := range []struct {
			dirs   [][2]int
			lookup func(Square, Bitboard) Bitboard
		}{{rookDirs[:], RookAttacks}, {bishopDirs[:], BishopAttacks}} {
			mask := relevantMask(s, c.dirs)
			sub := Bitboard(0)
			for {
				// Blockers outside the mask must not matter either.
				occ := sub | ^(mask|s.Bit())&0x8100000000000081
				if got, want := c.lookup(s, occ), slideAttacks(s, occ, c.dirs); got != want {
					t.Fatalf("square %v occ %#x: got %#x want %#x", s, uint64(occ), uint64(got), uint64(want))
				}
				sub = (sub - mask) & mask
				if sub == 0 {
					break
				}
			}
		}
	}
}
