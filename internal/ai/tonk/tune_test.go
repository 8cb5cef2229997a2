package tonk

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/tonk"
)

// TestTuneDropOdds seats one Strong bot with a trial drop threshold
// against Strong bots with the standard one and reports its chips.
func TestTuneDropOdds(t *testing.T) {
	kittest.NeedLong(t)
	std := dropOdds
	defer func() { dropOdds = std }()
	for _, trial := range []float64{0.55, 0.65, 0.75, 0.85, 0.95} {
		total, hands := 0, 0
		ends := map[game.How]int{}
		for g := uint64(0); hands < 6000; g++ {
			st, _ := game.Game{}.New(url.Values{"bots": {"2"}}, 500+g, epoch)
			rng := rand.New(rand.NewPCG(g, 1))
			start := game.StartBankroll
			for hands < 6000 && !st.Over() {
				v := st.View(0, epoch)
				seat, act := kit.HumanSeat, kit.Action{"do": {game.ActNext}}
				if v.Playing() {
					seat = v.Turn
					dropOdds = std
					if seat == 0 {
						dropOdds = trial
					}
					act = Play(context.Background(), st.View(seat, epoch), kit.Strong, rng)
				} else {
					hands++
					ends[v.Last.How]++
				}
				if err := st.Apply(seat, act, epoch); err != nil {
					t.Fatal(err)
				}
			}
			v := st.View(0, epoch)
			total += v.Bank[0] + v.Pot/v.Players - start
		}
		t.Logf("drop odds %.2f vs %.2f: %+.2f chips a hand; ends %v", trial, std, float64(total)/float64(hands), ends)
	}
}
