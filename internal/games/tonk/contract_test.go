package tonk

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 4,
		Forms: []url.Values{{}, {"bots": {"3"}, "ante": {"50"}, "tonk": {"10"}}, {"bots": {"2"}, "dealtonk": {"off"}}},
		Play:  kittest.Picked[View](randomLegal),
		Check: kittest.Checked[View]((*state).check),
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=draw", "do=spread&card=7H&card=1&spread=1", "do=hit&card=AS&card=2&spread=2", "do=discard&card=10C"}, [][]byte{[]byte("{}"), []byte(`{"v":1,"r":"","np":3}`)})
}
