package tonk

import (
	"context"
	"math"
	"math/rand/v2"
	"net/url"
	"sort"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	game "gamehall/internal/games/tonk"
)

// endsReport is what a fixed-seed series of hands with one Strong bot
// among Easy ones came to: how the hands ended and Strong's chips.
type endsReport struct {
	hands int
	ends  map[game.How]int
	// net is Strong's result of every hand, ante included.
	net []int
	// byStrong counts the ends Strong called (out, tonk, drop).
	byStrong map[game.How]int
}

// meanCI is the mean of xs and the half-width of its 95% interval.
func meanCI(xs []int) (mean, half float64) {
	n := float64(len(xs))
	for _, x := range xs {
		mean += float64(x)
	}
	mean /= n
	var ss float64
	for _, x := range xs {
		d := float64(x) - mean
		ss += d * d
	}
	return mean, 1.96 * math.Sqrt(ss/(n-1)/n)
}

// strongAmongEasy plays hands at tables of players seats (ante 10, the
// default threshold), Strong in each seat in turn, the rest Easy.
func strongAmongEasy(t testing.TB, players, handsPerSeat int, seed uint64) endsReport {
	return series(t, players, handsPerSeat, seed, false)
}

// strongTable is the table a person meets at the Strong level: every
// bot Strong (the person's seat, 0, is played by Strong too; the
// chips reported are seat 0's).
func strongTable(t testing.TB, players, hands int, seed uint64) endsReport {
	return series(t, players, hands, seed, true)
}

func series(t testing.TB, players, handsPerSeat int, seed uint64, allStrong bool) endsReport {
	t.Helper()
	rep := endsReport{ends: map[game.How]int{}, byStrong: map[game.How]int{}}
	seats := players
	if allStrong {
		seats = 1
	}
	for strong := range seats {
		rng := rand.New(rand.NewPCG(seed, uint64(strong)))
		played := 0
		for g := uint64(0); played < handsPerSeat; g++ {
			st, err := game.Game{}.New(url.Values{"bots": {strconv.Itoa(players - 1)}, "ante": {"10"}}, seed*7919+uint64(strong)*1000+g, epoch)
			if err != nil {
				t.Fatal(err)
			}
			for played < handsPerSeat && !st.Over() {
				v := st.View(0, epoch)
				seat, act := kit.HumanSeat, kit.Action{"do": {game.ActNext}}
				if v.Playing() {
					seat = v.Turn
					level := kit.Easy
					if seat == strong || allStrong {
						level = kit.Strong
					}
					act = Play(context.Background(), st.View(seat, epoch), level, rng)
				} else {
					played++
					rep.hands++
					rep.ends[v.Last.How]++
					rep.net = append(rep.net, v.Last.Net[strong])
					if v.Last.Caller == strong {
						rep.byStrong[v.Last.How]++
					}
				}
				if err := st.Apply(seat, act, epoch); err != nil {
					t.Fatalf("seat %d %v: %v", seat, act, err)
				}
			}
		}
	}
	return rep
}

func (r endsReport) log(t *testing.T, label string) {
	var hows []string
	for h := range r.ends {
		hows = append(hows, string(h))
	}
	sort.Strings(hows)
	line := ""
	for _, h := range hows {
		n := r.ends[game.How(h)]
		p := float64(n) / float64(r.hands)
		line += " " + h + " " + strconv.FormatFloat(100*p, 'f', 1, 64) + "%±" +
			strconv.FormatFloat(196*math.Sqrt(p*(1-p)/float64(r.hands)), 'f', 1, 64)
	}
	m, h := meanCI(r.net)
	t.Logf("%s: %d hands; Strong nets %+.2f ± %.2f chips a hand (ante 10);%s; called by Strong %v", label, r.hands, m, h, line, r.byStrong)
}

// TestStrongPlaysTheGame checks that a table of Strong bots plays the
// hand out instead of ending it in a drop at once (85% of the hands
// ended in a drop and 4% in a Tonk), and that Strong still wins chips
// from Easy bots. GAMEHALL_LONG=1 plays 2,000 hands a seat (60 here).
func TestStrongPlaysTheGame(t *testing.T) {
	hands := kittest.Scale(60, 2000)
	for _, players := range []int{3, 4} {
		r := strongAmongEasy(t, players, hands, 42)
		r.log(t, strconv.Itoa(players)+" players, Strong among Easy")
		if m, _ := meanCI(r.net); m <= 0 {
			t.Errorf("%d players: Strong lost chips to Easy", players)
		}
		r = strongTable(t, players, hands*players, 42)
		r.log(t, strconv.Itoa(players)+" players, Strong table")
		drops := r.ends[game.Dropped] + r.ends[game.DropFailed]
		played := r.ends[game.WentOut] + r.ends[game.Tonked]
		if float64(drops) > 0.7*float64(r.hands) || float64(played) < 0.2*float64(r.hands) {
			t.Errorf("%d players: %d of %d hands ended in a drop, %d went out or Tonked", players, drops, r.hands, played)
		}
	}
}

// TestTuneStrongDrop tries drop caps (0: the Tonk threshold) and odds,
// Strong among Easy and at a table of Strong bots.
func TestTuneStrongDrop(t *testing.T) {
	kittest.NeedLong(t)
	cap0, odds0 := strongDrop, dropOdds
	defer func() { strongDrop, dropOdds = cap0, odds0 }()
	for _, c := range []int{0, 10, 20} {
		for _, o := range []float64{0.75, 0.9} {
			strongDrop, dropOdds = c, o
			label := "cap " + strconv.Itoa(c) + " odds " + strconv.FormatFloat(o, 'f', 2, 64)
			strongAmongEasy(t, 3, 700, 7).log(t, label+", Strong among Easy")
			strongTable(t, 3, 2100, 7).log(t, label+", Strong table")
		}
	}
}
