package thousand

import (
	"embed"

	"gamehall/internal/games/thousand"
	"gamehall/templates/ui"
)

//go:embed thousand.css thousand.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = thousand.Game{}.Info().Options

// View shows 1000 (Thousand) in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[thousand.View](Board, Form, "thousand", "thousand", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narration.Say).Printing(ui.TableDetail)
