package pages

import (
	"testing"

	"gamehall/internal/games/hearts"
)

func TestTurnTitleHeartsPass(t *testing.T) {
	cases := []struct {
		name string
		view hearts.View
		want string
	}{
		{"the pass is the person's to choose", hearts.View{Phase: hearts.Passing}, "Your move"},
		{"the pass is chosen, the bots choose theirs", hearts.View{Phase: hearts.Passing, WaitingForPass: true}, ""},
		{"a bot leads the trick", hearts.View{Phase: hearts.Playing, Turn: 1}, ""},
		{"the person leads the trick", hearts.View{Phase: hearts.Playing}, "Your move"},
	}
	for _, c := range cases {
		if got := TurnTitle("en", c.view, false); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
