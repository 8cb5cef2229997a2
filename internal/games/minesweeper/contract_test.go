package minesweeper

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game: Game{},
		Forms: []url.Values{{"preset": {"beginner"}}, {"preset": {"expert"}}, {"preset": {"intermediate"}, NoGuessKey: {"on"}},
			{"preset": {"custom"}, "width": {"8"}, "height": {"6"}, "mines": {"9"}}},
		Unlisted: []string{"custom"},
		Play: func(st kit.State[View], _ int, r *rand.Rand) kit.Action {
			if st.Over() {
				return kit.Action{"do": {"reveal"}, "cell": {"0,0"}}
			}
			return solve(st.View(kit.HumanSeat, kittest.Start), r)
		},
		Junk: []string{"0,0", "99,99", "-1,0", "3,3", "1,"},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

func FuzzContract(f *testing.F) { kittest.Fuzz(f, suite(), nil, nil) }
