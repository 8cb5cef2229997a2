package baduk

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 2,
		Forms: []url.Values{{"size": {"9"}}, {"size": {"13"}, "color": {"white"}}},
		Seeds: []uint64{1, 2},
		Steps: 500,
		Play: func(st kit.State[View], seat int, r *rand.Rand) kit.Action {
			s := st.(*state)
			switch {
			case r.IntN(40) == 0:
				return kit.Action{"do": {[]string{"undo", "pass", "resign", "toggle"}[r.IntN(4)]}}
			case s.phase == Scoring && seat == BotSeat:
				return kit.Action{"do": {"propose"}}
			case s.phase == Scoring:
				return kit.Action{"do": {"accept"}}
			}
			pt := randomLegal(s.pos, r)
			if pt == Pass {
				return kit.Action{"do": {"pass"}}
			}
			x, y := s.pos.Board.XY(pt)
			return kit.Action{"do": {"play"}, "x": {strconv.Itoa(x)}, "y": {strconv.Itoa(y)}}
		},
		Check: kittest.Checked[View]((*state).check),
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{
		"do=play&x=4&y=4", "do=propose&dead=1,1&dead=x", "do=toggle&x=-1&y=99", "do=undo",
	}, nil)
}
