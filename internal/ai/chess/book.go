package chess

import (
	"math/rand/v2"
	"strings"

	c "gamehall/internal/games/chess"
)

// bookLines is the hall's opening book: main lines of the common
// openings, a few moves deep, chosen for the stronger levels so that
// their games start in sound, varied positions instead of the one line
// the search prefers. A level plays from the book while the game
// follows a line from the standard start; every line counts once, so
// a move shared by many lines (1.e4) is chosen more often.
var bookLines = []string{
	"e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1", // Ruy Lopez
	"e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4",      // Berlin
	"e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d3", // Italian
	"e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6 d4c6", // Scotch
	"e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4 d2d4", // Petroff
	"e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3", // Sicilian
	"e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3", // Sicilian, classical
	"e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6",      // Sicilian, Kan
	"e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7",      // French
	"e2e4 e7e6 d2d4 d7d5 b1d2 c7c5 e4d5 e6d5",      // French, Tarrasch
	"e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5 e4g3", // Caro-Kann
	"d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3", // Queen's Gambit Declined
	"d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4 a2a4", // Slav
	"d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8",      // Nimzo-Indian
	"d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8b7",      // Queen's Indian
	"d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3", // King's Indian
	"d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4", // Grünfeld
	"d2d4 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7 g1f3", // Catalan
	"c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5",      // English
	"c2c4 g8f6 b1c3 e7e6 g1f3 d7d5 d2d4 f8e7",      // English into the Queen's Gambit
	"g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7",      // Réti
	"g1f3 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6",      // Réti into the King's Indian
}

// bookMove returns a book move for the game so far (UCI moves from
// the standard start), or NoMove when the game has left the book.
func bookMove(pos c.Position, startFEN string, moves []string, rng *rand.Rand) c.Move {
	if startFEN != c.StartFEN {
		return c.NoMove
	}
	played := strings.Join(moves, " ")
	var next []string
	for _, line := range bookLines {
		f := strings.Fields(line)
		if len(f) <= len(moves) || strings.Join(f[:len(moves)], " ") != played {
			continue
		}
		next = append(next, f[len(moves)])
	}
	if len(next) == 0 {
		return c.NoMove
	}
	m, err := pos.ParseMove(next[rng.IntN(len(next))])
	if err != nil {
		return c.NoMove
	}
	return m
}
