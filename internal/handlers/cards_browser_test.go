package handlers

import (
	"context"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/durak"
)

// screenshotThemes saves the page in the light and the dark theme, as
// name-light and name-dark, and leaves it light.
func screenshotThemes(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if os.Getenv("GAMEHALL_SCREENSHOTS") == "" {
		return
	}
	for _, scheme := range []string{"dark", "light"} {
		do(t, ctx, "colour scheme "+scheme, emulateScheme(scheme))
		screenshot(t, ctx, name+"-"+scheme)
	}
}

// durakSixTrump starts a two-player Durak game whose trump, turned up
// across the deck, is a six, with the person to move.
func durakSixTrump(t *testing.T) []byte {
	t.Helper()
	for seed := uint64(1); seed < 1000; seed++ {
		st, err := durak.Game{}.New(url.Values{"players": {"2"}}, seed, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if _, bot := st.NextBot(); bot || st.View(0, time.Now()).Trump.Rank() != cards.Six {
			continue
		}
		data, err := st.Encode()
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	t.Fatal("no seed below 1000 turns up a six of trumps")
	return nil
}

// TestBrowserCardSixNineMarked: a 6 turned sideways or upside down must
// not read as a 9, so every 6 and 9 on a card is underlined, as on real
// cards, and no other rank is. The Durak trump lies across the deck.
func TestBrowserCardSixNineMarked(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	ctx := screenTab(t, 1280, 900)
	do(t, ctx, "new game", chromedp.Navigate(h.srv.URL+"/play/durak"))
	do(t, ctx, "start", newGameSteps(`.dk-new-form`, `.dk-felt`)...)
	game := eval[string](t, ctx, `location.pathname`)
	csStore(t, h, game, durakSixTrump(t))
	do(t, ctx, "reload", chromedp.Reload(), chromedp.WaitVisible(css(`.dk-trump-card`)))
	got := eval[string](t, ctx, `(() => {
		const out = [];
		for (const r of document.querySelectorAll('.pc .pc-rank')) {
			const marked = getComputedStyle(r).textDecorationLine.includes('underline');
			const want = r.textContent === '6' || r.textContent === '9';
			if (marked !== want) out.push(r.closest('.pc').dataset.card + (marked ? ' underlined' : ' not underlined'));
		}
		if (!document.querySelector('.dk-trump-card .pc-rank')) out.push('no trump card');
		return [...new Set(out)].join(', ');
	})()`)
	if got != "" {
		t.Errorf("card ranks: %s; want every 6 and 9 underlined and nothing else", got)
	}
	// The beaten-off table names the suits on the panel itself: in the
	// dark theme a black suit must not be drawn in black ink.
	do(t, ctx, "dark", emulateScheme("dark"))
	if ink := eval[string](t, ctx, `[...document.querySelectorAll('.dk-grid th.pc-black')].map(th => getComputedStyle(th).color).join(' ')`); ink == "" || strings.Contains(ink, "rgb(27, 27, 27)") {
		t.Errorf("black suits of the beaten-off table in the dark theme: %q", ink)
	}
	do(t, ctx, "light", emulateScheme("light"))
	screenshotThemes(t, ctx, "durak-six-trump-desktop")
}
