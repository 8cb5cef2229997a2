package blackjack

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

func suite() kittest.Suite[View] {
	return kittest.Suite[View]{
		Game:  Game{},
		Seats: 6,
		Forms: []url.Values{{}, {"bots": {"5"}, "decks": {"6"}}, {"bots": {"2"}, "decks": {"1"}, "bet": {"50"}}, {"bots": {"3"}, "rules": {RulesOriginal}}},
		Play:  kittest.Picked[View](randomMove),
		Check: kittest.Checked[View]((*state).check),
	}
}

func TestContract(t *testing.T) { kittest.Run(t, suite()) }

// FuzzContract keeps the seeds of the targets it replaced.
func FuzzContract(f *testing.F) {
	kittest.Fuzz(f, suite(), []string{"do=hit", "do=split", "do=next"}, nil)
}
