package handlers

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"gamehall/internal/games/cards"
)

// secrets is what one response must not contain: cards the person may
// not know, any other marker a game adds (a mine cell's look), and the
// raw stored state with its RNG.
type secrets struct {
	cards   []cards.Card
	strings []string // exact substrings that would give something away
	check   func(body string) []string
	items   int // hidden things the check compares, besides cards
}

// cardSpellings are the ways a page could name a card: its code in an
// attribute, JSON or text, its face corners, its short label and its
// English and Russian names.
func cardSpellings(c cards.Card) (exact, folded []string) {
	code := c.String()
	exact = []string{`"` + code + `"`, `'` + code + `'`, ">" + code + "<", "=" + code + "&", c.Label(),
		`pc-rank">` + c.Rank().Code() + `</span><span class="pc-suit">` + c.Suit().Symbol() + "<"}
	folded = []string{strings.ToLower(c.NameEN()), strings.ToLower(c.NameRU())}
	return exact, folded
}

var framesRE = regexp.MustCompile(`(?s)<template data-frame[^>]*>.*?</template>`)

var stateWordRE = regexp.MustCompile(`(?i)\b(rng|seed|pcg)\b`)

// stateStrings are the stored state's raw forms and every long string
// inside it (the RNG, the mine field, the stock...), none of which a
// response may carry.
func stateStrings(state []byte) []string {
	out := []string{}
	if len(state) >= 24 {
		out = append(out, string(state[:24]), base64.StdEncoding.EncodeToString(state)[:24],
			base64.RawURLEncoding.EncodeToString(state)[:24])
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			if len(v) >= 16 {
				out = append(out, v)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		case map[string]any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	var doc any
	if json.Unmarshal(state, &doc) == nil {
		walk(doc)
	}
	return out
}

// findLeaks lists what of the secrets shows in a response: its body and
// every header (redirect target, cookies, htmx headers).
//
// The frames of a playback (<template data-frame>) are left out: each
// shows the table at an earlier moment, when a card now in a bot's hand
// could lie open on the table, so TestFramesShowOnlySeatsView checks each
// against the secrets of its own moment instead.
func findLeaks(body string, header map[string][]string, s secrets) []string {
	body = framesRE.ReplaceAllString(body, "")
	var found []string
	scan := func(where, text string, words bool) {
		lower := strings.ToLower(text)
		for _, c := range s.cards {
			exact, folded := cardSpellings(c)
			for _, sp := range exact {
				if strings.Contains(text, sp) {
					found = append(found, fmt.Sprintf("%s: hidden %v as %q", where, c, sp))
				}
			}
			for _, sp := range folded {
				if strings.Contains(lower, sp) {
					found = append(found, fmt.Sprintf("%s: hidden %v as %q", where, c, sp))
				}
			}
		}
		for _, sp := range s.strings {
			if strings.Contains(text, sp) {
				found = append(found, fmt.Sprintf("%s: stored state %.40q", where, sp))
			}
		}
		if words {
			if w := stateWordRE.FindString(text); w != "" {
				found = append(found, fmt.Sprintf("%s: the word %q", where, w))
			}
		}
	}
	scan("body", body, true)
	for name, vals := range header {
		for _, v := range vals {
			// A session cookie is random text: only the state is looked for.
			scan("header "+name, v, name != "Set-Cookie")
		}
	}
	if s.check != nil {
		found = append(found, s.check(body)...)
	}
	return found
}
