// Package baduk is the rules engine of Go (baduk, weiqi) for the hall:
// 9x9, 13x13 and 19x19 boards, captures of whole groups, suicide
// forbidden unless the move captures, positional superko, passes, a
// dead-stone phase after two passes and Chinese area scoring with komi.
// Games are exported to and imported from SGF.
//
// The package is named baduk so that it does not clash with the name of
// the language; the hall knows the game by the slug "go". It is pure: no
// clock and no global randomness. The fast [Board] is shared with the bot
// (internal/ai/baduk), which runs its playouts on it.
package baduk
