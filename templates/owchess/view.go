package owchess

import (
	"embed"

	"gamehall/internal/games/owchess"
	"gamehall/templates/ui"
)

//go:embed owchess.css owchess.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = owchess.Game{}.Info().Options

// View shows Open World Chess in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[owchess.View](Board, Form, "owchess", "owchess", files).Telling(narrate).Styling("css/pieces.css").Using("js/squares.js").Printing(ui.BoardDetail)
