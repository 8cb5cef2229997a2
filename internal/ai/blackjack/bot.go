// Package blackjack holds the Blackjack bot: it plays basic strategy for
// a multi-deck shoe where the dealer stands on soft 17 and doubling after
// a split is allowed. It reads only its seat's View (its own hand and the
// dealer's up card).
package blackjack

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/url"

	game "gamehall/internal/games/blackjack"
	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses hit, stand, double, split or surrender for the seat whose
// turn it is, and declines insurance.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	if !view.MyTurn() {
		return nil, errors.New("blackjack bot: not this seat's turn")
	}
	if view.Phase == game.Insuring {
		// Insurance is a side bet that loses money without counting
		// cards: basic strategy never takes it.
		return url.Values{"do": {game.ActNoInsurance}}, nil
	}
	me := view.Me()
	hand := me.Hands[me.Active].Cards
	move := Decide(hand, view.UpCard(), view.Can)
	return url.Values{"do": {string(move)}}, nil
}

// Move is one decision, named as the form posts it.
type Move string

// The decisions.
const (
	Hit    Move = game.ActHit
	Stand  Move = game.ActStand
	Double Move = game.ActDouble
	Split  Move = game.ActSplit
	// Surrender is offered only at a table with late surrender.
	Surrender Move = game.ActSurrender
)

// Decide is basic strategy: what to do with hand against the dealer's
// up card, given what the table allows now.
func Decide(hand []cards.Card, up cards.Card, can game.Options) Move {
	d := game.Value(up) // 2..11, the ace as 11
	if can.Split && game.IsPair(hand) && splitPair(game.Value(hand[0]), d) {
		return Split
	}
	total, soft := game.Total(hand)
	if can.Surrender && !soft && surrenders(total, d) {
		return Surrender
	}
	var m Move
	if soft {
		m = softMove(total, d)
	} else {
		m = hardMove(total, d)
	}
	switch m {
	case Double:
		if can.Double {
			return Double
		}
		// Soft 18 stands when it cannot double; the rest hit.
		if soft && total == 18 {
			return Stand
		}
		return Hit
	case Hit:
		if !can.Hit {
			return Stand
		}
	}
	return m
}

// hardMove is the table for hands without an ace counted 11.
func hardMove(total, d int) Move {
	switch {
	case total >= 17:
		return Stand
	case total >= 13:
		return standUnder(d, 6)
	case total == 12:
		if d >= 4 && d <= 6 {
			return Stand
		}
		return Hit
	case total == 11:
		if d <= 10 {
			return Double
		}
		return Hit
	case total == 10:
		if d <= 9 {
			return Double
		}
		return Hit
	case total == 9:
		if d >= 3 && d <= 6 {
			return Double
		}
		return Hit
	}
	return Hit
}

// surrenders is late surrender in a multi-deck shoe, the dealer standing
// on soft 17: hard 16 against a 9, a ten or an ace, hard 15 against a ten
// (a pair of eights splits instead, checked before).
func surrenders(total, d int) bool {
	return (total == 16 && d >= 9) || (total == 15 && d == 10)
}

// standUnder stands against a dealer's 2..limit and hits the rest.
func standUnder(d, limit int) Move {
	if d <= limit {
		return Stand
	}
	return Hit
}

// softMove is the table for hands with an ace counted 11.
func softMove(total, d int) Move {
	switch total {
	case 21, 20, 19:
		return Stand
	case 18:
		switch {
		case d >= 3 && d <= 6:
			return Double
		case d <= 8:
			return Stand
		}
		return Hit
	case 17:
		if d >= 3 && d <= 6 {
			return Double
		}
	case 16, 15:
		if d >= 4 && d <= 6 {
			return Double
		}
	case 14, 13:
		if d >= 5 && d <= 6 {
			return Double
		}
	}
	return Hit
}

// splitPair says whether a pair of cards worth v splits against d
// (doubling after the split allowed).
func splitPair(v, d int) bool {
	switch v {
	case 11, 8:
		return true
	case 10, 5:
		return false
	case 9:
		return d <= 9 && d != 7
	case 7:
		return d <= 7
	case 6:
		return d <= 6
	case 4:
		return d == 5 || d == 6
	case 3, 2:
		return d <= 7
	}
	return false
}
