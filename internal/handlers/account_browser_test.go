package handlers

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// runJS evaluates js (which returns true) as a step.
func runJS(js string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool](js)(ctx, t)
		return err
	})
}

// The account pages as a person uses them: sign up and see the codes,
// change the password, see the delete step, sign out and set a new
// password with a code. On a phone in Russian and dark, and on a
// desktop in English and light.
func TestBrowserAccountPages(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name          string
		width, height int
		lang, scheme  string
		user          string
	}{
		{"phone-ru-dark", 390, 844, "ru", "dark", "Жора_телефон"},
		{"desktop-en-light", 1280, 900, "en", "light", "desktop_dora"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHall(t)
			h.t = t
			ctx := newBrowser(t, c.width, c.height)
			base := h.srv.URL
			do(t, ctx, "set up",
				chromedp.EmulateViewport(int64(c.width), int64(c.height)),
				emulateScheme(c.scheme),
				chromedp.Navigate(base+"/"),
				runJS(`(document.cookie = "lang=`+c.lang+`; path=/", true)`),
			)
			do(t, ctx, "sign up",
				chromedp.Navigate(base+"/signup"),
				chromedp.WaitVisible(css(`input[name=username]`)),
				chromedp.SendKeys(css(`input[name=username]`), c.user),
				chromedp.SendKeys(css(`input[name=password]`), "first secret 1"),
				chromedp.SendKeys(css(`input[name=password2]`), "first secret 1"),
				chromedp.Submit(css(`input[name=password2]`)),
				chromedp.WaitVisible(css(`.recovery-codes`)),
			)
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "account-codes-"+c.name)
			codes := eval[[]string](t, ctx, `[...document.querySelectorAll('.recovery-codes code')].map(e => e.textContent)`)
			if len(codes) != recoveryCodes {
				t.Fatalf("%d codes shown", len(codes))
			}
			do(t, ctx, "continue", chromedp.Click(css(`a.button.primary`)), chromedp.WaitVisible(css(`.catalogue`)))

			do(t, ctx, "account page", chromedp.Navigate(base+"/account"), chromedp.WaitVisible(css(`#password`)))
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "account-"+c.name)
			do(t, ctx, "change password",
				chromedp.SendKeys(css(`#password input[name=current]`), "first secret 1"),
				chromedp.SendKeys(css(`#password input[name=password]`), "second secret 2"),
				chromedp.SendKeys(css(`#password input[name=password2]`), "second secret 2"),
				chromedp.Submit(css(`#password input[name=password2]`)),
				chromedp.WaitVisible(css(`.notice`)),
			)
			want := map[string]string{"en": "Password changed", "ru": "Пароль изменён"}[c.lang]
			if got := text(t, ctx, ".notice"); !strings.Contains(got, want) {
				t.Fatalf("notice %q, want %q", got, want)
			}
			screenshot(t, ctx, "account-changed-"+c.name)

			do(t, ctx, "delete step", chromedp.Click(css(`#delete a.button.danger`)), chromedp.WaitVisible(css(`button.danger`)))
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "account-delete-"+c.name)

			do(t, ctx, "sign out and forget",
				chromedp.Navigate(base+"/"),
				chromedp.WaitVisible(css(`.catalogue`)),
				runJS(`(document.querySelector('form[action="/signout"]').submit(), true)`),
				chromedp.WaitVisible(css(`.top-nav a[href="/signin"]`)), // signed out
				chromedp.Navigate(base+"/signin"),
				chromedp.Click(css(`a[href="/forgot"]`)),
				chromedp.WaitVisible(css(`input[name=code]`)),
				chromedp.SendKeys(css(`input[name=username]`), strings.ToUpper(c.user)),
				chromedp.SendKeys(css(`input[name=code]`), codes[0]),
				chromedp.SendKeys(css(`input[name=password]`), "third secret 3"),
				chromedp.SendKeys(css(`input[name=password2]`), "third secret 3"),
			)
			fitsWidth(t, ctx, c.width)
			screenshot(t, ctx, "account-forgot-"+c.name)
			do(t, ctx, "reset", chromedp.Submit(css(`input[name=password2]`)), chromedp.WaitVisible(css(`.notice`)))
			if got := text(t, ctx, ".codes-left"); got != "7" {
				t.Fatalf("codes left after a reset: %q", got)
			}
			screenshot(t, ctx, "account-reset-"+c.name)
		})
	}
}
