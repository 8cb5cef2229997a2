package kit

// Last is the last element of a record kept in order (the rounds, deals
// or tricks so far), and false when there is none yet.
func Last[T any](xs []T) (T, bool) {
	if len(xs) == 0 {
		var zero T
		return zero, false
	}
	return xs[len(xs)-1], true
}
