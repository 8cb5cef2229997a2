package tonk

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/tonk"
)

func handSet(v game.View) cards.Set { return cards.SetOf(v.Hand...) }

// bestSpread is the spread in hand that sheds the most points (the most
// cards on a tie); ok is false when the hand holds none.
func bestSpread(hand cards.Set) (game.Spread, bool) {
	list := hand.Cards()
	var best game.Spread
	bestPts, bestLen, found := -1, 0, false
	for mask := 1; mask < 1<<len(list); mask++ {
		var pick []cards.Card
		for i, c := range list {
			if mask&(1<<i) != 0 {
				pick = append(pick, c)
			}
		}
		if len(pick) < 3 {
			continue
		}
		sp, ok := game.MakeSpread(0, pick)
		if !ok {
			continue
		}
		pts := game.HandPoints(sp.Cards)
		if pts > bestPts || (pts == bestPts && len(pick) > bestLen) {
			best, bestPts, bestLen, found = sp, pts, len(pick), true
		}
	}
	return best, found
}

// settle plays out a drawn hand the way the bots do (every spread, then
// every hit, on a copy of the table) and returns what is left in hand
// before the discard.
func settle(hand cards.Set, spreads []game.Spread, ownOnly bool, seat int) cards.Set {
	for {
		sp, ok := bestSpread(hand)
		if !ok {
			break
		}
		hand = hand.Minus(sp.Cards)
		sp.Owner = seat
		spreads = append(spreads, sp)
	}
	for changed := true; changed; {
		changed = false
		for i, sp := range spreads {
			if ownOnly && sp.Owner != seat {
				continue
			}
			for _, c := range hand.Cards() {
				if grown, ok := sp.Hit(c); ok {
					spreads[i] = grown
					sp = grown
					hand = hand.Remove(c)
					changed = true
				}
			}
		}
	}
	return hand
}

// outOfPlay is every card the seat knows it cannot get: the pile, the
// spreads and the cards others took from the pile.
func outOfPlay(v game.View) cards.Set {
	out := cards.SetOf(v.Pile...)
	for _, sp := range v.Spreads {
		out = out.Union(sp.Cards)
	}
	for seat, t := range v.Taken {
		if seat != v.Seat {
			out = out.Union(t)
		}
	}
	return out
}

// unseen is the cards that may still come from the stock or lie in the
// other hands unseen.
func unseen(v game.View) cards.Set {
	return game.FullDeck.Minus(handSet(v)).Minus(outOfPlay(v))
}

// promise is how much a card is worth keeping in hand: the live cards
// that would make it a spread with the cards beside it (a pair waits for
// either other suit of its rank, two of a suit in sequence for either
// end), in points it may shed.
func promise(c cards.Card, hand, live cards.Set) float64 {
	score := 0.0
	rest := hand.Remove(c)
	// Pairs and books in waiting.
	same := 0
	for _, s := range cards.Suits {
		if rest.Has(cards.Of(c.Rank(), s)) {
			same++
		}
	}
	if same > 0 {
		outs := 0
		for _, s := range cards.Suits {
			o := cards.Of(c.Rank(), s)
			if o != c && !rest.Has(o) && live.Has(o) {
				outs++
			}
		}
		score += float64(outs) * float64(same)
	}
	// Runs in waiting: a neighbour one or two away in the suit.
	pos := func(r cards.Rank, aceHigh bool) int {
		if r == cards.Ace {
			if aceHigh {
				return 14
			}
			return 1
		}
		return int(r)
	}
	at := func(p int) cards.Card {
		switch {
		case p == 1 || p == 14:
			return cards.Of(cards.Ace, c.Suit())
		case p < 1 || p > 14:
			return cards.NoCard
		}
		return cards.Of(cards.Rank(p), c.Suit())
	}
	for _, high := range []bool{false, true} {
		if c.Rank() != cards.Ace && high {
			break
		}
		p := pos(c.Rank(), high)
		for _, d := range []int{-2, -1, 1, 2} {
			n := at(p + d)
			if n == cards.NoCard || !rest.Has(n) {
				continue
			}
			lo, hi := min(p, p+d), max(p, p+d)
			var need []cards.Card
			if hi-lo == 2 {
				need = []cards.Card{at(lo + 1)}
			} else {
				need = []cards.Card{at(lo - 1), at(hi + 1)}
			}
			for _, o := range need {
				if o != cards.NoCard && live.Has(o) {
					score += 1
				}
			}
		}
	}
	return score
}

