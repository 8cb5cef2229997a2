// Package durak holds the Durak bots. Easy plays by the rules and little
// more: a random attack, any card that beats, a throw-in now and then.
// Normal plays the way a careful player does: it leads its lowest plain
// cards (pairs first, so it can throw in more), keeps its trumps, beats
// as cheaply as it can, takes when only a high trump would hold early in
// the game, throws in cheap cards, and once the deck is gone counts every
// card (the discard pile and the cards seen going into each hand) to
// lead what cannot be beaten. With two players left and the deck gone it
// knows both hands and searches the ending to the last card. Every bot
// reads only its seat's View.
package durak

import (
	"context"
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level the
// game was created with.
func Bot(ctx context.Context, v game.View, rng *rand.Rand) (kit.Action, error) {
	if !v.MyTurn() {
		return nil, errors.New("durak bot: nothing for this seat to do")
	}
	if v.Level == kit.Easy {
		return easy(v, rng), nil
	}
	return normal(ctx, v, rng, true), nil
}

// play is the action of playing card c the way the view asks for.
func play(v game.View, c string) kit.Action {
	a := kit.Action{"do": {v.Play}, "card": {c}}
	if v.Play == game.ActDefend {
		a.Set("target", v.Target.String())
	}
	return a
}

func take() kit.Action { return kit.Action{"do": {game.ActTake}} }

func transfer(c cards.Card) kit.Action {
	return kit.Action{"do": {game.ActTransfer}, "card": {c.String()}}
}

func pass() kit.Action { return kit.Action{"do": {game.ActPass}} }
