package kittest

import (
	"math/rand/v2"
	"testing"
	"time"

	"gamehall/internal/games/kit"
)

// BenchRequest measures the engine's share of one request through the
// hall: decode the stored state data with g, apply the action pick
// chooses for it (nil for a request that only reads), take the person's
// view and encode the state again. It reports allocations and the
// stored state's size.
func BenchRequest[V any](b *testing.B, g kit.Game[V], data []byte, now time.Time, pick func(kit.State[V]) (int, kit.Action)) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		st, err := g.Decode(data)
		if err != nil {
			b.Fatal(err)
		}
		if pick != nil {
			seat, act := pick(st)
			if err := st.Apply(seat, act, now); err != nil {
				b.Fatal(err)
			}
		}
		_ = st.View(kit.HumanSeat, now)
		if _, err := st.Encode(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "state-bytes")
}

// Random adapts a test's random picker over the engine's own state type
// S to the pick of [BenchRequest], drawing from r.
func Random[V any, S kit.State[V]](pick func(S, *rand.Rand) (int, kit.Action), r *rand.Rand) func(kit.State[V]) (int, kit.Action) {
	return func(st kit.State[V]) (int, kit.Action) { return pick(st.(S), r) }
}

// Walk plays st on with the actions pick draws from r for as long as
// more says so; every action must be accepted. It returns st: a game
// played to its end, or some way into it as a benchmark's start.
func Walk[V any, S kit.State[V]](b testing.TB, st S, now time.Time, pick func(S, *rand.Rand) (int, kit.Action), r *rand.Rand, more func(S) bool) S {
	b.Helper()
	for more(st) {
		seat, act := pick(st, r)
		Accepts[V](b, st, seat, act, now, nil)
	}
	return st
}

// BenchRandom is [BenchRequest] from st's stored form, the action drawn
// by pick from a source seeded (3, 4).
func BenchRandom[V any, S kit.State[V]](b *testing.B, g kit.Game[V], st S, now time.Time, pick func(S, *rand.Rand) (int, kit.Action)) {
	b.Helper()
	data := Encode(b, st)
	BenchRequest[V](b, g, data, now, Random[V](pick, rand.New(rand.NewPCG(3, 4))))
}
