package baduk

import (
	"embed"

	"gamehall/internal/games/baduk"
	"gamehall/templates/ui"
)

//go:embed baduk.css baduk.js rules.en.html rules.ru.html
var files embed.FS

// View shows Go in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[baduk.View](Board, Form, "go", "baduk", files)
