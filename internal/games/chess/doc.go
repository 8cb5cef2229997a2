// Package chess is the rules engine of standard chess under the FIDE laws,
// and the hall's game built on it.
//
// The core is a bitboard position (Position) with a legal move generator,
// make/unmake that never allocates, FEN in and out, SAN, PGN and the draw
// rules (stalemate, insufficient material, threefold repetition, the
// fifty-move rule). Correctness is proven by perft against the published
// reference counts (see perft_test.go).
//
// On top of it, Game and State implement kit.Game for the hall: one person
// against a bot, with colour and level chosen on the new-game form.
package chess
