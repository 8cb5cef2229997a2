// Package minesweeper is how the hall shows Minesweeper: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/minesweeper/) and its rules in English and Russian.
package minesweeper
