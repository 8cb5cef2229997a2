package chess

// InsufficientMaterial reports a dead position that no sequence of
// legal moves can turn into checkmate, in the cases that are recognised
// by piece count alone: king against king, king and one minor piece
// against king, and kings with any number of bishops all standing on
// squares of one colour.
func (p *Position) InsufficientMaterial() bool {
	if p.byType[Pawn]|p.byType[Rook]|p.byType[Queen] != 0 {
		return false
	}
	minors := p.byType[Knight] | p.byType[Bishop]
	if !minors.More() {
		return true // bare kings, or one minor piece in all
	}
	if p.byType[Knight] != 0 {
		return false
	}
	b := p.byType[Bishop]
	return b&DarkSquares == 0 || b&^DarkSquares == 0
}

// RepetitionKey identifies the position for the repetition rule: the
// same pieces on the same squares, the same side to move, the same
// castling rights and the same en passant captures possible. It equals
// Hash except when a pawn stands next to an en passant square but no
// en passant capture is legal (a pin), which the rule ignores.
func (p *Position) RepetitionKey() uint64 {
	if !p.epHashed() {
		return p.hash
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Slice() {
		if m.IsEnPassant() {
			return p.hash
		}
	}
	return p.hash ^ zobristEP[p.ep.File()]
}

// Termination is how a game ended on the board, or why it has not.
type Termination uint8

// The ways a position can end a game on its own.
const (
	Ongoing Termination = iota
	Checkmate
	Stalemate
	DeadPosition // insufficient material
	FiftyMoves
	Repetition
)

// Terminal reports whether the side to move is checkmated or
// stalemated, the material is insufficient or the fifty-move rule has
// run out (a checkmate on the hundredth ply still counts as mate).
// Repetition needs the game's history; see Game.
func (p *Position) Terminal() Termination {
	if p.CountLegal() == 0 {
		if p.InCheck() {
			return Checkmate
		}
		return Stalemate
	}
	if p.InsufficientMaterial() {
		return DeadPosition
	}
	if p.halfmove >= 100 {
		return FiftyMoves
	}
	return Ongoing
}
