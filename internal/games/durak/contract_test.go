package durak

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 6,
		Forms: []url.Values{{}, {"players": {"2"}, "level": {"easy"}}, {"players": {"6"}, "level": {"normal"}}},
		Play: func(st kit.State[View], seat int, r *rand.Rand) kit.Action {
			v := st.View(seat, kittest.Start)
			if len(legalActions(v)) == 0 {
				return nil
			}
			return randomAction(v, r)
		},
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=attack&card=7S", "do=defend&card=10H&target=9H", "do=throw&card=AH", "do=take", "do=pass&card=%FF&target=%3Cb%3E"}, nil)
}
