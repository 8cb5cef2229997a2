package pharaoh

import (
	"embed"

	"gamehall/internal/games/pharaoh"
	"gamehall/templates/ui"
)

//go:embed pharaoh.css pharaoh.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = pharaoh.Game{}.Info().Options

// View shows Pharaoh in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[pharaoh.View](Board, Form, "pharaoh", "pharaoh", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narration.Say).Printing(detail)
