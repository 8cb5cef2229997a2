// Package durak is how the hall shows durak: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/durak/) and its rules in English and Russian.
package durak
