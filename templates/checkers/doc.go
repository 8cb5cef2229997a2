// Package checkers is how the hall shows Russian checkers: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/checkers/) and its rules in English and Russian.
package checkers
