package hearts

// The actions a form or a bot posts in the field "do" (for example
// do=pass); the pages, the bots and the rules use these names.
const (
	ActPass = "pass"
	ActPlay = "play"
	ActNext = "next"
)
