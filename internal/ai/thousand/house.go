package thousand

import (
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/thousand"
)

// The bots' reading of the house rules. Only Strong plays to them;
// Easy plays every match as the original game, as a beginner would.

// onBarrel reports whether the seat sits on the barrel, where only a
// made contract of at least 1000 − 880 = 120 counts.
func onBarrel(v game.View) bool { return v.House.Barrel && v.Barrel[v.Seat] > 0 }

// barrelNeed is the least contract that takes the seat off the barrel.
func barrelNeed(v game.View) int { return game.Target - v.Scores[v.Seat] }

// houseStakes is how a defender weighs its own points in a hand: not at
// all on the barrel; and what a hand with nothing costs it under bolts
// (the third bolt costs 120, any other is a third of the way there),
// with the points that round down to nothing.
func houseStakes(v game.View) (own, boltCost float64, zeroLimit int) {
	own, zeroLimit = 1, -1
	if onBarrel(v) {
		own = 0
	}
	if v.House.Bolts {
		zeroLimit = 0
		if v.House.Round5 {
			zeroLimit = 2
		}
		boltCost = game.BoltPenalty / game.BoltLimit
		if v.Bolts[v.Seat] == game.BoltLimit-1 {
			boltCost = game.BoltPenalty
		}
	}
	return own, boltCost, zeroLimit
}

// houseLimit adjusts Strong's bidding limit to the house rules: on the
// barrel a contract short of 1000 only spends one of the three hands and
// risks the fall, so it bids only for the whole way; a bid that would
// land the score on exactly 555 is one step too low.
func houseLimit(v game.View, limit int) int {
	if onBarrel(v) && limit < barrelNeed(v) {
		return 0
	}
	return limit
}

// houseRaise is the bid Strong raises to after the kitty under the house
// rules, given the raise it would make anyway (0 for none) and what its
// eight cards should make: on the barrel, up to what reaches 1000 when
// the cards allow; never a made contract that lands on 555.
func houseRaise(v game.View, n, est int) int {
	bid := max(n, v.Bid)
	if onBarrel(v) && bid < barrelNeed(v) && barrelNeed(v) <= min(est, v.MaxBid) {
		bid = barrelNeed(v)
	}
	if v.House.Reset555 && v.Scores[v.Seat]+bid == game.ResetScore && bid+game.BidStep <= v.MaxBid {
		bid += game.BidStep
	}
	if bid > v.Bid {
		return bid
	}
	return 0
}

// writeOff reports whether Strong, holding the kitty, gives the hand up:
// when its best eight cards fall well short of the bid, losing the bid
// with half of it to each opponent beats losing it with their points.
func writeOff(v game.View, h cards.Set) bool {
	return v.CanWriteOff && estimate(bestEight(h))+writeOffSlack < v.Bid
}

// writeOffSlack is how far short the estimate must fall to give up.
var writeOffSlack = 25
