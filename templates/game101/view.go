package game101

import (
	"embed"

	"gamehall/internal/games/game101"
	"gamehall/templates/ui"
)

//go:embed game101.css game101.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = game101.Game{}.Info().Options

// View shows 101 in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[game101.View](Board, Form, "101", "game101", files).Styling("css/cards.css").Using("js/cardkeys.js").Telling(narration.Say).Printing(ui.TableDetail)
