package handlers

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
	"gamehall/internal/store"
)

// secretsOf lists what a seat must not see in the game as it stands
// (nothing for a game without a kit.Keeper).
func (t *typed[V]) secretsOf(seat int) []kit.Secret {
	if k, ok := t.state.(kit.Keeper); ok {
		return k.Secrets(seat)
	}
	return nil
}

// storedSecrets decodes a stored game and lists the person's secrets in
// it, with the stored state's own raw forms: its first bytes, in base64
// too, and every long string in it (the RNG, the mine field, the stock).
func storedSecrets(slug string, state []byte) ([]kit.Secret, error) {
	e := Games().games[slug]
	if e == nil {
		return nil, fmt.Errorf("no game %q", slug)
	}
	g, err := e.decode(state)
	if err != nil {
		return nil, err
	}
	out := slices.Clone(g.(interface{ secretsOf(int) []kit.Secret }).secretsOf(kit.HumanSeat))
	raw := stateStrings(state)
	return append(out, kit.Secret{What: "the stored state", HTML: raw}), nil
}

// stateStrings are the stored state's raw forms and every long string
// of encoded data inside it, none of which a response may carry.
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
			// Encoded data (the RNG, a packed deck), not the log's words.
			if len(v) >= 16 && !strings.ContainsAny(v, " \n") {
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

// framesRE finds a playback's frames (<template data-frame>) in a body.
var framesRE = regexp.MustCompile(`(?s)<template data-frame[^>]*>.*?</template>`)

var stateWordRE = regexp.MustCompile(`(?i)\b(rng|seed|pcg)\b`)

// findLeaks lists what of the secrets shows in a response: its body and
// every header (redirect target, cookies, htmx headers), and the words
// that would name the random source.
//
// The frames of a playback (<template data-frame>) are left out: each
// shows the table at an earlier moment, when a card now in a bot's hand
// could lie open on the table, so TestFramesShowOnlySeatsView checks each
// against the secrets of its own moment instead.
func findLeaks(body string, header map[string][]string, secrets []kit.Secret) []string {
	body = framesRE.ReplaceAllString(body, "")
	found := kittest.LeaksInPage(body, secrets)
	if w := stateWordRE.FindString(kittest.PageText(body)); w != "" {
		found = append(found, fmt.Sprintf("body: the word %q", w))
	}
	for name, vals := range header {
		for _, v := range vals {
			for _, leak := range kittest.LeaksInPage(v, secrets) {
				found = append(found, "header "+name+": "+leak)
			}
			// A session cookie is random text: only the state is looked for.
			if w := stateWordRE.FindString(v); w != "" && name != "Set-Cookie" {
				found = append(found, fmt.Sprintf("header %s: the word %q", name, w))
			}
		}
	}
	return found
}

// noLeaks fails the test if a response gives away a secret of the
// person's seat in the game as stored now.
func (h *hall) noLeaks(t *testing.T, game string, r response) {
	t.Helper()
	row := h.row(game)
	secrets, err := storedSecrets(row.Slug, row.State)
	if err != nil {
		t.Fatal(err)
	}
	if leaks := findLeaks(r.body, r.header, secrets); len(leaks) > 0 {
		t.Fatalf("status %d: %d leaks: %v\nresponse: %.2000s", r.status, len(leaks), leaks[:min(len(leaks), 5)], r.body)
	}
}

// noLeaksIn is noLeaks for a body alone.
func (h *hall) noLeaksIn(t *testing.T, game, body string) {
	t.Helper()
	h.noLeaks(t, game, response{status: http.StatusOK, body: body})
}

// finished checks a game played to its end: its page shows marks (the
// summary, a new game's form), its row is over and act, a move after the
// end, is refused. It returns the row.
func (h *hall) finished(t *testing.T, p *player, game string, act url.Values, marks ...string) *store.Game {
	t.Helper()
	p.gamePage(t, game, marks...)
	row := h.row(game)
	if !row.Over {
		t.Fatal("the row is marked over")
	}
	if r := p.act(game, act); r.status != http.StatusUnprocessableEntity {
		t.Fatalf("a move after the end: %d", r.status)
	}
	return row
}

// humanMove is what the game's bot would play in the person's seat, from
// the person's view (false for a game without a bot).
func (t *typed[V]) humanMove(rng *rand.Rand) (kit.Action, bool) {
	if t.bots.Move == nil {
		return nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), testBotBudget)
	defer cancel()
	act, err := t.bots.Move(ctx, t.state.View(kit.HumanSeat, time.Now()), rng)
	return act, err == nil && act != nil
}

// storedMove is humanMove for a stored game.
func storedMove(slug string, state []byte, rng *rand.Rand) (kit.Action, bool) {
	g, err := Games().games[slug].decode(state)
	if err != nil {
		return nil, false
	}
	return g.(interface {
		humanMove(*rand.Rand) (kit.Action, bool)
	}).humanMove(rng)
}

// refuses posts each action to a game as htmx does and checks that it is
// refused with 422, does not come back unescaped, shows nothing hidden
// and leaves the stored game as before (the row read before them). The
// generic TestLeaksAndRefusalsOverHTTP does the same for random input;
// the games' own tests name the refusals their rules call for.
func (h *hall) refuses(t *testing.T, p *player, game string, before *store.Game, acts ...url.Values) {
	t.Helper()
	for _, act := range acts {
		r := p.act(game, act)
		if r.status != http.StatusUnprocessableEntity {
			t.Errorf("%v: status %d, want 422", act, r.status)
		}
		if strings.Contains(r.body, "<script>alert") {
			t.Errorf("%v: input echoed unescaped", act)
		}
		h.noLeaks(t, game, r)
		if after := h.row(game); after.Version != before.Version || string(after.State) != string(before.State) {
			t.Errorf("%v: a refused action changed the game", act)
		}
	}
}
