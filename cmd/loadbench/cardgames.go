package main

import (
	"math/rand/v2"
	"net/url"
	"regexp"
	"strings"
	"time"
)

var (
	doButtonRE   = regexp.MustCompile(`<button type="submit" name="do" value="([a-z-]+)"`)
	cardButtonRE = regexp.MustCompile(`<button type="submit" name="card" value="([^"]+)"`)
	cardCheckRE  = regexp.MustCompile(`<input type="checkbox" name="cards" value="([^"]+)"`)
)

// doButtons are the actions a page offers as do=<value> buttons.
func doButtons(board string) []string {
	var out []string
	for _, m := range doButtonRE.FindAllStringSubmatch(board, -1) {
		out = append(out, m[1])
	}
	return out
}

// blackjackPolicy plays a seat with two bots at the default bet: hits or
// stands at random (doubles and splits when offered, now and then),
// deals the next round, and cashes out after a few rounds so games end
// and reach the leaderboard.
type blackjackPolicy struct{}

func (blackjackPolicy) newGame(*rand.Rand) url.Values {
	return url.Values{"bet": {"10"}, "bots": {"2"}, "decks": {"6"}}
}

func (blackjackPolicy) think() time.Duration { return 0 }

func (blackjackPolicy) maxActions() int { return 200 }

func (blackjackPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	var play []string
	next, cashout := false, false
	for _, do := range doButtons(board) {
		switch do {
		case "next":
			next = true
		case "cashout":
			cashout = true
		default:
			play = append(play, do)
		}
	}
	switch {
	case len(play) > 0:
		return url.Values{"do": {oneOf(rng, play)}}, false, true
	case cashout && rng.IntN(8) == 0:
		return url.Values{"do": {"cashout"}}, false, true
	case next:
		return url.Values{"do": {"next"}}, false, true
	}
	return nil, true, true // nothing to press: the game is over
}

// heartsPolicy passes three random cards and plays a random playable
// card against the Easy bots, to a 25-point game.
type heartsPolicy struct{}

func (heartsPolicy) newGame(*rand.Rand) url.Values {
	return url.Values{"level": {"easy"}, "target": {"25"}}
}

func (heartsPolicy) think() time.Duration { return 0 }

func (heartsPolicy) maxActions() int { return 300 }

func (heartsPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	if strings.Contains(board, `name="do" value="pass"`) {
		var cards []string
		for _, m := range cardCheckRE.FindAllStringSubmatch(board, -1) {
			cards = append(cards, m[1])
		}
		if len(cards) < 3 {
			return nil, false, false
		}
		rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
		return url.Values{"do": {"pass"}, "cards": cards[:3]}, false, true
	}
	if cards := cardButtonRE.FindAllStringSubmatch(board, -1); len(cards) > 0 {
		return url.Values{"do": {"play"}, "card": {oneOf(rng, cards)[1]}}, false, true
	}
	for _, do := range doButtons(board) {
		if do == "next" {
			return url.Values{"do": {"next"}}, false, true
		}
	}
	return nil, true, true // no card to play and no round to deal: over
}
