package pharaoh

// The actions a form or a bot posts in the field "do" (for example
// do=play); the pages, the bots and the rules use these names.
const (
	ActPlay = "play"
	ActDraw = "draw"
	ActPass = "pass"
	// ActNext deals the next game of the series once one is over.
	ActNext = "next"
)
