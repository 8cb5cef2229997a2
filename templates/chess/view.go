package chess

import (
	"embed"

	"gamehall/internal/games/chess"
	"gamehall/templates/ui"
)

//go:embed chess.css chess.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = chess.Game{}.Info().Options

// View shows chess in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[chess.View](Board, Form, "chess", "chess", files).Telling(narrate).Styling("css/pieces.css").Using("js/squares.js").Printing(ui.BoardDetail)
