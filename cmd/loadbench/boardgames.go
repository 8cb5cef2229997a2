package main

import (
	"math/rand/v2"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// chessPolicy plays random legal moves, as offered by the page, against
// the Easy bot; the bot answers within the same request.
type chessPolicy struct{}

var chessPieceRE = regexp.MustCompile(`data-sq="([a-h][1-8])" data-targets="([^"]+)"`)

func (chessPolicy) newGame(*rand.Rand) url.Values {
	return url.Values{"color": {"white"}, "level": {"easy"}}
}

func (chessPolicy) think() time.Duration { return 0 }

func (chessPolicy) maxActions() int { return 300 }

func (chessPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	if strings.Contains(board, "chess-over") {
		return nil, true, true
	}
	pieces := chessPieceRE.FindAllStringSubmatch(board, -1)
	if len(pieces) == 0 {
		return nil, false, false
	}
	p := oneOf(rng, pieces)
	to := oneOf(rng, strings.Fields(p[2]))
	// The promotion radio is in the form with the queen checked, so a
	// browser always posts promo=q.
	return url.Values{"do": {"move"}, "from": {p[1]}, "to": {to}, "promo": {"q"}}, false, true
}

// checkersPolicy plays random legal paths against the Easy bot.
type checkersPolicy struct{}

var checkersPathsRE = regexp.MustCompile(`data-paths="([^"]*)"`)

func (checkersPolicy) newGame(*rand.Rand) url.Values {
	return url.Values{"color": {"white"}, "level": {"easy"}}
}

func (checkersPolicy) think() time.Duration { return 0 }

func (checkersPolicy) maxActions() int { return 300 }

func (checkersPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	if strings.Contains(board, "ck-over") {
		return nil, true, true
	}
	m := checkersPathsRE.FindStringSubmatch(board)
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return nil, false, false
	}
	return url.Values{"do": {"move"}, "path": {oneOf(rng, strings.Fields(m[1]))}}, false, true
}

// klondikePolicy moves a random movable card (to a foundation when it
// can) or draws from the stock.
type klondikePolicy struct{}

var (
	klondikeFromRE  = regexp.MustCompile(`name="from" value="([^"]+)" data-targets="([^"]+)"`)
	klondikeStockRE = regexp.MustCompile(`<button type="submit" class="kl-slot kl-stock[^>]*>`)
)

func (klondikePolicy) newGame(*rand.Rand) url.Values { return url.Values{"draw": {"1"}} }

func (klondikePolicy) think() time.Duration { return 0 }

func (klondikePolicy) maxActions() int { return 200 }

func (klondikePolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	if strings.Contains(board, "kl-won") {
		return nil, true, true
	}
	var moves, home []url.Values
	for _, m := range klondikeFromRE.FindAllStringSubmatch(board, -1) {
		for _, to := range strings.Fields(m[2]) {
			mv := url.Values{"do": {"move"}, "from": {m[1]}, "to": {to}}
			moves = append(moves, mv)
			if to == "f" {
				home = append(home, mv)
			}
		}
	}
	stock := klondikeStockRE.FindString(board)
	canDraw := stock != "" && !strings.Contains(stock, " disabled")
	switch {
	case len(home) > 0:
		return oneOf(rng, home), false, true
	case len(moves) > 0 && (!canDraw || rng.IntN(3) > 0):
		return oneOf(rng, moves), false, true
	case canDraw:
		return url.Values{"do": {"draw"}}, false, true
	}
	return nil, false, false
}

// corpseStarchPolicy clicks the idle game's buttons at a person's pace
// (the game refuses clicks faster than eight a second): mostly
// requisitions, else any action the page offers as affordable.
type corpseStarchPolicy struct{}

var (
	csFormRE   = regexp.MustCompile(`(?s)<form class="cs-form".*?</form>`)
	csHiddenRE = regexp.MustCompile(`<input type="hidden" name="([^"]+)" value="([^"]*)"`)
)

func (corpseStarchPolicy) newGame(*rand.Rand) url.Values { return url.Values{} }

func (corpseStarchPolicy) think() time.Duration { return 200 * time.Millisecond }

func (corpseStarchPolicy) maxActions() int { return 500 }

func (corpseStarchPolicy) next(board string, rng *rand.Rand) (url.Values, bool, bool) {
	var other []url.Values
	var requisition url.Values
	for _, form := range csFormRE.FindAllString(board, -1) {
		if strings.Contains(form, "cs-cant") {
			continue
		}
		act := url.Values{}
		for _, h := range csHiddenRE.FindAllStringSubmatch(form, -1) {
			act.Set(h[1], h[2])
		}
		switch act.Get("do") {
		case "":
			continue
		case "requisition":
			requisition = act
		default:
			other = append(other, act)
		}
	}
	if requisition != nil && (len(other) == 0 || rng.IntN(3) > 0) {
		return requisition, false, true
	}
	if len(other) > 0 {
		return oneOf(rng, other), false, true
	}
	return nil, false, false
}