// leftover is how a hand that is about to discard stands after the best
// discard: the points left, less the promise of what it keeps.
func leftover(hand cards.Set, fresh cards.Card, v game.View, live cards.Set) (cards.Card, float64) {
	best, bestScore := cards.NoCard, 0.0
	if hand.Len() == 0 {
		return best, -30 // out
	}
	danger := dangerous(v)
	for _, c := range hand.Cards() {
		if c == fresh && hand.Len() > 1 {
			continue
		}
		rest := hand.Remove(c)
		score := float64(game.HandPoints(rest))
		if rest.Empty() {
			score = -30
		}
		for _, k := range rest.Cards() {
			score -= 1.2 * promise(k, rest, live)
		}
		if danger.Has(c) {
			score += 6
		}
		if best == cards.NoCard || score < bestScore {
			best, bestScore = c, score
		}
	}
	return best, bestScore
}

// dangerous is the cards that would hand the next player something: a
// hit on a spread, or the rank or run of a card they took from the pile.
func dangerous(v game.View) cards.Set {
	var out cards.Set
	for _, c := range game.FullDeck.Cards() {
		for _, sp := range v.Spreads {
			if _, ok := sp.Hit(c); ok {
				out = out.Add(c)
			}
		}
	}
	next := (v.Seat + 1) % v.Players
	for _, t := range v.Taken[next].Cards() {
		for _, s := range cards.Suits {
			out = out.Add(cards.Of(t.Rank(), s))
		}
		for _, r := range []cards.Rank{t.Rank() - 1, t.Rank() + 1} {
			if r >= cards.Two && r <= cards.Ace {
				out = out.Add(cards.Of(r, t.Suit()))
			}
		}
	}
	return out
}

// chooseDiscard picks the card to throw at the end of the turn.
func chooseDiscard(v game.View, level kit.Level) cards.Card {
	hand := handSet(v)
	if level == kit.Easy {
		best := cards.NoCard
		for _, c := range v.Hand {
			if c == v.Fresh && hand.Len() > 1 {
				continue
			}
			if best == cards.NoCard || game.Points(c) > game.Points(best) || (game.Points(c) == game.Points(best) && c > best) {
				best = c
			}
		}
		return best
	}
	c, _ := leftover(hand, v.Fresh, v, unseen(v))
	return c
}

// shouldTake decides between the top of the pile and the stock.
func shouldTake(v game.View, level kit.Level) bool {
	hand := handSet(v)
	top := v.Top
	if level == kit.Easy {
		_, ok := bestSpread(hand.Add(top))
		return ok && !hasSpread(hand)
	}
	live := unseen(v)
	score := func(h cards.Set, fresh cards.Card) float64 {
		left := settle(h, cloneSpreads(v.Spreads), false, v.Seat)
		_, s := leftover(left, fresh, v, live)
		return s
	}
	takeScore := score(hand.Add(top), top)
	stock := live
	if stock.Empty() {
		return true
	}
	sum, n := 0.0, 0
	for _, c := range stock.Cards() {
		sum += score(hand.Add(c), cards.NoCard)
		n++
	}
	return takeScore < sum/float64(n)-0.5
}

func hasSpread(hand cards.Set) bool {
	_, ok := bestSpread(hand)
	return ok
}

func cloneSpreads(s []game.Spread) []game.Spread { return append([]game.Spread(nil), s...) }
