package blackjack

import (
	"embed"

	"gamehall/internal/games/blackjack"
	"gamehall/templates/ui"
)

//go:embed blackjack.css blackjack.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = blackjack.Game{}.Info().Options

// View shows blackjack in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[blackjack.View](Board, Form, "blackjack", "blackjack", files).Styling("css/cards.css").Telling(narrate).Printing(detail)
