package pharaoh

import (
	"fmt"
	"net/url"
	"testing"

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
		playOut(t, url.Values{"matches": {"1"}}, seed, 5, [2]policy{strongPolicy, easyPolicy}, func(v game.View) {
			if d, ok := v.LastDeal(); ok && !v.MyTurn() && v.Phase != game.Playing {
				ends[d.End]++
				pts[0] += d.Points[0]
				pts[1] += d.Points[1]
				deals++
			}
		})
	}
	fmt.Printf("deals %d, ends %v, avg points strong %.1f easy %.1f\n", deals, ends, float64(pts[0])/float64(deals), float64(pts[1])/float64(deals))
}
