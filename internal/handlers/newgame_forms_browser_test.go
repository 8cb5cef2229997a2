package handlers

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestBrowserNewGameForms opens every game's new-game page at 390 and
// 1280 px, light and dark, in English and Russian: the page fits the
// screen, every field the game declares is on the form, and (with
// GAMEHALL_SCREENSHOTS) each view is photographed as forms-<slug>-….
// Each page loads once per language: the screen's width and the colour
// scheme are switched in place, as a phone turned or a system theme
// changed would, and every check runs again in each of the four views.
func TestBrowserNewGameForms(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	games := Games()
	for _, lang := range []string{"en", "ru"} {
		ctx := newBrowser(t, 390, 900)
		do(t, ctx, "language "+lang, setLang(h.srv.URL, lang))
		for _, slug := range games.Slugs() {
			do(t, ctx, slug, chromedp.Navigate(h.srv.URL+"/play/"+slug), chromedp.WaitVisible(css(`.new-game form button[type=submit]`)))
			info, _ := games.Info(slug)
			for _, width := range []int{390, 1280} {
				do(t, ctx, fmt.Sprintf("%d px", width), chromedp.EmulateViewport(int64(width), 900))
				for _, scheme := range []string{"light", "dark"} {
					do(t, ctx, scheme, switchScheme(scheme))
					for _, o := range info.Options {
						sel := fmt.Sprintf(`.new-game form [name=%q]`, o.Key)
						if !eval[bool](t, ctx, fmt.Sprintf(`!!document.querySelector(%q)`, sel)) {
							t.Errorf("%s (%s): no field %q on the form", slug, lang, o.Key)
						}
					}
					fitsWidth(t, ctx, width)
					if bad := eval[string](t, ctx, besideLabelsJS); bad != "" {
						t.Errorf("%s (%s, %d px, %s): a box sits apart from its label: %s", slug, lang, width, scheme, bad)
					}
					screenshot(t, ctx, fmt.Sprintf("forms-%s-%d-%s-%s", slug, width, scheme, lang))
				}
			}
		}
	}
}

// setLang sets the hall's language cookie in the tab's browser context.
func setLang(base, lang string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.SetCookie, network.SetCookieParams{Name: langCookie, Value: lang, URL: base})
		return err
	})
}

// besideLabelsJS names the first radio or checkbox of the new-game form
// whose label's text does not start on the box's line, to its right
// ("" when every one does).
const besideLabelsJS = `(() => {
	for (const box of document.querySelectorAll('.new-game form label > input:is([type=radio], [type=checkbox])')) {
		const text = [...box.parentElement.childNodes].find(n => n.nodeType === 3 && n.textContent.trim());
		if (!text || box.getClientRects().length === 0) continue;
		const r = document.createRange();
		r.selectNodeContents(text);
		const t = r.getClientRects()[0], b = box.getBoundingClientRect();
		if (t.left < b.right || t.top > b.bottom || t.bottom < b.top) return box.name + "=" + box.value;
	}
	return "";
})()`
