package hearts

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: Seats,
		Forms: []url.Values{{}, {"level": {"hard"}, "target": {"50"}}},
		Play:  kittest.Picked[View](randomMove),
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=pass&cards=QS,2H,3D", "do=play&card=2C", "do=next"}, nil)
}
