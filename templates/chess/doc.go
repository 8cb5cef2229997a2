// Package chess is how the hall shows chess: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/chess/) and its rules in English and Russian.
package chess
