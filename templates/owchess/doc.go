// Package owchess is how the hall shows Open World Chess: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/owchess/) and its rules in English and Russian.
package owchess
