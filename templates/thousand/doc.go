// Package thousand is how the hall shows 1000 (Thousand): the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/thousand/) and its rules in English and Russian.
package thousand
