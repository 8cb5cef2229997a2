package baduk

// fastRand is a splitmix64 generator: playouts draw millions of numbers
// a second and need no more than this.
type fastRand struct{ s uint64 }

func (r *fastRand) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// intn is a number in [0, n) by multiply-and-shift (n < 2^32).
func (r *fastRand) intn(n int) int {
	return int(uint64(uint32(r.next())) * uint64(n) >> 32)
}
