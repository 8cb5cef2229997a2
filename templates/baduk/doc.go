// Package baduk is how the hall shows Go: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/go/) and its rules in English and Russian.
package baduk
