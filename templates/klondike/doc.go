// Package klondike is how the hall shows Klondike: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/klondike/) and its rules in English and Russian.
package klondike
