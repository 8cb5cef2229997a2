package handlers

import (
	"context"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// emulateScheme makes the page match prefers-color-scheme: scheme
// ("light" or "dark"), so a test can check and photograph both themes.
func emulateScheme(scheme string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		})
		return err
	})
}

// contrastJS defines contrast(a, b) in the page: the WCAG contrast
// ratio of two computed CSS colours ("rgb(r, g, b)").
const contrastJS = `function contrast(a, b) {
	const lum = c => {
		const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map(v => {
			v = v / 255;
			return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
		});
		return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
	};
	const x = lum(a), y = lum(b);
	return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}`
