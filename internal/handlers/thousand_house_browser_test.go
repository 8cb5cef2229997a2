package handlers

import (
	"context"
	"math/rand/v2"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	thousandbot "gamehall/internal/ai/thousand"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/thousand"
)

// TestBrowserThousandHouseRules ticks every house rule on the new-game
// form at 390 and 1280 px in English and Russian: the form says the match
// will be casual and the table lists the rules. Then it shows a match
// played on by the bots to where someone sits on the barrel and the
// person holds the kitty, with the write-off offered (and with
// GAMEHALL_SCREENSHOTS photographs each step).
func TestBrowserThousandHouseRules(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	late := barrelState(t)
	for _, lang := range []string{"en", "ru"} {
		for _, sc := range screens {
			ctx := screenTab(t, sc.width, sc.height)
			name := sc.name + "-" + lang
			do(t, ctx, "language "+lang, setLang(h.srv.URL, lang))
			do(t, ctx, "form", chromedp.Navigate(h.srv.URL+"/play/thousand"), chromedp.WaitVisible(css(`.k1k-new-form button[type=submit]`)))
			for _, key := range []string{thousand.OptBarrel, thousand.OptBolts, thousand.OptReset555, thousand.OptRound5, thousand.OptWriteOff} {
				do(t, ctx, key, chromedp.Click(css(`.k1k-new-form input[name="`+key+`"]`)))
			}
			waitUntil(t, ctx, `!!document.querySelector('#ranked-live .ranked-note.casual')`, "the form to say casual")
			fitsWidth(t, ctx, sc.width)
			screenshot(t, ctx, "thousand-house-form-"+name)
			do(t, ctx, "deal", chromedp.Click(css(`.k1k-new-form button[type=submit]`)), chromedp.WaitVisible(css(`.k1k-house`)))
			fitsWidth(t, ctx, sc.width)
			screenshot(t, ctx, "thousand-house-start-"+name)

			game := eval[string](t, ctx, `location.href`)
			u, _ := url.Parse(game)
			h.setState(u.Path, late)
			do(t, ctx, "reload", chromedp.Navigate(game), chromedp.WaitVisible(css(`.k1k-writeoff button`)))
			if !eval[bool](t, ctx, `!!document.querySelector('.k1k-barrel')`) {
				t.Error("nobody shows on the barrel")
			}
			fitsWidth(t, ctx, sc.width)
			screenshot(t, ctx, "thousand-house-barrel-"+name)
		}
	}
}

// barrelState is a match with every house rule, played by Strong bots in
// every seat until someone sits on the barrel and the person holds the
// kitty, able to write the hand off.
func barrelState(t *testing.T) []byte {
	t.Helper()
	all := url.Values{"level": {"easy"}, "barrel": {"on"}, "bolts": {"on"}, "reset555": {"on"}, "round5": {"on"}, "writeoff": {"on"}}
	for seed := uint64(1); seed < 40; seed++ {
		st, err := thousand.Game{}.New(all, seed, time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for steps := 0; steps < 20000 && !st.Over(); steps++ {
			v := st.View(0, time.Time{})
			if v.CanWriteOff && v.Barrel != [3]int{} {
				data, err := st.Encode()
				if err != nil {
					t.Fatal(err)
				}
				return data
			}
			seat, a := 0, kit.Action{"do": {thousand.ActNext}}
			if v.Phase != thousand.HandOver {
				seat = v.Turn
				if a, err = thousandbot.Strong(context.Background(), st.View(seat, time.Time{}), rng); err != nil {
					t.Fatal(err)
				}
			}
			if err := st.Apply(seat, a, time.Time{}); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no match came to the barrel with the person holding the kitty")
	return nil
}
