package durak

import (
	"embed"

	"gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

//go:embed durak.css durak.js rules.en.html rules.ru.html
var files embed.FS

// variantOptions are the declared options the hand-made form does not
// draw itself: the game, the deck and the first-beat rule.
var variantOptions = func() []kit.Option {
	var out []kit.Option
	for _, o := range (durak.Game{}).Info().Options {
		if o.Key == "game" || o.Key == "deck" || o.Key == "firstbeat" {
			out = append(out, o)
		}
	}
	return out
}()

// View shows durak in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[durak.View](Board, Form, "durak", "durak", files)
