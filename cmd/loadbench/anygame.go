package main

import (
	"math/rand/v2"
	"net/url"
	"time"

	"gamehall/internal/formscan"
)

// formsPolicy plays any game by pressing a random enabled button of a
// random form of the board, filled as formscan fills it: what a person
// clicking about would do. It knows no rules, so some presses are refused
// (422, the board unchanged) and counted as expected; it is how loadbench
// covers the games that have no policy of their own. The game is over
// when the board offers no form posting to the game any more.
type formsPolicy struct{}

// refuser marks a policy whose moves may be refused as part of play.
type refuser interface{ refusals() }

func (formsPolicy) refusals() {}

func (formsPolicy) newGame(*rand.Rand) url.Values { return url.Values{} }

func (formsPolicy) think() time.Duration { return 0 }

func (formsPolicy) maxActions() int { return 150 }

func (formsPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	game := gameURL(board)
	if game == "" {
		return nil, false, false
	}
	act := formscan.RandomSubmit(rng, formscan.Posting(board, game))
	if act == nil {
		return nil, true, true
	}
	return act, false, true
}

// gameURL is the address the board's forms post to: /games/<id>.
func gameURL(board string) string {
	if id, _ := attr(board, "data-game"); id != "" {
		return "/games/" + id
	}
	return ""
}
