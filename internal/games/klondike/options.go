package klondike

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/kit"
)

// options are the choices of the new-game form.
type options struct {
	drawThree bool
	winnable  bool
}

// parseOptions reads draw ("1" or "3", default "1") and winnable (a
// checkbox: "1", "on" or "true"; absent or "0" means any deal).
func parseOptions(opts url.Values) (options, error) {
	var o options
	switch d := opts.Get("draw"); d {
	case "", "1":
	case "3":
		o.drawThree = true
	default:
		return o, kit.Invalid(
			fmt.Sprintf("Draw one or three cards (1 or 3), not %q.", d),
			fmt.Sprintf("Сдача — по одной или по три карты (1 или 3), а не %q.", d))
	}
	switch w := opts.Get("winnable"); w {
	case "", "0", "off", "false":
	case "1", "on", "true":
		o.winnable = true
	default:
		return o, kit.Invalid(
			fmt.Sprintf("Winnable deals are on or off, not %q.", w),
			fmt.Sprintf("Выигрышные раздачи: on или off, а не %q.", w))
	}
	return o, nil
}
