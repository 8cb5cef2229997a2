package hearts

import (
	"embed"

	"gamehall/internal/games/hearts"
	"gamehall/templates/ui"
)

//go:embed hearts.css hearts.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = hearts.Game{}.Info().Options

// View shows Hearts in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[hearts.View](Board, Form, "hearts", "hearts", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narrate).Printing(ui.TableDetail)
