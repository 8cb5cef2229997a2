package minesweeper

// The actions a form or a bot posts in the field "do" (for example
// do=reveal); the pages, the bots and the rules use these names.
const (
	ActReveal = "reveal"
	ActFlag   = "flag"
	ActChord  = "chord"
)
