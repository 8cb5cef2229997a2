package baduk

import (
	"embed"

	"gamehall/internal/games/baduk"
	"gamehall/templates/ui"
)

//go:embed baduk.css baduk.js rules.en.html rules.ru.html
var files embed.FS

// declared are the fields of the new-game form, as the engine declares
// them.
var declared = baduk.Game{}.Info().Options

// formOptions are drawn by the shared form; komi (in half points) and
// the SGF record (a text area folded away) are drawn by Form itself,
// from their declarations.
var (
	formOptions = ui.Omit(declared, "komi", "sgf")
	komiOption  = ui.Pick(declared, "komi")
	sgfOption   = ui.Pick(declared, "sgf")
)

// View shows Go in the hall: its board, new-game form, stylesheet,
// script and rules.
var View = ui.NewView[baduk.View](Board, Form, "go", "baduk", files).Telling(narrate).Printing(ui.BoardDetail)
