// Package hearts is how the hall shows Hearts: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/hearts/) and its rules in English and Russian.
package hearts
