package handlers

import (
	"context"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"
)

// BenchmarkBotTimeUnderAttack measures the attack of issue 14 with the
// real bots: one account runs strong Go 19x19 games in parallel (every
// one of its requests asks for a bot move at once), while another user
// plays easy checkers; it reports the victim's bot-move latency. The
// "before" variant schedules as the hall did before: one lane of a slot
// per CPU in arrival order, no per-user line. Each op is one victim move;
// run it with a fixed count, e.g.
//
//	go test ./internal/handlers -run '^$' -bench BotTimeUnderAttack -benchtime 20x
func BenchmarkBotTimeUnderAttack(b *testing.B) {
	for _, attackers := range []int{8, 16, 44} {
		for _, mode := range []string{"before", "after"} {
			b.Run(fmt.Sprintf("%s/attackers=%d", mode, attackers), func(b *testing.B) {
				benchAttack(b, mode == "before", attackers)
			})
		}
	}
}

func benchAttack(b *testing.B, before bool, attackers int) {
	slots := max(1, runtime.GOMAXPROCS(0))
	saved := bots
	bots = newScheduler(slots, slots, 2)
	if before {
		bots.lanes[light] = bots.lanes[heavy]
		bots.maxWaiting = 1 << 30
	}
	defer func() { bots = saved }()

	games := Games().games
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for i := range attackers {
		user := "attacker"
		if before {
			user = fmt.Sprint("attacker", i) // no line of its own before
		}
		actx := withBotUser(ctx, user)
		wg.Go(func() {
			for ctx.Err() == nil {
				// Playing white, the human waits for the bot's first move.
				inst, err := games["go"].create(url.Values{"size": {"19"}, "level": {"strong"}, "color": {"white"}}, uint64(i), benchNow)
				if err != nil {
					b.Error(err)
					return
				}
				if err := inst.playBots(actx, time.Second, benchBotRand(), benchNow, nil); errors.Is(err, errBotsBusy) {
					// A refused request costs the attacker a round trip
					// before it asks again.
					time.Sleep(5 * time.Millisecond)
				}
			}
		})
	}
	// Let the attack fill the queues before the victim starts.
	time.Sleep(500 * time.Millisecond)
	vctx := withBotUser(ctx, "victim")
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		inst, err := games["checkers"].create(url.Values{"color": {"black"}, "level": {"easy"}}, uint64(i), benchNow)
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		if err := inst.playBots(vctx, 20*time.Second, benchBotRand(), benchNow, nil); err != nil {
			b.Fatal(err)
		}
		lat = append(lat, time.Since(start))
	}
	b.StopTimer()
	cancel()
	wg.Wait()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(lat[(len(lat)*99)/100].Microseconds())/1000, "p99-ms")
}

// benchBotRand gives the benchmark's bots the same choices on every run.
func benchBotRand() *mrand.Rand {
	s := &Server{Config: Config{Seeds: SeedSequence(1)}}
	return s.botRand()
}
