package wayfarer

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
		Forms: []url.Values{{}, {"galaxy": {"12345"}}},
		Seeds: []uint64{1, 2},
		Steps: 300,
		Play: func(st kit.State[View], _ int, r *rand.Rand) kit.Action {
			return pick(r, st.View(kit.HumanSeat, kittest.Start))
		},
		Check: kittest.Checked[View]((*state).check),
		Junk:  []string{"food", "max", "all", "pod", "help", "3"},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{
		"do=buy&good=food&n=max", "do=jump&to=3", "do=sell&good=food&n=all", "do=galactic", "do=choose&c=0",
		"do=enc&c=help", "do=upgrade&item=pod", "do=buy&good=food&n=99999999999999999999",
		"do=missile", "do=buymis", "do=hull&hull=hauler", "do=fine", "do=contract&k=0", "do=drop&k=0",
		"do=retire&confirm=yes", "do=enc&c=fire", "do=enc&c=plunder", "do=tab&tab=board",
	}, nil)
}
