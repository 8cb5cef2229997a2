package hearts

import (
	"context"
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// player is one seat's policy in a measured match.
type player func(ctx context.Context, v game.View, rng *rand.Rand) kit.Action

// atLevel is the hall's bot at a level.
func atLevel(lv kit.Level) player {
	return func(ctx context.Context, v game.View, rng *rand.Rand) kit.Action {
		v.Level = lv
		a, _ := Bot(ctx, v, rng)
		return a
	}
}

// moonShooter tries to take every point: it passes its three lowest
// cards and plays high to win every trick.
func moonShooter(ctx context.Context, v game.View, rng *rand.Rand) kit.Action {
	if v.MustPass() {
		hand := cards.SetOf(v.Hand...)
		var pass []cards.Card
		for range 3 {
			c := byRank(hand, false, nil)
			pass = append(pass, c)
			hand = hand.Remove(c)
		}
		return url.Values{"do": {game.ActPass}, "cards": {cards.Join(pass)}}
	}
	return url.Values{"do": {game.ActPlay}, "card": {shooterPlay(situationOf(v)).String()}}
}

// playRounds plays whole games (to 500) on consecutive seeds until n
// rounds are done and returns them.
func playRounds(t testing.TB, seed uint64, n int, seats [game.Seats]player) []game.RoundResult {
	t.Helper()
	var out []game.RoundResult
	ctx := context.Background()
	for g := uint64(0); len(out) < n; g++ {
		st, err := game.Game{}.New(url.Values{"target": {"500"}}, seed+g, now)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed+g, 7))
		for !st.Over() && len(out) < n {
			seat := kit.ToMove(st)
			v := st.View(seat, now)
			var a kit.Action = url.Values{"do": {game.ActNext}}
			if v.Phase == game.RoundOver {
				out = append(out, v.Rounds[len(v.Rounds)-1])
			} else {
				a = seats[seat](ctx, v, rng)
			}
			if err := st.Apply(seat, a, now); err != nil {
				t.Fatalf("seat %d played %v: %v", seat, a, err)
			}
		}
	}
	return out
}

// seatStats is one seat's points per round with a 95% interval, and how
// many rounds it shot the moon.
func seatStats(rounds []game.RoundResult, seat int) (mean, half float64, moons int) {
	n := float64(len(rounds))
	for _, r := range rounds {
		mean += float64(r.Points[seat])
		if r.Points[seat] == 0 && r.Points[(seat+1)%game.Seats] == game.MoonPoints {
			moons++
		}
	}
	mean /= n
	var ss float64
	for _, r := range rounds {
		d := float64(r.Points[seat]) - mean
		ss += d * d
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n), moons
}

// TestHardAgainstMedium seats Hard with three Medium bots (Hard in each
// seat in turn, fixed seeds) and a moon shooter with three bots of each
// level. GAMEHALL_LONG=1 plays 400 rounds each.
func TestHardAgainstMedium(t *testing.T) {
	kittest.NeedLong(t)
	const rounds = 400
	var hard, med []float64
	for seat := range game.Seats {
		seats := [game.Seats]player{atLevel(kit.Medium), atLevel(kit.Medium), atLevel(kit.Medium), atLevel(kit.Medium)}
		seats[seat] = atLevel(kit.Strong)
		rs := playRounds(t, 900+uint64(seat)*100, rounds/game.Seats, seats)
		for _, r := range rs {
			hard = append(hard, float64(r.Points[seat]))
			sum := 0
			for s, p := range r.Points {
				if s != seat {
					sum += p
				}
			}
			med = append(med, float64(sum)/3)
		}
	}
	mh, hh := meanHalf(hard)
	mm, hm := meanHalf(med)
	diff := make([]float64, len(hard))
	for i := range hard {
		diff[i] = hard[i] - med[i]
	}
	md, hd := meanHalf(diff)
	t.Logf("Hard vs 3 Medium, %d rounds: Hard %.2f ± %.2f points a round, Medium %.2f ± %.2f, Hard − Medium %.2f ± %.2f", len(hard), mh, hh, mm, hm, md, hd)
	for _, lv := range game.Levels {
		seats := [game.Seats]player{moonShooter, atLevel(lv), atLevel(lv), atLevel(lv)}
		rs := playRounds(t, 1700, rounds, seats)
		m, h, moons := seatStats(rs, 0)
		t.Logf("moon shooter vs 3 %s, %d rounds: shot the moon %d times; the shooter took %.2f ± %.2f points a round", string(lv), len(rs), moons, m, h)
	}
}

func meanHalf(xs []float64) (mean, half float64) {
	n := float64(len(xs))
	for _, x := range xs {
		mean += x
	}
	mean /= n
	var ss float64
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}
