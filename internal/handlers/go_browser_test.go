package handlers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
	badukview "gamehall/templates/baduk"
)

// goPassingHall is a hall whose Go bot always passes and, when play
// stops, proposes no dead stones: the scoring and finished pages come
// the same way every run.
func goPassingHall(t *testing.T) *hall {
	t.Helper()
	bot := func(ctx context.Context, v baduk.View, rng *rand.Rand) (kit.Action, error) {
		if v.Phase == baduk.Scoring {
			return kit.Action{"do": {"propose"}}, nil
		}
		return kit.Action{"do": {"pass"}}, nil
	}
	games := NewRegistry()
	Register(games, baduk.Game{}, badukview.View, kit.Bots[baduk.View]{Move: bot})
	return startMemHall(t, Config{Games: games, BotBudget: 300 * time.Millisecond})
}

// sideFits fails the test when anything in the side panel reaches past
// its right edge (on a desktop the page itself has room to spare, so
// fitsWidth alone would not see it).
func sideFits(t *testing.T, ctx context.Context, side string) {
	t.Helper()
	over := eval[string](t, ctx, fmt.Sprintf(`(() => {
		const side = document.querySelector(%q);
		const edge = side.getBoundingClientRect().right;
		const out = [];
		for (const el of side.querySelectorAll('*')) {
			const r = el.getBoundingClientRect();
			if (r.width > 0 && r.right > edge + 0.5) out.push(el.tagName.toLowerCase() + '.' + String(el.className.baseVal ?? el.className) + ' +' + Math.round(r.right - edge));
		}
		return out.slice(0, 6).join('; ');
	})()`, side))
	if over != "" {
		t.Errorf("sticks out of %s: %s", side, over)
	}
}

// TestBrowserGoScoreAndMovesFit plays a short game with a capture to
// the count and the end, on a phone and a desktop, in English and
// Russian: the score table and the move list fit the page and the side
// panel, and the move list shows the capture and the passes.
func TestBrowserGoScoreAndMovesFit(t *testing.T) {
	t.Parallel()
	h := goPassingHall(t)
	// Black takes White's two stones on the top edge with C9; then both pass.
	sgf := "(;GM[1]FF[4]SZ[9]KM[7.5]AW[aa][ba];B[ab];W[];B[bb];W[ee];B[ca])"
	for _, size := range []struct {
		name          string
		width, height int
	}{{"phone", 390, 844}, {"desktop", 1280, 900}} {
		for _, lang := range []string{"en", "ru"} {
			t.Run(size.name+"-"+lang, func(t *testing.T) {
				ctx := newBrowser(t, size.width, size.height)
				do(t, ctx, "screen", chromedp.EmulateViewport(int64(size.width), int64(size.height)))
				shot := func(page string) { screenshot(t, ctx, "go-"+page+"-"+size.name+"-"+lang) }
				do(t, ctx, "open the hall", chromedp.Navigate(h.srv.URL+"/play/go"))
				eval[string](t, ctx, `document.cookie = "lang=`+lang+`; path=/"`)
				do(t, ctx, "start from the SGF",
					chromedp.Navigate(h.srv.URL+"/play/go"),
					chromedp.WaitVisible(css(`.go-new-form`)),
					chromedp.Click(css(`.go-sgf-start summary`)),
					chromedp.SetValue(css(`textarea[name=sgf]`), sgf),
					chromedp.Click(css(`.go-new-form button[type=submit]`)),
					chromedp.WaitVisible(css(`.go-moves`)),
				)
				moves := text(t, ctx, ".go-moves")
				pass := map[string]string{"en": "pass", "ru": "пас"}[lang]
				if !strings.Contains(moves, "C9") || !strings.Contains(moves, "×2") || strings.Count(moves, pass) != 2 {
					t.Errorf("move list: %q", moves)
				}
				if n := eval[int](t, ctx, `document.querySelectorAll('.go-moves li').length`); n != 6 {
					t.Errorf("move list has %d moves, want 6 (5 from the record and the bot's pass)", n)
				}
				fitsWidth(t, ctx, size.width)
				sideFits(t, ctx, ".go-side")
				shot("moves")

				v := eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
				do(t, ctx, "pass", chromedp.Click(css(`.go-pass`)), waitSwap(v), chromedp.WaitVisible(css(`.go-score`)))
				fitsWidth(t, ctx, size.width)
				sideFits(t, ctx, ".go-side")
				shot("scoring")

				v = eval[string](t, ctx, `document.querySelector('#board').dataset.version`)
				do(t, ctx, "accept", chromedp.Click(css(`.go-accept`)), waitSwap(v), chromedp.WaitVisible(css(`.go-over .go-score`)))
				fitsWidth(t, ctx, size.width)
				sideFits(t, ctx, ".go-side")
				if n := eval[int](t, ctx, `document.querySelectorAll('.go-moves li').length`); n != 7 {
					t.Errorf("the finished game lists %d moves, want 7", n)
				}
				shot("finished")
				do(t, ctx, "dark theme", emulateScheme("dark"))
				shot("finished-dark")
			})
		}
	}
}
