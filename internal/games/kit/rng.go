package kit

import "math/rand/v2"

// RNGMix is the odd constant mixed into a new game's second PCG word,
// so that nearby seeds still give unrelated streams.
const RNGMix = 0x9e3779b97f4a7c15

// NewRNG is a game's random source for a seed.
func NewRNG(seed uint64) *rand.PCG { return NewRNGMix(seed, RNGMix) }

// NewRNGMix is NewRNG with another constant, kept by the games that
// used one from the start so that a seed still deals the same game.
func NewRNGMix(seed, mix uint64) *rand.PCG { return rand.NewPCG(seed, seed^mix) }
