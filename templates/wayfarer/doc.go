// Package wayfarer is how the hall shows Wayfarer: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/wayfarer/) and its rules in English and Russian.
package wayfarer
