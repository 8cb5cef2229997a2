// Package owchess is Open World Chess 1.1.1: chess on a board under a
// fog of war, where pieces have hit points and fight instead of simply
// capturing, bonus squares and coins appear as the fog lifts, merchants
// on the edges sell upgrades, and every move is on a two-minute clock.
//
// The rules core (board.go, moves.go, combat.go, fog.go) is pure and
// exported so the bot can search positions built from what its side
// sees; the hall's contract (kit.Game, kit.State, kit.Advancer) lives in
// game.go, state.go, clock.go and view.go.
package owchess
