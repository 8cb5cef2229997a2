package chess

// Zobrist keys: one random number per (piece, square), per castling
// rights combination, per en passant file and for black to move. They
// come from a fixed splitmix64 sequence so hashes are the same in every
// process (the hall replays games; tests compare hashes).
var (
	zobristPiece  [16][64]uint64
	zobristCastle [16]uint64
	zobristEP     [8]uint64
	zobristBlack  uint64
)

func init() {
	state := uint64(0x243F6A8885A308D3)
	next := func() uint64 {
		state += 0x9E3779B97F4A7C15
		z := state
		z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
		z = (z ^ (z >> 27)) * 0x94D049BB133111EB
		return z ^ (z >> 31)
	}
	for p := range zobristPiece {
		for s := range zobristPiece[p] {
			zobristPiece[p][s] = next()
		}
	}
	// Castling keys are the xor of one key per right, so a change of
	// rights updates the hash with one lookup of old^new.
	var rights [4]uint64
	for i := range rights {
		rights[i] = next()
	}
	for c := range zobristCastle {
		for i := range rights {
			if c&(1<<i) != 0 {
				zobristCastle[c] ^= rights[i]
			}
		}
	}
	for f := range zobristEP {
		zobristEP[f] = next()
	}
	zobristBlack = next()
}
