package baduk

import (
	"testing"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// Easy is quick on 9x9 only; Strong on the larger boards takes two of
// the hall's budgets, the time its label was measured at.
func TestEffortOfEachLevelAndSize(t *testing.T) {
	for _, c := range []struct {
		view g.View
		want kit.Effort
	}{
		{g.View{Level: kit.Easy, Size: 9}, kit.Effort{}},
		{g.View{Level: kit.Easy, Size: 19}, kit.Effort{Search: true}},
		{g.View{Level: kit.Medium, Size: 19}, kit.Effort{Search: true}},
		{g.View{Level: kit.Strong, Size: 9}, kit.Effort{Search: true}},
		{g.View{Level: kit.Strong, Size: 13}, kit.Effort{Search: true, Budget: 2}},
		{g.View{Level: kit.Strong, Size: 19}, kit.Effort{Search: true, Budget: 2}},
	} {
		if got := Effort(c.view); got != c.want {
			t.Errorf("Effort(%s %dx%d) = %+v, want %+v", c.view.Level, c.view.Size, c.view.Size, got, c.want)
		}
	}
}
