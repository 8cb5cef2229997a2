package thousand

import (
	"context"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/thousand"
)

// topRanks runs from the strongest rank down.
var topRanks = [6]cards.Rank{cards.Ace, cards.Ten, cards.King, cards.Queen, cards.Jack, cards.Nine}

// dearest is the suit of the most valuable marriage in h, or NoSuit.
func dearest(h cards.Set) cards.Suit {
	best := cards.NoSuit
	for _, s := range game.Marriages(h) {
		if best == cards.NoSuit || game.MarriageValue(s) > game.MarriageValue(best) {
			best = s
		}
	}
	return best
}

// estimate is what an eight-card hand should make as the declarer, who
// leads first: the points of its sure winners and what the others throw
// on them, its marriages (in full when it has a winner to gain the lead
// with), and long trumps that will ruff.
func estimate(h cards.Set) int {
	trump := dearest(h)
	pts, winners := 0, 0
	for _, s := range cards.Suits {
		mine := h.OfSuit(s)
		limit := 3
		if trump.Valid() && s != trump {
			limit = 2 // the others run out and ruff
		}
		if s == trump {
			limit = 6
		}
		for i, r := range topRanks {
			c := cards.Of(r, s)
			if i >= limit || !mine.Has(c) {
				break
			}
			pts += game.Points(c) + 7
			winners++
		}
	}
	for _, s := range game.Marriages(h) {
		v := game.MarriageValue(s)
		if winners == 0 {
			v /= 2
		} else if s != trump {
			v = v * 3 / 4 // the second marriage needs the lead again
		}
		pts += v
	}
	if trump.Valid() {
		if n := h.CountSuit(trump); n > 3 {
			pts += 8 * (n - 3)
		}
	}
	return pts + 12
}

// giveCost is how much the declarer loses by giving card c of hand h to
// an opponent: its points, a broken marriage, a partner for an
// opponent's marriage, a sure winner; a singleton is cheaper (a void to
// ruff in).
func giveCost(h cards.Set, c cards.Card) int {
	cost := game.Points(c) * 2
	s := c.Suit()
	if r := c.Rank(); r == cards.King || r == cards.Queen {
		if game.HasMarriage(h, s) {
			cost += 100
		} else {
			partner := cards.Of(cards.Queen, s)
			if r == cards.Queen {
				partner = cards.Of(cards.King, s)
			}
			if !h.Has(partner) {
				cost += 25
			}
		}
	}
	if sure(h, c) {
		cost += 30
	}
	if h.CountSuit(s) == 1 && !sure(h, c) {
		cost -= 8
	}
	return cost
}

// sure reports whether every card stronger than c in its suit is in h.
func sure(h cards.Set, c cards.Card) bool {
	for _, r := range topRanks {
		if r == c.Rank() {
			return true
		}
		if !h.Has(cards.Of(r, c.Suit())) {
			return false
		}
	}
	return true
}

// bestEight gives away the two cheapest cards of a ten-card hand.
func bestEight(h cards.Set) cards.Set {
	for range 2 {
		h = h.Remove(cheapest(h, func(c cards.Card) int { return giveCost(h, c) }))
	}
	return h
}

// handValue averages the estimate of the seven-card hand h over every
// kitty it could find among the unseen cards.
func handValue(ctx context.Context, h cards.Set) int {
	rest := game.FullDeck.Minus(h).Cards()
	sum, n := 0, 0
	for i := 0; i < len(rest); i++ {
		if ctx.Err() != nil {
			break
		}
		for j := i + 1; j < len(rest); j++ {
			for k := j + 1; k < len(rest); k++ {
				sum += estimate(bestEight(h.Add(rest[i]).Add(rest[j]).Add(rest[k])))
				n++
			}
		}
	}
	if n == 0 {
		return estimate(h)
	}
	return sum / n
}

// bidMargin is how far below its estimate Strong stops bidding.
var bidMargin = 35

// bidLimit is the highest bid Strong will make with its seven cards.
func bidLimit(ctx context.Context, v game.View) int {
	return handValue(ctx, cards.SetOf(v.Hand...)) - bidMargin
}

// raiseTo is the bid Strong raises to after seeing the kitty, or 0.
func raiseTo(v game.View, h cards.Set) int {
	est := estimate(bestEight(h)) - 30
	n := min(est-est%game.BidStep, v.MaxBid)
	if n > v.Bid {
		return n
	}
	return 0
}

// giveCard is the card Strong gives away next.
func giveCard(v game.View, h cards.Set) cards.Card {
	return cheapest(h, func(c cards.Card) int { return giveCost(h, c) })
}
