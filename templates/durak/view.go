package durak

import (
	"embed"

	"gamehall/internal/games/durak"
	"gamehall/templates/ui"
)

//go:embed durak.css durak.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = durak.Game{}.Info().Options

// View shows durak in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[durak.View](Board, Form, "durak", "durak", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narrate).Printing(detail)
