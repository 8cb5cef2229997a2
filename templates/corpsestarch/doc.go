// Package corpsestarch is how the hall shows Corpse-Starch Box: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/corpse-starch/) and its rules in English and Russian.
package corpsestarch
