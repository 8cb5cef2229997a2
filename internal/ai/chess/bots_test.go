package chess

import (
	"testing"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// The three weakest levels search two plies at most: quick; the others
// search to their budget.
func TestEffortOfEachLevel(t *testing.T) {
	for level, search := range map[kit.Level]bool{
		kit.Beginner: false, kit.Novice: false, kit.Easy: false,
		kit.Medium: true, kit.Strong: true, kit.Master: true,
	} {
		if got := Effort(c.View{Level: level}); got != (kit.Effort{Search: search}) {
			t.Errorf("Effort(%s) = %+v, want Search %v", level, got, search)
		}
	}
}
