// Package checkers is the rules engine of Russian checkers (shashki) on
// an 8x8 board: men move forward and capture in all four directions,
// kings fly, capture is compulsory but any capture sequence may be chosen,
// a man crowned mid-capture continues as a king, captured pieces leave
// the board only when the move ends (the Turkish strike), and capture
// sequences that differ only in the order of the captured pieces are one
// move. The game ends when the side to move has no legal move (it loses),
// by resignation, by a draw after 60 half-moves without a capture, by
// threefold repetition or by an accepted draw offer.
//
// The position lives in three bitboards over the 32 dark squares, laid
// out with one ghost bit every nine so that the four diagonal steps are
// the fixed shifts 4 and 5 (see board.go). The package is pure: no I/O,
// no clock, no global randomness.
package checkers
