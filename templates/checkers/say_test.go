package checkers

import (
	"testing"

	"gamehall/internal/games/checkers"
)

// TestSayNamesTheMove: a bot's move is said in notation with what it
// took.
func TestSayNamesTheMove(t *testing.T) {
	cv := checkers.View{LastMove: &checkers.MoveOption{Notation: "c3:e5:g7", Captured: []string{"d4", "f6"}}}
	if got := View.Say("en", 1, nil, cv, nil, nil); got != "The bot plays c3:e5:g7, taking 2." {
		t.Errorf("checkers: %q", got)
	}
}
