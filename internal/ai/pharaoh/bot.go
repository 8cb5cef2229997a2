// Package pharaoh holds the Pharaoh bots. Easy plays like a casual
// player: it sheds its most expensive card that fits, saves jokers for
// when nothing else fits, and now and then simply plays whatever it sees
// first. Strong counts the cards: everything not in its hand or on the
// pile is in the other hand or the stock, minus what the other player is
// known to lack, and it tries each move out on many guesses of where
// those cards are, playing each deal to its end, and picks the move with
// the best score difference. Both read only their seat's View.
package pharaoh

import (
	"context"
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
	game "gamehall/internal/games/pharaoh"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level
// the game was created with.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	if !view.MyTurn() {
		return nil, errors.New("pharaoh bot: nothing for this seat to do")
	}
	if view.Level == kit.Easy {
		return Easy(view, rng), nil
	}
	return Strong(ctx, view, rng), nil
}

// Move is one thing a seat may do on its turn.
type Move struct {
	Do   string // "play", "draw" or "pass"
	Card cards.Card
	Suit cards.Suit // the suit a joker calls
}

// Action is the form a browser would post for the move.
func (m Move) Action() kit.Action {
	act := kit.Action{"do": {m.Do}}
	if m.Do == "play" {
		act.Set("card", m.Card.String())
		if m.Card.IsJoker() {
			act.Set("suit", m.Suit.Letter())
		}
	}
	return act
}

// Moves lists what the seat may do now; a joker once per suit.
func Moves(v game.View) []Move {
	var out []Move
	for _, c := range v.Playable.Cards() {
		if c.IsJoker() {
			for _, s := range cards.Suits {
				out = append(out, Move{Do: "play", Card: c, Suit: s})
			}
			continue
		}
		out = append(out, Move{Do: "play", Card: c, Suit: cards.NoSuit})
	}
	if v.CanDraw {
		out = append(out, Move{Do: "draw"})
	}
	if v.CanPass {
		out = append(out, Move{Do: "pass"})
	}
	return out
}

// bestSuit is the suit a joker should call from hand: the one with the
// most points left in it (so the player can shed them), else spades.
func bestSuit(hand cards.Set) cards.Suit {
	best, bestPts := cards.Spades, -1
	for _, s := range cards.Suits {
		pts := 0
		for _, c := range hand.OfSuit(s).Cards() {
			pts += 1 + game.Points(c)
		}
		if pts > bestPts {
			best, bestPts = s, pts
		}
	}
	return best
}
