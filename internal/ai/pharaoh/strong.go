package pharaoh

import (
	"context"
	"math/rand/v2"

	"gamehall/internal/ai/cardsim"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

// Samples is how many guesses of the hidden cards Strong tries each
// move on.
var Samples = 40

// Strong tries every move on the same Samples guesses of the hidden
// cards, plays each guess to the end of the deal with a quick greedy
// policy for both players, and picks the move with the best average
// outcome for the match (see [MatchValue]), not for the deal alone. It
// stops early, with what it has, when ctx ends.
func Strong(ctx context.Context, v game.View, rng *rand.Rand) kit.Action {
	moves := Moves(v)
	if len(moves) == 1 {
		return moves[0].Action()
	}
	// The last card ends the deal at once with the best score there is.
	if len(v.Hand) == 1 && !v.Playable.Empty() {
		for _, m := range moves {
			if m.Do == "play" {
				return m.Action()
			}
		}
	}
	// A world is a guessed deal and the seed of its rollouts.
	type world struct {
		deal game.Deal
		seed uint64
	}
	me := v.Seat
	total, _ := cardsim.Totals(ctx, cardsim.Sampling{Worlds: Samples, First: true}, len(moves),
		func(int) (world, bool) { return world{Guess(v, rng), rng.Uint64()}, true },
		func(w world, i, k int) float64 {
			d := w.deal.Clone()
			if err := apply(&d, me, moves[k]); err != nil {
				return 0
			}
			Rollout(&d, rand.New(rand.NewPCG(w.seed, uint64(i))))
			return MatchValue(v.Scores, d.Points(), me)
		})
	return moves[cardsim.Best(total)].Action()
}

// MatchValue is what a deal scoring pts is worth to seat when the match
// stood at scores before it: the match's result when the deal ends it
// (the difference times its multiplier), otherwise the difference times
// a multiplier smoothed over the next 25 points, since later deals
// still move the difference across the steps at 50, 100 and 150.
func MatchValue(scores, pts [game.Seats]int, seat int) float64 {
	after := scores
	for i := range after {
		after[i] += pts[i]
	}
	if max(after[0], after[1]) >= game.MatchTarget {
		return float64(game.MatchResultFor(after, seat))
	}
	diff := after[1-seat] - after[seat]
	mult := 1 + min(max(float64(kit.Abs(diff))-25, 0)/50, 3)
	return float64(diff) * mult
}

func apply(d *game.Deal, seat int, m Move) error {
	switch m.Do {
	case "play":
		return d.Play(seat, m.Card, m.Suit)
	case "draw":
		return d.Draw(seat)
	}
	return d.Pass(seat)
}

// Guess deals the cards the seat cannot see at random, as far as the
// view allows: the other hand gets its number of cards, first from those
// it is not known to lack, and the rest make the stock in random order.
func Guess(v game.View, rng *rand.Rand) game.Deal {
	me, opp := v.Seat, 1-v.Seat
	hand := cards.SetOf(v.Hand...)
	unknown := game.DeckOf(v.Special).Minus(hand).Minus(cards.SetOf(v.Pile...))
	likely := unknown.Minus(v.Lacks[opp]).Cards()
	unlikely := unknown.Intersect(v.Lacks[opp]).Cards()
	rng.Shuffle(len(likely), func(i, j int) { likely[i], likely[j] = likely[j], likely[i] })
	rng.Shuffle(len(unlikely), func(i, j int) { unlikely[i], unlikely[j] = unlikely[j], unlikely[i] })
	pool := append(likely, unlikely...)
	n := min(v.Counts[opp], len(pool))
	d := game.Deal{
		Special: v.Special,
		Stock:   cards.Packed(pool[n:]),
		Pile:    cards.Packed(append([]cards.Card(nil), v.Pile...)),
		Called:  v.Called,
		Turn:    v.Turn,
		Drawn:   v.Drawn,
		Passes:  v.Passes,
		Jokered: v.Jokered,
		Winner:  -1,
	}
	d.Hands[me] = hand
	d.Hands[opp] = cards.SetOf(pool[:n]...)
	rng.Shuffle(len(d.Stock), func(i, j int) { d.Stock[i], d.Stock[j] = d.Stock[j], d.Stock[i] })
	return d
}

// Rollout plays a deal to its end with [Greedy] for both seats.
func Rollout(d *game.Deal, rng *rand.Rand) {
	for steps := 0; !d.Over() && steps < 200; steps++ {
		seat := d.Turn
		if err := apply(d, seat, Greedy(d, seat, rng)); err != nil {
			return
		}
	}
}

// Weights are the knobs of [Greedy]'s choice among plain cards.
type Weights struct {
	Points  int // per point of the card shed
	Skip    int // for a court card of the seat's colour
	Penalty int // per card it makes the other player draw
	Follow  int // per card left in hand that fits on it
	Noise   int // random spread, so rollouts differ
}

// Rollout is the policy the strong bot's rollouts play (tuned by
// tune_test.go).
var rollout = Weights{Points: 4, Skip: 60, Penalty: 20, Noise: 12}

// Greedy is a quick sensible move on a full table: go out if possible,
// else by the rollout weights (a court card that punishes, an expensive
// card), a joker only as the last resort; a drawn card that fits is
// played unless it is a joker.
func Greedy(d *game.Deal, seat int, rng *rand.Rand) Move { return rollout.Move(d, seat, rng) }

// Move is the greedy move under weights w.
func (w Weights) Move(d *game.Deal, seat int, rng *rand.Rand) Move {
	p := d.Playable(seat)
	if p.Empty() {
		if d.CanDraw(seat) {
			return Move{Do: "draw"}
		}
		return Move{Do: "pass"}
	}
	hand := d.Hands[seat]
	if hand.Len() == 1 {
		c, _ := p.Lowest()
		return Move{Do: "play", Card: c, Suit: cards.Spades}
	}
	plain := p.Minus(p.Jokers())
	if plain.Empty() {
		if d.Drawn != cards.NoCard {
			return Move{Do: "pass"}
		}
		c, _ := p.Lowest()
		return Move{Do: "play", Card: c, Suit: bestSuit(hand.Remove(c))}
	}
	var pick cards.Card
	best := -1 << 30
	for rest := plain; !rest.Empty(); {
		c, _ := rest.Lowest()
		rest = rest.Remove(c)
		score := game.Points(c) * w.Points
		if w.Noise > 0 {
			score += rng.IntN(w.Noise)
		}
		eff := game.EffectOf(c, seat)
		if eff.Skip {
			score += w.Skip + w.Penalty*eff.Draw
		}
		if w.Follow != 0 {
			score += w.Follow * hand.Remove(c).Intersect(game.Matching(c, cards.NoSuit)).Len()
		}
		if score > best {
			pick, best = c, score
		}
	}
	return Move{Do: "play", Card: pick}
}
