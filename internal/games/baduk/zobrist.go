package baduk

import "math/rand/v2"

// zobrist holds one random key per colour and cell; a position's hash is
// the XOR of the keys of its stones, so superko can compare positions in
// constant time. The keys come from a fixed seed: every process agrees.
var zobrist = func() (keys [3][maxCells]uint64) {
	rng := rand.New(rand.NewPCG(0x60ba5e, 0xd00d1e))
	for c := range keys {
		for i := range keys[c] {
			keys[c][i] = rng.Uint64()
		}
	}
	return keys
}()
