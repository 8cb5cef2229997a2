package klondike

// The actions a form or a bot posts in the field "do" (for example
// do=move); the pages, the page script, the hints and the rules use these
// names.
const (
	ActDraw     = "draw"     // turn over the next stock card(s), or redeal
	ActMove     = "move"     // from, to and optionally count
	ActAuto     = "auto"     // send the card at from to its foundation
	ActUndo     = "undo"     // take back the last step
	ActComplete = "complete" // play the rest out, when that is certain to win
	ActHint     = "hint"     // suggest a move
)
