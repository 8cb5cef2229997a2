package handlers

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"gamehall/internal/store"
)

// seedKlondikeHistory stores a player's ranked Klondike games as the
// engine records them on the win-rate boards: draw one wins and losses,
// a draw three loss, and two daily deals (one won).
func seedKlondikeHistory(t *testing.T, h *hall, uid int64) {
	t.Helper()
	ctx := context.Background()
	rate := func(board string, won bool, ms, moves int) []store.Result {
		d := map[string]any{"kind": "klondike", "moves": moves, "undos": 0, "hints": 0}
		outcome := "loss"
		if won {
			outcome, d["ms"] = "win", ms
		}
		return []store.Result{{Board: board, Order: store.OrderWinRate, Outcome: outcome, Moves: moves, Ranked: true, Detail: d}}
	}
	played := []struct {
		board     string
		won       bool
		ms, moves int
		daily     string
	}{
		{"draw1-rate", true, 243_500, 131, ""},
		{"draw1-rate", false, 0, 40, ""},
		{"draw1-rate", true, 187_250, 118, "2026-12-02"},
		{"draw1-rate", true, 312_900, 149, ""},
		{"draw3-rate", false, 0, 77, ""},
		{"draw1-rate", false, 0, 55, "2026-12-03"},
		{"draw1-rate", true, 201_000, 104, ""},
	}
	for _, p := range played {
		g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: "klondike", State: []byte("{}"), Over: true}
		var err error
		if p.daily != "" {
			day, _ := time.Parse(time.DateOnly, p.daily)
			err = h.store.CreateDailyGame(ctx, g, rate(p.board, p.won, p.ms, p.moves), day, "klondike", true)
		} else {
			err = h.store.CreateGame(ctx, g, rate(p.board, p.won, p.ms, p.moves))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestBrowserKlondikeStats: the Klondike statistics on the own profile
// and the public one (seen by a guest), per draw mode and for the daily
// deals, and the day's mark on a daily deal's page, fit a phone and a
// desktop in English and Russian, light and dark (screenshots with
// GAMEHALL_SCREENSHOTS).
func TestBrowserKlondikeStats(t *testing.T) {
	t.Parallel()
	clock := &fakeClock{t: dailyNow}
	h := newDBHallWith(t, func(c *Config) { c.Now = clock.now })
	const name, pw = "patience", "a long enough secret"
	h.player().signUp(name, pw)
	u, err := h.store.UserByName(context.Background(), name)
	if err != nil {
		t.Fatal(err)
	}
	seedKlondikeHistory(t, h, u.ID)

	// Without a browser: the figures themselves, on the public page.
	body := h.player().get("/u/" + name).body
	for _, w := range []string{`id="klondike-stats"`, "Draw one", "Draw three", "Daily deals", "6", "67%", "3:07.2", "3:56.1", "104",
		`href="/leaderboard/klondike?board=draw1-time&amp;period=all"`, `href="/daily"`} {
		if !strings.Contains(body, w) {
			t.Errorf("the public profile lacks %q", w)
		}
	}

	// One tab a language; each page is checked on both screens.
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			ctx := newBrowser(t, 500, 844)
			shot := func(page, screen string) { screenshot(t, ctx, "klondike-stats-"+page+"-"+screen+"-"+lang) }
			// A guest first: the public profile.
			do(t, ctx, "public profile", chromedp.Navigate(h.srv.URL+"/u/"+name), chromedp.WaitVisible(css(`#klondike-stats`)))
			useLang(t, ctx, lang)
			eachScreen(t, ctx, func(screen string, width int) {
				fitsWidth(t, ctx, width)
				stats := eval[string](t, ctx, `document.querySelector('#klondike-stats').outerHTML`)
				for _, w := range map[string][]string{"en": {"Draw one", "Daily deals", "Average time", "Fewest moves"}, "ru": {"По одной", "Раздачи дня", "Среднее время", "Меньше всего ходов"}}[lang] {
					if !strings.Contains(stats, w) {
						t.Errorf("the statistics lack %q: %q", w, stats)
					}
				}
				shot("public", screen)
			})

			do(t, ctx, "sign in", signInInBrowser(h.srv.URL, name, pw))
			useLang(t, ctx, lang)
			do(t, ctx, "own profile", chromedp.Navigate(h.srv.URL+"/profile"), chromedp.WaitVisible(css(`#klondike-stats`)))
			eachScreen(t, ctx, func(screen string, width int) {
				fitsWidth(t, ctx, width)
				shot("own", screen)
			})

			// The day's deal (the first run starts it, the other returns
			// to it): its page names the day and links to it.
			do(t, ctx, "daily deal", chromedp.Navigate(h.srv.URL+"/daily"), chromedp.WaitVisible(css(`#daily-klondike`)),
				chromedp.Click(css(`#daily-klondike a.button, #daily-klondike form button`)),
				chromedp.WaitVisible(css(`.daily-mark a`)))
			want := map[string]string{"en": "Daily challenge of 4 December 2026", "ru": "Испытание дня за 4 декабря 2026"}[lang]
			eachScreen(t, ctx, func(screen string, width int) {
				if got := text(t, ctx, ".daily-mark a"); got != want {
					t.Errorf("the day's mark: %q, want %q", got, want)
				}
				if href := eval[string](t, ctx, `document.querySelector('.daily-mark a').getAttribute('href')`); href != "/daily/2026-12-04" {
					t.Errorf("the day's mark links to %q", href)
				}
				fitsWidth(t, ctx, width)
				shot("daily-game", screen)
				do(t, ctx, "dark theme", switchScheme("dark"))
				shot("daily-game-dark", screen)
				do(t, ctx, "light theme", switchScheme("light"))
			})
			do(t, ctx, "own profile, dark", switchScheme("dark"), chromedp.Navigate(h.srv.URL+"/profile"), chromedp.WaitVisible(css(`#klondike-stats`)))
			eachScreen(t, ctx, func(screen string, width int) {
				shot("own-dark", screen)
			})
		})
	}
}
