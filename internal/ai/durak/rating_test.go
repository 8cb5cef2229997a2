package durak

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestMeasureHeadsUp plays Normal against Easy two-handed, each seed
// from both seats, for the bot ratings (ratings.go, LevelRatings).
// GAMEHALL_TUNE=1; GAMEHALL_N seeds (default 200).
func TestMeasureHeadsUp(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 200)
	wins, draws, losses := 0, 0, 0
	for i := range n {
		seed := uint64(8_000_000 + i)
		for side := range 2 {
			levels := []kit.Level{kit.Strong, kit.Easy}
			normal := 0
			if side == 1 {
				levels, normal = []kit.Level{kit.Easy, kit.Strong}, 1
			}
			fool, _ := playGame(t, seed, levels)
			switch fool {
			case -1:
				draws++
			case normal:
				losses++
			default:
				wins++
			}
		}
	}
	fmt.Printf("durak two-handed, normal vs easy: %d won, %d drawn, %d lost of %d\n", wins, draws, losses, 2*n)
}

// TestMeasureTable plays one Normal seat among Easy ones at a table of
// GAMEHALL_PLAYERS (default 3), the Normal seat moving round the table
// game by game, for the bot ratings of each table size
// (ratings.go, LevelRatings): a game not lost (the seat is not
// the fool) scores 1, a game ending without a fool ½. GAMEHALL_TUNE=1;
// GAMEHALL_N games (default 200).
func TestMeasureTable(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 200)
	players, _ := strconv.Atoi(os.Getenv("GAMEHALL_PLAYERS"))
	if players < 2 {
		players = 3
	}
	wins, draws, losses := 0, 0, 0
	for i := range n {
		seat := i % players
		levels := make([]kit.Level, players)
		for s := range levels {
			levels[s] = kit.Easy
		}
		levels[seat] = kit.Strong
		switch fool, _ := playGame(t, uint64(8_500_000+i), levels); fool {
		case -1:
			draws++
		case seat:
			losses++
		default:
			wins++
		}
	}
	fmt.Printf("durak at %d, one normal among easy: %d not the fool, %d drawn, %d the fool of %d\n", players, wins, draws, losses, n)
}
