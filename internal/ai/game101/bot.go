// Package game101 holds the 101 bots. Easy plays a random matching card.
// Strong sheds expensive cards, keeps a queen to go out on, saves the
// king of spades and the sevens for a neighbour about to go out, steers
// the suit towards what the next player is known or likely to lack
// (counting the cards seen on the pile), and with two players chains
// aces, sixes, sevens and the king of spades to keep the turn. Every bot
// reads only its seat's View.
package game101

import (
	"context"
	"errors"
	"math/rand/v2"

	game "gamehall/internal/games/game101"
	"gamehall/internal/games/kit"
)

var _ kit.Bot[game.View] = Bot

// Bot chooses the action for the seat whose view it is, at the level the
// match was created with.
func Bot(ctx context.Context, view game.View, rng *rand.Rand) (kit.Action, error) {
	switch {
	case view.Phase == game.RoundOver:
		return kit.Action{"do": {game.ActNext}}, nil
	case !view.MyTurn():
		return nil, errors.New("game101 bot: nothing for this seat to do")
	case view.Playable.Empty() && view.CanDraw:
		return kit.Action{"do": {game.ActDraw}}, nil
	case view.Playable.Empty():
		return kit.Action{"do": {game.ActPass}}, nil
	}
	c := Strong(view)
	if view.Level == kit.Easy {
		c = Easy(view, rng)
	}
	return kit.Action{"do": {game.ActPlay}, "card": {c.String()}}, nil
}
