package hearts

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestResign: the person may give the game up at any time; it counts as
// a loss once they have moved, and as nothing before.
func TestResign(t *testing.T) {
	kittest.Resign(t, Game{}, url.Values{}, func(st kit.State[View]) { st.(*state).Moves++ })
}
