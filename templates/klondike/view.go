package klondike

import (
	"embed"

	"gamehall/internal/games/klondike"
	"gamehall/templates/ui"
)

//go:embed klondike.css klondike.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = klondike.Game{}.Info().Options

// View shows Klondike in the hall: its board, new-game form, stylesheet,
// script, rules and the record on a player's profile.
var View = ui.NewView[klondike.View](Board, Form, "klondike", "klondike", files).Styling("css/cards.css").Telling(narrate).Printing(detail).
	Tallying(klondike.StatsBoards(), stats)
