package minesweeper

import (
	"embed"

	"gamehall/internal/games/minesweeper"
	"gamehall/templates/ui"
)

//go:embed minesweeper.css minesweeper.js rules.en.html rules.ru.html
var files embed.FS

// formOptions are the fields of the new-game form, as the engine declares
// them.
var formOptions = minesweeper.Game{}.Info().Options

// View shows Minesweeper in the hall: its board, new-game form, stylesheet,
// script, rules and the record on a player's profile.
var View = ui.NewView[minesweeper.View](Board, Form, "minesweeper", "minesweeper", files).Telling(narrate).Printing(detail).
	Tallying(minesweeper.StatsBoards(), stats)
