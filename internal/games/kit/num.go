package kit

// Abs is the absolute value of n.
func Abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Btoi is 1 for true and 0 for false: a count of the conditions that
// hold, as the codecs' consistency checks add them up.
func Btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
