package wayfarer

import (
	"embed"

	"gamehall/internal/games/wayfarer"
	"gamehall/templates/ui"
)

//go:embed wayfarer.css wayfarer.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = wayfarer.Game{}.Info().Options

// View shows Wayfarer in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[wayfarer.View](Board, Form, "wayfarer", "wayfarer", files).Printing(detail)
