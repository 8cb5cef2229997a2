// Package baduk is the Go bot: a Monte Carlo tree search with RAVE (all
// moves as first) and prior knowledge at expansion, over light random
// playouts that never fill their own eyes. Levels differ only in how many
// playouts they may run: Easy and Medium stop after a fixed number, Strong
// searches until its time budget (under a second, less when the hall's
// deadline is nearer). The same playouts estimate who owns each point,
// which decides when to pass, when to resign and which stones are dead.
//
// The bot sees only the view a seat may see (here, the whole board and
// record) and answers in the form language of the page.
package baduk
