// Package pharaoh is how the hall shows Pharaoh: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/pharaoh/) and its rules in English and Russian.
package pharaoh
