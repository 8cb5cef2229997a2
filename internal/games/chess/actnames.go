package chess

// The actions a form or a bot posts in the field "do" (for example
// do=move); the pages, the bots and the rules use these names.
const (
	ActMove        = "move"
	ActResign      = "resign"
	ActUndo        = "undo"
	ActDraw        = "draw"
	ActAcceptDraw  = "accept-draw"
	ActDeclineDraw = "decline-draw"
)
