package tonk

import (
	"embed"

	"gamehall/internal/games/tonk"
	"gamehall/templates/ui"
)

//go:embed tonk.css tonk.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = tonk.Game{}.Info().Options

// View shows Tonk in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[tonk.View](Board, Form, "tonk", "tonk", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narration.Say).Printing(detail)
