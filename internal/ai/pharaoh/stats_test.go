package pharaoh

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/pharaoh"
)

// TestDealStats prints how deals end and what they score (GAMEHALL_TUNE=1).
func TestDealStats(t *testing.T) {
	kittest.NeedTune(t)
	ends := map[game.EndKind]int{}
	var pts [2]int
	deals := 0
	for seed := uint64(0); seed < 40; seed++ {
		st, _ := game.Game{}.New(map[string][]string{"matches": {"1"}}, seed, epoch)
		rng := rand.New(rand.NewPCG(seed, 5))
		for !st.Over() {
			seat, ok := st.NextBot()
			if !ok {
				seat = game.Person
			}
			v := st.View(seat, epoch)
			act := kit.Action{"do": {"next"}}
			if v.MyTurn() {
				if seat == 0 {
					act = Strong(context.Background(), v, rng)
				} else {
					act = Easy(v, rng)
				}
			} else if d, ok := v.LastDeal(); ok && v.Phase != game.Playing {
				ends[d.End]++
				pts[0] += d.Points[0]
				pts[1] += d.Points[1]
				deals++
			}
			if err := st.Apply(seat, act, epoch); err != nil {
				t.Fatal(err)
			}
		}
	}
	fmt.Printf("deals %d, ends %v, avg points strong %.1f easy %.1f\n", deals, ends, float64(pts[0])/float64(deals), float64(pts[1])/float64(deals))
}
