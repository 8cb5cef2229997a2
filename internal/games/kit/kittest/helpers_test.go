package kittest

import "math/rand/v2"

func newPCG(a, b uint64) *rand.PCG { return rand.NewPCG(a, b) }
