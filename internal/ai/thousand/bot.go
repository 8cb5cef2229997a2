// Package thousand holds the 1000 bots. Easy bids on the points in its
// hand plus a hopeful allowance for the kitty, gives away its cheapest
// cards, leads its highest card and takes a trick whenever it can.
// Strong bids from an estimate of its hand over every possible kitty
// (marriages, sure winners, length in trumps), raises after the kitty
// when the cards allow it, and gives away cards that neither break its
// marriages nor complete another's. In play it counts the cards and the
// suits each player has shown out of, deals the unseen cards out in
// two dozen ways that fit what it knows, plays each of its cards out to
// the end of the hand in every one of them, and picks the card that
// does best: for the declarer, making the bid; for a defender, its own
// points and the declarer's fall. Strong also plays to the match's house
// rules (house.go); Easy plays every match as the original game. Every
// bot reads only its seat's View.
package thousand

import (
	"context"
	"errors"
	"math/rand/v2"
	"strconv"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/thousand"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level the
// match was created with.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	if view.Level == kit.Easy {
		return Easy(ctx, view, rng)
	}
	return Strong(ctx, view, rng)
}

// Easy is the naive bot.
func Easy(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	if !v.MyTurn() {
		return nil, errors.New("thousand bot: nothing for this seat to do")
	}
	switch v.Phase {
	case game.Bidding:
		hand := cards.SetOf(v.Hand...)
		est := game.SetPoints(hand) + 45 + rng.IntN(11)
		for _, s := range game.Marriages(hand) {
			est += game.MarriageValue(s)
		}
		return bidOrPass(v, min(est, v.MaxBid)), nil
	case game.Giving:
		return give(cheapest(cards.SetOf(v.Hand...), func(c cards.Card) int { return game.Points(c)*10 + game.Strength(c.Rank()) })), nil
	}
	return play(easyCard(v)), nil
}

// Strong is the careful bot.
func Strong(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	if !v.MyTurn() {
		return nil, errors.New("thousand bot: nothing for this seat to do")
	}
	switch v.Phase {
	case game.Bidding:
		return bidOrPass(v, houseLimit(v, bidLimit(ctx, v))), nil
	case game.Giving:
		hand := cards.SetOf(v.Hand...)
		if writeOff(v, hand) {
			return kit.Action{"do": {game.ActWriteOff}}, nil
		}
		if v.Gave == [3]cards.Card{} {
			if n := houseRaise(v, raiseTo(v, hand), estimate(bestEight(hand))-30); n > v.Bid {
				return kit.Action{"do": {game.ActRaise}, "bid": {strconv.Itoa(n)}}, nil
			}
		}
		return give(giveCard(v, hand)), nil
	}
	s := newSeen(v)
	if c := s.pimc(ctx, rng); c != cards.NoCard {
		return play(c), nil
	}
	return play(s.choose()), nil
}

// bidOrPass bids the least it may while that is within limit, or passes
// (the opening bid cannot be passed).
func bidOrPass(v game.View, limit int) kit.Action {
	if !v.CanPass || (v.MinBid <= limit && v.MinBid <= v.MaxBid) {
		return kit.Action{"do": {game.ActBid}, "bid": {strconv.Itoa(v.MinBid)}}
	}
	return kit.Action{"do": {game.ActPass}}
}

func give(c cards.Card) kit.Action { return kit.Action{"do": {game.ActGive}, "card": {c.String()}} }

func play(c cards.Card) kit.Action { return kit.Action{"do": {game.ActPlay}, "card": {c.String()}} }

// cheapest is the card of s with the lowest cost.
func cheapest(s cards.Set, cost func(cards.Card) int) cards.Card {
	best, bestCost := cards.NoCard, 0
	for _, c := range s.Cards() {
		if k := cost(c); best == cards.NoCard || k < bestCost {
			best, bestCost = c, k
		}
	}
	return best
}

// easyCard leads a marriage or its highest card, takes a trick with the
// lowest card that wins it, and otherwise throws its cheapest card.
func easyCard(v game.View) cards.Card {
	legal := v.Playable
	if len(v.Trick) == 0 {
		if !v.Marrying.Empty() {
			c, _ := v.Marrying.Highest()
			return c
		}
		return cheapest(legal, func(c cards.Card) int { return -game.Strength(c.Rank())*10 - game.Points(c) })
	}
	best := v.Trick[game.Winner(v.Trick, v.Trump)]
	win := cards.Set(0)
	for _, c := range legal.Cards() {
		if game.Beats(c, best, v.Trump) {
			win = win.Add(c)
		}
	}
	if !win.Empty() {
		return cheapest(win, func(c cards.Card) int { return game.Strength(c.Rank()) })
	}
	return cheapest(legal, func(c cards.Card) int { return game.Points(c)*10 + game.Strength(c.Rank()) })
}
