package game101

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/game101"
	"gamehall/internal/games/kit/kittest"
)

// TestTune plays each weight halved and doubled against the tuned bot
// (GAMEHALL_TUNE=1): a variant that wins clearly more than half is a
// better setting.
func TestTune(t *testing.T) {
	kittest.NeedTune(t)
	matches := 2000
	wt := reflect.TypeOf(tuned)
	for i := range wt.NumField() {
		for _, f := range []float64{0, 0.5, 2} {
			w := tuned
			fv := reflect.ValueOf(&w).Elem().Field(i)
			fv.SetFloat(fv.Float() * f)
			variant := func(v game.View, _ *rand.Rand) cards.Card { return strongWith(v, w) }
			line := ""
			for _, players := range []int{2, 4} {
				wins := 0
				for m := range matches {
					seats := make([]policy, players)
					for s := range seats {
						seats[s] = strongPolicy
						if (s+m)%2 == 0 {
							seats[s] = variant
						}
					}
					winner, _ := playMatch(t, players, uint64(m)+1e6, seats)
					if (winner+m)%2 == 0 {
						wins++
					}
				}
				line += " " + string(rune('0'+players)) + "p " + ftoa(100*float64(wins)/float64(matches)) + "%"
			}
			t.Logf("%s x%.1f:%s", wt.Field(i).Name, f, line)
		}
	}
}

func ftoa(f float64) string {
	return string([]byte{byte('0' + int(f)/10%10), byte('0' + int(f)%10)})
}
