package checkers

import (
	"embed"

	"gamehall/internal/games/checkers"
	"gamehall/templates/ui"
)

//go:embed checkers.css checkers.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = checkers.Game{}.Info().Options

// View shows Russian checkers in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[checkers.View](Board, Form, "checkers", "checkers", files).Telling(narrate).Printing(ui.BoardDetail)
