// Package tonk is how the hall shows Tonk: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/tonk/) and its rules in English and Russian.
package tonk
