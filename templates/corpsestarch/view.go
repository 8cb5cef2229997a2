package corpsestarch

import (
	"embed"

	"gamehall/internal/games/corpsestarch"
	"gamehall/templates/ui"
)

//go:embed corpsestarch.css corpsestarch.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = corpsestarch.Game{}.Info().Options

// View shows Corpse-Starch Box in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[corpsestarch.View](Board, Form, "corpse-starch", "corpsestarch", files).Printing(detail)
