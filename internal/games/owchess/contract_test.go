package owchess

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
		Seats: 2,
		Forms: []url.Values{{}, {"color": {"black"}, "level": {"easy"}, "timer": {"off"}}, {"opponent": {"friend"}}},
		Steps: 300,
		Play: func(st kit.State[View], _ int, r *rand.Rand) kit.Action {
			s := st.(*State)
			if s.rec.Cover {
				return kit.Action{"do": {"ready"}}
			}
			_, a := randomAction(s, r)
			return a
		},
		Junk: []string{"e4", "e5", "a4", "h5", "hp", "curse", "extend", "weaken"},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=move&from=e2&to=e4", "do=buy&item=hp", "do=leave", "do=move&from=a1&to=a9", "do=resign"}, [][]byte{[]byte(`{}`), []byte(`{"v":1,"level":"easy"}`), []byte(`null`)})
}
