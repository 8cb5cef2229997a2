package checkers

// Perft counts the leaf positions of the move tree of depth plies from p,
// counting the last ply's moves without making them. It is the standard
// check of a move generator against published counts.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 64)
	}
	return perft(p, depth, bufs)
}

func perft(p Position, depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		if !p.HasCapture() {
			return uint64(p.countQuiet())
		}
		bufs[0] = p.LegalMoves(bufs[0])
		return uint64(len(bufs[0]))
	}
	moves := p.LegalMoves(bufs[depth-1])
	bufs[depth-1] = moves
	var n uint64
	for i := range moves {
		child := p
		child.Apply(&moves[i])
		n += perft(child, depth-1, bufs)
	}
	return n
}
