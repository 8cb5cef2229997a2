// Package game101 is how the hall shows 101: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/101/) and its rules in English and Russian.
package game101
