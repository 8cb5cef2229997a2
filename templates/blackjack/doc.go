// Package blackjack is how the hall shows blackjack: the board, the new-game
// form, the game's stylesheet and script (served under
// /static/games/blackjack/) and its rules in English and Russian.
package blackjack
