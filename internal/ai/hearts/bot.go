// Package hearts holds the Hearts bots: Easy plays by the basic rules,
// Medium voids suits, remembers its pass and hunts the queen of spades,
// and Hard also counts every card, infers voids and where the queen is,
// and picks each card by sampling the hidden hands consistent with what
// it knows and playing the round out (so it also sees a moon coming and
// blocks it). Every bot reads only its seat's View.
package hearts

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/url"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level the
// game was created with.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	switch {
	case view.MustPass():
		var pass []cards.Card
		if view.Level == kit.Easy {
			pass = easyPass(view.Hand, rng)
		} else {
			pass = smartPass(view.Hand, rng)
		}
		return url.Values{"do": {game.ActPass}, "cards": {cards.Join(pass)}}, nil
	case view.MyTurn():
		sit := situationOf(view)
		var c cards.Card
		switch view.Level {
		case kit.Easy:
			c = easyPlay(sit, rng)
		case kit.Medium:
			c = mediumPlay(sit, rng)
		default:
			c = hardPlay(ctx, view, sit, rng)
		}
		return url.Values{"do": {game.ActPlay}, "card": {c.String()}}, nil
	}
	return nil, errors.New("hearts bot: nothing for this seat to do")
}
