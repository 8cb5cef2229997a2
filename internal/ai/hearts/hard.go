package hearts

import (
	"context"
	"math/rand/v2"
	"slices"

	"gamehall/internal/ai/cardsim"
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

// hardSamples is how many deals Hard imagines for each decision.
const hardSamples = 40

// hardPlay imagines deals of the unseen cards that agree with everything
// the seat knows (its pass, the voids shown, who led hearts early), plays
// each legal card in each deal and finishes the round with the medium
// strategy, and picks the card with the best average outcome. When one
// seat has taken every point so far, the imagined rounds let it run for
// the moon, so the choice also stops a shot.
func hardPlay(ctx context.Context, v game.View, s *situation, rng *rand.Rand) cards.Card {
	if s.legal.Len() == 1 {
		return lowest(s.legal)
	}
	k := knowledgeOf(v)
	base := table{
		hands:   [game.Seats]cards.Set{},
		trick:   s.trick,
		leader:  s.leader,
		count:   s.count,
		done:    len(v.Tricks),
		played:  s.played,
		broken:  v.HeartsBroken,
		points:  v.Taken,
		shooter: k.moonThreat(),
	}
	candidates := s.legal.Cards()
	guess := func(try int) ([game.Seats]cards.Set, bool) {
		hands, ok := k.sample(rng, try >= 2*hardSamples)
		hands[s.me] = s.hand
		return hands, ok
	}
	totals, samples := cardsim.Totals(ctx, cardsim.Sampling{Worlds: hardSamples, Tries: 4 * hardSamples}, len(candidates), guess,
		func(hands [game.Seats]cards.Set, _, i int) float64 {
			t := base
			t.hands = hands
			t.play(s.me, candidates[i])
			t.finish()
			return t.score(s.me)
		})
	if samples == 0 {
		return mediumPlay(s, rng)
	}
	best := slices.Index(totals, slices.Min(totals))
	// Prefer the medium choice when it is as good as the best.
	if m := slices.Index(candidates, mediumPlay(s, nil)); m >= 0 && totals[m] <= totals[best]+1e-9 {
		return candidates[m]
	}
	return candidates[best]
}

// sample deals the unseen cards to the other seats: the cards this seat
// passed go to their receiver, no seat gets a suit it has shown out of
// (unless relax), and the counts match each hand. ok is false when the
// random deal ran into a dead end.
func (k *knowledge) sample(rng *rand.Rand, relax bool) (hands [game.Seats]cards.Set, ok bool) {
	need := k.size
	rest := k.unseen
	for seat := range game.Seats {
		if seat == k.me {
			continue
		}
		hands[seat] = k.known[seat]
		need[seat] -= k.known[seat].Len()
		rest = rest.Minus(k.known[seat])
		if need[seat] < 0 {
			return hands, false
		}
	}
	order := rest.Cards()
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	// Place the cards with the fewest possible holders first.
	holders := func(c cards.Card) int {
		n := 0
		for seat := range game.Seats {
			if seat != k.me && (relax || !k.void[seat][c.Suit()]) {
				n++
			}
		}
		return n
	}
	slices.SortStableFunc(order, func(a, b cards.Card) int { return holders(a) - holders(b) })
	for _, c := range order {
		var weights [game.Seats]int
		total := 0
		for seat := range game.Seats {
			if seat != k.me && need[seat] > 0 && (relax || !k.void[seat][c.Suit()]) {
				weights[seat] = need[seat]
				total += need[seat]
			}
		}
		if total == 0 {
			return hands, false
		}
		pick := rng.IntN(total)
		for seat, w := range weights {
			if pick < w {
				hands[seat] = hands[seat].Add(c)
				need[seat]--
				break
			}
			pick -= w
		}
	}
	return hands, true
}
