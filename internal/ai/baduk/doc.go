// Package baduk is the Go bot: a Monte Carlo tree search with RAVE (all
// moves as first) and prior knowledge at expansion (captures, escapes,
// self-atari, 3x3 shapes, the low lines of an empty area), over playouts
// that never fill their own eyes. Easy's playouts are light random
// games; Medium's and Strong's answer ataris, take strings left in
// atari, avoid self-atari and play MoGo's 3x3 shapes next to the last
// move. Levels stop after a number of playouts (Strong's set by board
// size from the search's speed per CPU second, see ParamsFor), with a
// wall-time bound for a busy machine. A Player keeps its tree between
// moves. The same playouts estimate who owns each point, which decides
// when to pass, when to resign and which stones are dead.
//
// The bot sees only the view a seat may see (here, the whole board and
// record) and answers in the form language of the page.
package baduk
