package klondike

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
		Forms: []url.Values{{}, {"draw": {"3"}}, {"winnable": {"1"}}},
		Play: func(st kit.State[View], _ int, r *rand.Rand) kit.Action {
			if r.IntN(15) == 0 {
				return kit.Action{"do": {[]string{"undo", "hint", "complete"}[r.IntN(3)]}}
			}
			return randomAction(st.View(kit.HumanSeat, kittest.Start), r)
		},
		Check: kittest.Checked[View]((*state).check),
		Junk:  []string{"w", "t1", "t7", "f", "f1", "t9"},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{
		"do=draw", "do=undo", "do=hint", "do=complete", "do=move&from=w&to=t1",
		"do=move&from=t7&to=f", "do=move&from=t3&to=t1&count=2", "do=auto&from=t4",
		"do=move&from=f1&to=t2", "do=move&from=t9&to=t1", "do=move&from=t1&to=t2&count=-1",
		"do=move&from=1&to=7", "do=auto&from=0", "do=move&from=t1&to=t2&count=99", "do=jump", "",
	}, [][]byte{[]byte(`{"v":1}`), []byte(`null`)})
}
