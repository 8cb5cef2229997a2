package durak

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"

	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// engineValue plays every line of an ending out with the real engine
// (cloning the state through Encode and Decode) and returns the result
// for seat me: the reference the search's own little simulation must
// agree with.
func engineValue(t *testing.T, st kit.State[game.View], me int, memo map[string]int) int {
	// The position without its history (the log, the move count).
	v0, v1 := st.View(0, now), st.View(1, now)
	key := fmt.Sprint(v0.Hand, v1.Hand, v0.Table, v0.Phase, v0.Attacker, v0.Turn, v0.Limit, v0.OutAt)
	if v, ok := memo[key]; ok {
		return v
	}
	data, _ := st.Encode()
	if st.Over() {
		switch fool := st.View(me, now).Fool; fool {
		case -1:
			return draw
		case me:
			return lose
		}
		return win
	}
	seat := kit.ToMove(st)
	v := st.View(seat, now)
	var acts []kit.Action
	for _, c := range v.Playable.Cards() {
		acts = append(acts, play(v, c.String()))
	}
	if v.CanTake {
		acts = append(acts, take())
	}
	if v.CanPass {
		acts = append(acts, pass())
	}
	best := lose - 1
	if seat != me {
		best = win + 1
	}
	for _, a := range acts {
		clone, err := game.Game{}.Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if err := clone.Apply(seat, a, now); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		val := engineValue(t, clone, me, memo)
		if seat == me {
			best = max(best, val)
		} else {
			best = min(best, val)
		}
	}
	memo[key] = best
	return best
}

// TestSearchAgreesWithEngine plays two-player games to small endings and
// checks, at every decision of the ending, that the search's value of
// the position equals the engine's own exhaustive value.
func TestSearchAgreesWithEngine(t *testing.T) {
	maxCards, want := 6, 60
	if kittest.Long() {
		maxCards, want = 8, 150
	}
	checked := 0
	for i := 0; i < 400 && checked < want; i++ {
		st, _ := game.Game{}.New(url.Values{"players": {"2"}}, uint64(i+31), now)
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		for !st.Over() {
			seat := kit.ToMove(st)
			v := st.View(seat, now)
			s := situationOf(v, rng)
			if e, ok := endingOf(s); ok && s.endgame && len(v.Hand)+v.Counts[1-seat]+2*len(v.Table) <= maxCards {
				sr := &searcher{ctx: context.Background(), trump: s.trump, memo: map[[3]uint64][2]int8{}}
				got := sr.value(e, lose, win)
				if want := engineValue(t, st, seat, map[string]int{}); got != want || sr.abort {
					t.Fatalf("game %d: search says %d, the engine %d, at %+v", i, got, want, v)
				}
				checked++
			}
			a := normal(context.Background(), v, rng, false)
			if err := st.Apply(seat, a, now); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < want {
		t.Fatalf("only %d endings checked", checked)
	}
}

func TestSearchRespectsTheDeadline(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for i := range 30 {
		st, _ := game.Game{}.New(url.Values{"players": {"2"}}, uint64(i), now)
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		for !st.Over() {
			seat := kit.ToMove(st)
			// A bot with no time left still answers, legally.
			a, err := Bot(ctx, st.View(seat, now), rng)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Apply(seat, a, now); err != nil {
				t.Fatalf("with no time left the bot played %v: %v", a, err)
			}
		}
	}
}

// TestSearchIsWorthIt measures the endgame search: Normal with it
// against Normal without. Long: GAMEHALL_LONG=1.
func TestSearchIsWorthIt(t *testing.T) {
	kittest.NeedLong(t)
	for _, players := range []int{2, 3} {
		var fools [2]int
		games := 2000
		for i := range games {
			for with := range 2 {
				st, _ := game.Game{}.New(url.Values{"players": {strconv.Itoa(players)}}, uint64(i+555), now)
				rng := rand.New(rand.NewPCG(uint64(i), 5))
				for !st.Over() {
					seat := kit.ToMove(st)
					a := normal(context.Background(), st.View(seat, now), rng, seat == 0 && with == 1)
					if err := st.Apply(seat, a, now); err != nil {
						t.Fatal(err)
					}
				}
				if st.View(0, now).Fool == 0 {
					fools[with]++
				}
			}
		}
		t.Logf("%d players, same deals: seat 0 is the fool %.1f%% without the search, %.1f%% with it",
			players, 100*float64(fools[0])/float64(games), 100*float64(fools[1])/float64(games))
	}
}
