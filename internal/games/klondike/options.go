package klondike

import (
	"net/url"

	"gamehall/internal/games/kit"
)

// options are the choices of the new-game form.
type options struct {
	drawThree bool
	winnable  bool
}

// parseOptions reads the new-game form (see formOptions).
func parseOptions(form url.Values) (options, error) {
	o, err := kit.ParseOptions(Game{}.Info(), form)
	if err != nil {
		return options{}, err
	}
	return options{drawThree: o.String("draw") == "3", winnable: o.Bool("winnable")}, nil
}
