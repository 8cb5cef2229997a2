package thousand

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 3,
		Forms: []url.Values{{}, {"level": {"easy"}}, allHouseRules},
		Play:  kittest.Picked[View](randomMove),
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=bid&bid=100", "do=pass", "do=play&card=AS", "do=give&card=10H", "do=raise&bid=125", "do=next", "do=writeoff"}, [][]byte{[]byte(`{"v":1}`)})
}
