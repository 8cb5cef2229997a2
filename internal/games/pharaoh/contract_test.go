package pharaoh

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 2,
		Forms: []url.Values{{}, {"matches": {"1"}, "level": {"easy"}}},
		Play:  kittest.Picked[View](randomAction),
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=play&card=XB&suit=H", "do=draw", "do=pass", "do=next", "do=play&card=10H"}, [][]byte{[]byte(`{"v":1}`), []byte(`null`), {0xff, 0x00}})
}
