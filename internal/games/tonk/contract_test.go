package tonk

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
		Seats: 4,
		Forms: []url.Values{{}, {"bots": {"3"}, "ante": {"50"}, "tonk": {"10"}}, {"bots": {"2"}, "dealtonk": {"off"}}},
		Play: func(st kit.State[View], seat int, r *rand.Rand) kit.Action {
			_, a := randomLegal(st.(*state), r)
			return a
		},
		Check: func(st kit.State[View]) error { return st.(*state).check() },
		Moved: func(st kit.State[View]) { st.(*state).Moves++ },
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=draw", "do=spread&card=7H&card=1&spread=1", "do=hit&card=AS&card=2&spread=2", "do=discard&card=10C"}, [][]byte{[]byte("{}"), []byte(`{"v":1,"r":"","np":3}`)})
}
