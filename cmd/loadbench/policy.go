package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"gamehall/internal/handlers"
)

// policy plays one game as a person at a browser would, reading nothing
// but the HTML the server sends back and posting the forms it holds.
type policy interface {
	// newGame is the new-game form the player posts to /play/<slug>.
	newGame(rng *rand.Rand) url.Values
	// next picks the next action from the board HTML. over says the game
	// has ended; ok false means the board offers nothing to do.
	next(board string, rng *rand.Rand) (act url.Values, over, ok bool)
	// think is the pause before each action: a person's pace where the
	// game limits it, zero where clicks may come as fast as they like.
	think() time.Duration
	// maxActions bounds one game, after which the player starts another.
	maxActions() int
}

// policies are the games loadbench plays with a policy of its own, by
// slug; every other game the hall registers is played by random presses
// of what its board offers (see policyFor).
var policies = map[string]policy{
	"minesweeper":   minesweeperPolicy{preset: "beginner"},
	"chess":         chessPolicy{},
	"checkers":      checkersPolicy{},
	"klondike":      klondikePolicy{},
	"corpse-starch": corpseStarchPolicy{},
	"blackjack":     blackjackPolicy{},
	"hearts":        heartsPolicy{},
}

// policyFor is how loadbench plays a game.
func policyFor(slug string) policy {
	if p := policies[slug]; p != nil {
		return p
	}
	return formsPolicy{}
}

// weighted is a game of the mix and its share.
type weighted struct {
	slug   string
	weight int
}

// parseMix reads "slug[=weight],...", or "all" for every game the hall's
// registry holds.
func parseMix(s string) ([]weighted, error) {
	known := handlers.Games()
	if s == "all" {
		var out []weighted
		for _, slug := range known.Slugs() {
			out = append(out, weighted{slug, 1})
		}
		slices.SortFunc(out, func(a, b weighted) int { return strings.Compare(a.slug, b.slug) })
		return out, nil
	}
	var out []weighted
	for _, part := range strings.Split(s, ",") {
		slug, w, hasW := strings.Cut(strings.TrimSpace(part), "=")
		weight := 1
		if hasW {
			n, err := strconv.Atoi(w)
			if err != nil || n < 1 || n > 1000 {
				return nil, fmt.Errorf("-mix: bad weight in %q", part)
			}
			weight = n
		}
		if !known.Has(slug) {
			return nil, fmt.Errorf("-mix: the hall has no game %q (it has %s)", slug, strings.Join(known.Slugs(), ", "))
		}
		out = append(out, weighted{slug, weight})
	}
	return out, nil
}

// pick chooses a game of the mix by weight.
func pick(mix []weighted, rng *rand.Rand) string {
	total := 0
	for _, w := range mix {
		total += w.weight
	}
	n := rng.IntN(total)
	for _, w := range mix {
		if n < w.weight {
			return w.slug
		}
		n -= w.weight
	}
	return mix[0].slug
}

// versionOf is the board version a page holds, or "".
func versionOf(board string) string {
	const field = `name="v" value="`
	i := strings.Index(board, field)
	if i < 0 {
		return ""
	}
	v, _, _ := strings.Cut(board[i+len(field):], `"`)
	return v
}

// attr finds the first name="value" in s and returns the value and what
// follows it; "" and "" when there is none.
func attr(s, name string) (value, rest string) {
	i := strings.Index(s, " "+name+`="`)
	if i < 0 {
		return "", ""
	}
	s = s[i+len(name)+3:]
	end := strings.IndexByte(s, '"')
	if end < 0 {
		return "", ""
	}
	return s[:end], s[end+1:]
}

// isBoard reports whether a reply holds the board region.
func isBoard(body string) bool { return strings.Contains(body, `id="board"`) }

// oneOf picks a random element.
func oneOf[T any](rng *rand.Rand, xs []T) T { return xs[rng.IntN(len(xs))] }
