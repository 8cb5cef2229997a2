package checkers

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// others are the actions besides moves, sent now and then.
var others = []string{"draw", "undo", "accept", "decline", "resign"}

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 2,
		Forms: []url.Values{{}, {"color": {"black"}, "level": {"easy"}}},
		Steps: 300,
		Play: func(st kit.State[View], seat int, r *rand.Rand) kit.Action {
			s := st.(*state)
			if a, ok := kittest.Aside(r, s.Over(), others); ok {
				return a
			}
			moves := s.current().LegalMoves(nil)
			if len(moves) == 0 {
				return kit.Action{"do": {others[r.IntN(len(others))]}}
			}
			m := moves[r.IntN(len(moves))]
			var path []string
			for _, sq := range m.Squares() {
				path = append(path, sq.String())
			}
			return kit.Action{"do": {"move"}, "path": {strings.Join(path, ",")}}
		},
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{
		"do=move&path=c3,d4", "do=move&from=c3&to=b4", "do=undo", "do=draw", "do=resign", "do=move&path=c3:e5:c7", "do=%zz",
	}, [][]byte{
		[]byte(`{"v":1,"human":"black","level":"strong","start":"W:WKa1:BKh2","moves":["a1-b2","h2-g1"],"offer":2,"pending":true}`),
	})
}
