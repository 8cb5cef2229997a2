package handlers

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserMinesweeperNoGuessAndStats: the new-game form with its
// no-guess box, a no-guess game, the win-rate and no-guess boards and
// the profile's Minesweeper statistics fit a phone and a desktop, in
// English and Russian (screenshots with GAMEHALL_SCREENSHOTS).
func TestBrowserMinesweeperNoGuessAndStats(t *testing.T) {
	t.Parallel()
	h, tick := pacedDBHall(t)
	p := h.player()
	const name, pw = "sapper", "a long enough secret"
	p.signUp(name, pw)
	noGuess := url.Values{"preset": {"beginner"}, "noguess": {"on"}}
	playMinesweeper(t, h, p, tick, noGuess, msWin)
	playMinesweeper(t, h, p, tick, noGuess, msLose)
	for i := range 20 {
		end := msLose
		if i%4 == 0 {
			end = msWin
		}
		playMinesweeper(t, h, p, tick, url.Values{"preset": {"beginner"}}, end)
	}

	// One tab a language; each page is checked on both screens.
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			ctx := newBrowser(t, 500, 844)
			shot := func(page, screen string) { screenshot(t, ctx, "minesweeper-"+page+"-"+screen+"-"+lang) }
			do(t, ctx, "sign in", signInInBrowser(h.srv.URL, name, pw))
			useLang(t, ctx, lang)

			do(t, ctx, "form", chromedp.Navigate(h.srv.URL+"/play/minesweeper"), chromedp.WaitVisible(css(`.ms-new-form`)))
			eachScreen(t, ctx, func(screen string, width int) {
				fitsWidth(t, ctx, width)
				shot("form", screen)
			})
			// The form starts from the last settings, so the box may be
			// ticked already (the run before started a no-guess game).
			do(t, ctx, "start a no-guess game",
				runJS(`(document.querySelector('.ms-new-form input[name=noguess]').checked = true)`),
				chromedp.Click(css(`.ms-new-form button[type=submit]`)),
				chromedp.WaitVisible(css(`.ms-grid`)),
			)
			want := map[string]string{"en": "No guessing", "ru": "Без угадывания"}[lang]
			eachScreen(t, ctx, func(screen string, width int) {
				if got := text(t, ctx, ".ms-noguess"); !strings.Contains(got, want) {
					t.Errorf("the game page's note: %q", got)
				}
				fitsWidth(t, ctx, width)
				shot("noguess-game", screen)
			})

			for _, board := range []string{"beginner-noguess", "beginner-rate"} {
				do(t, ctx, "board "+board, chromedp.Navigate(h.srv.URL+"/leaderboard/minesweeper?board="+board+"&period=all"),
					chromedp.WaitVisible(css(`table.board`)))
				eachScreen(t, ctx, func(screen string, width int) {
					fitsWidth(t, ctx, width)
					shot("board-"+board, screen)
				})
			}

			do(t, ctx, "profile", chromedp.Navigate(h.srv.URL+"/u/"+name), chromedp.WaitVisible(css(`#minesweeper-stats`)))
			eachScreen(t, ctx, func(screen string, width int) {
				fitsWidth(t, ctx, width)
				// On a phone the labels are drawn by CSS: read the markup.
				stats := eval[string](t, ctx, `document.querySelector('#minesweeper-stats').outerHTML`)
				for _, w := range map[string][]string{"en": {"Beginner, no guessing", "Efficiency"}, "ru": {"Новичок, без угадывания", "Эффективность"}}[lang] {
					if !strings.Contains(stats, w) {
						t.Errorf("the statistics lack %q: %q", w, stats)
					}
				}
				shot("profile", screen)
				do(t, ctx, "dark theme", switchScheme("dark"))
				shot("profile-dark", screen)
				do(t, ctx, "light theme", switchScheme("light"))
			})
		})
	}
}
