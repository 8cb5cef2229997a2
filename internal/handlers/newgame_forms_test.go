package handlers

import (
	"bytes"
	"context"
	"math/rand/v2"
	"net/url"
	"regexp"
	"strconv"
	"testing"
	"time"

	"gamehall/internal/formscan"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// fieldRE finds number and text inputs with their values.
var fieldRE = regexp.MustCompile(`<input type="(?:number|text)" name="([^"]+)"[^>]*? value="([^"]*)"`)

// TestNewGameFormsStartGames fills every game's new-game form at random,
// as a person might, in both languages: each filling starts a game, so
// the forms (generated from the declarations or written by hand) offer
// only values their engines accept.
// crossFieldLimits are the combinations of values, each offered by the
// form, that the engine refuses together with a clear message: a
// 24-card Durak deck deals six cards to at most four players; a
// no-guess Minesweeper field is laid only on the classic sizes.
var crossFieldLimits = map[string]func(url.Values) bool{
	"minesweeper": func(o url.Values) bool {
		return o.Get("noguess") != "" && o.Get("preset") == "custom"
	},
	"durak": func(o url.Values) bool {
		players, _ := strconv.Atoi(o.Get("players"))
		return o.Get("deck") == "24" && players > durak.MaxPlayersFor(24)
	},
}

func TestNewGameFormsStartGames(t *testing.T) {
	t.Parallel()
	games := Games()
	now := time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)
	for _, slug := range games.Slugs() {
		e := games.games[slug]
		for _, lang := range []string{"en", "ru"} {
			var b bytes.Buffer
			f := ui.NewFrame{Slug: slug, Lang: lang}
			if err := e.form(f).Render(context.Background(), &b); err != nil {
				t.Fatal(err)
			}
			forms := formscan.Posting(b.String(), f.Action())
			if len(forms) != 1 {
				t.Fatalf("%s: %d forms post to %s", slug, len(forms), f.Action())
			}
			rng := rand.New(rand.NewPCG(uint64(len(slug)), 7))
			for i := range 12 {
				opts := formscan.RandomSubmit(rng, forms)
				// A browser sends the number and text fields too, as
				// they stand.
				for _, m := range fieldRE.FindAllStringSubmatch(b.String(), -1) {
					if !opts.Has(m[1]) {
						opts.Set(m[1], m[2])
					}
				}
				if limit := crossFieldLimits[slug]; limit != nil && limit(opts) {
					if _, err := e.create(opts, uint64(i)+1, now); !kit.IsInvalid(err) {
						t.Errorf("%s: %v is past a limit between fields, yet %v", slug, opts, err)
					}
					continue
				}
				if _, err := e.create(opts, uint64(i)+1, now); err != nil {
					t.Errorf("%s (%s): the form's values %v start no game: %v", slug, lang, opts, err)
				}
			}
		}
	}
}
