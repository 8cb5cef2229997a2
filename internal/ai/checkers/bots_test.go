package checkers

import (
	"testing"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
)

// Easy is quick; the other levels search to their budget.
func TestEffortOfEachLevel(t *testing.T) {
	for _, level := range []kit.Level{kit.Easy, kit.Medium, kit.Strong} {
		want := kit.Effort{Search: level != kit.Easy}
		if got := Effort(game.View{Level: level}); got != want {
			t.Errorf("Effort(%s) = %+v, want %+v", level, got, want)
		}
	}
}
