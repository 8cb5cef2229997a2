package handlers

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// The public profile and a rating board as people see them: the rating
// charts are drawn without JavaScript's help, fit a 390 px phone and a
// desktop, in English and Russian, light and dark. The player signs up
// once; each view is a tab of its own with the player's session cookie.
func TestBrowserProfileCharts(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	base := h.srv.URL
	signup := newBrowser(t, 500, 844)
	do(t, signup, "sign up", signUpInBrowser(base, "chartist", "charts are drawn on the server"))
	session := sessionOf(t, signup, base)
	me, err := h.store.UserByName(context.Background(), "chartist")
	if err != nil {
		t.Fatal(err)
	}
	recordGames(t, h.store, me.ID, "chess", "medium", 24, func(i int) bool { return i%3 != 1 })
	recordGames(t, h.store, me.ID, "go", "9x9-easy", 3, func(i int) bool { return i != 2 })
	for i := range 6 {
		u, err := h.store.CreateUser(context.Background(), fmt.Sprintf("rival%d", i), "x", "en")
		if err != nil {
			t.Fatal(err)
		}
		recordGames(t, h.store, u.ID, "chess", "strong", 14, func(j int) bool { return j%(i+2) != 0 })
	}
	for _, c := range []struct {
		name          string
		width, height int
		lang, scheme  string
	}{
		{"phone-ru-dark", 390, 844, "ru", "dark"},
		{"phone-en-light", 390, 844, "en", "light"},
		{"desktop-en-light", 1280, 900, "en", "light"},
		{"desktop-ru-dark", 1280, 900, "ru", "dark"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ctx := newBrowser(t, max(c.width, 500), c.height)
			do(t, ctx, "set up",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				session,
				setLang(base, c.lang),
			)

			do(t, ctx, "profile", chromedp.Navigate(base+"/u/chartist"), chromedp.WaitVisible(css(`.rating-chart`)))
			if got := eval[string](t, ctx, `document.documentElement.lang`); got != c.lang {
				t.Errorf("the profile is in %q, want %q", got, c.lang)
			}
			fitsWidth(t, ctx, c.width)
			if n := eval[int](t, ctx, `document.querySelectorAll('svg.rating-chart').length`); n != 2 {
				t.Errorf("%d charts, want chess and Go 9x9", n)
			}
			w := eval[float64](t, ctx, `document.querySelector('svg.rating-chart').getBoundingClientRect().width`)
			if w < 250 || w > 600 {
				t.Errorf("the chart is %.0f px wide on a %d px screen", w, c.width)
			}
			// The Games table fits its panel: on a phone each game is a
			// card, not a table scrolling sideways inside the panel.
			if over := eval[float64](t, ctx, `(() => { const s = document.querySelector('table.stats');
				return s.getBoundingClientRect().right - s.closest('.panel').getBoundingClientRect().right; })()`); over > 0 {
				t.Errorf("the Games table sticks %.0f px out of its panel", over)
			}
			if got := eval[string](t, ctx, `document.querySelectorAll('.rating-value')[1].textContent`); got[len(got)-1] != '?' {
				t.Errorf("Go 9x9 after 3 games shows %q, want a provisional \"?\"", got)
			}
			screenshot(t, ctx, "profile-"+c.name)

			do(t, ctx, "rating board", chromedp.Navigate(base+"/leaderboard/chess"), chromedp.WaitVisible(css(`table.board`)))
			fitsWidth(t, ctx, c.width)
			if !eval[bool](t, ctx, `!!document.querySelector('table.board tr.me a[href="/u/chartist"]')`) {
				t.Error("the viewer's own line is not marked")
			}
			screenshot(t, ctx, "leaderboard-"+c.name)
		})
	}
}

// sessionOf returns an action that gives another tab (a browser context
// of its own) the cookies the tab ctx holds for base: signed in as the
// same player without signing in again.
func sessionOf(t *testing.T, ctx context.Context, base string) chromedp.Action[chromedp.Void] {
	t.Helper()
	var cookies []*network.Cookie
	do(t, ctx, "cookies", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, network.GetCookies, network.GetCookiesParams{URLs: []string{base}})
		if err != nil {
			return err
		}
		cookies = r.Cookies
		return nil
	}))
	if len(cookies) == 0 {
		t.Fatal("the signed-up tab holds no cookies")
	}
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, c := range cookies {
			if _, err := cdp.Call(ctx, tg, network.SetCookie, network.SetCookieParams{Name: c.Name, Value: c.Value, URL: base, Path: c.Path}); err != nil {
				return err
			}
		}
		return nil
	})
}
