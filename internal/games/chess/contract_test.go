package chess

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// others are the actions besides moves, sent now and then.
var others = []string{"draw", "undo", "accept-draw", "decline-draw", "resign"}

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 2,
		Forms: []url.Values{{}, {"color": {"black"}, "level": {"easy"}}},
		Steps: 300,
		Play: func(st kit.State[View], seat int, r *rand.Rand) kit.Action {
			s := st.(*State)
			if a, ok := kittest.Aside(r, s.Over(), others); ok {
				return a
			}
			var ml MoveList
			s.pos.GenerateLegal(&ml)
			if ml.N == 0 {
				return kit.Action{"do": {others[r.IntN(len(others))]}}
			}
			return kit.Action{"do": {"move"}, "move": {ml.Moves[r.IntN(ml.N)].UCI()}}
		},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced (FuzzApply's
// actions, FuzzDecode's states).
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{
		"do=move&from=e2&to=e4", "do=move&move=Nf3", "do=move&from=e7&to=e5", "do=move&from=e7&to=e8&promo=q",
		"do=undo", "do=draw", "do=accept-draw", "do=resign", "do=move&from=%00&to=%C3%A9&promo=qq&move=O-O-O-O",
	}, [][]byte{
		[]byte(`{"v":1,"start":"` + StartFEN + `","moves":["e2e4"],"human":"white","level":"easy","created":"2026-01-01T00:00:00Z"}`),
		[]byte(`{"v":1,"start":"8/8/8/8/8/8/8/8 w - - 0 1"}`),
		[]byte("garbage"),
	})
}
