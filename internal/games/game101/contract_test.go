package game101

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 6,
		Forms: []url.Values{{}, {"players": {"2"}, "level": {"easy"}}, {"players": {"6"}}},
		Play:  kittest.Picked[View](randomAction),
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=play&card=QS", "do=draw", "do=next&card=10H", "do=pass&card=%E2%99%A0"}, nil)
}
