package baduk

// The actions a form or a bot posts in the field "do" (for example
// do=play); the pages, the bots and the rules use these names.
const (
	ActPlay    = "play"
	ActPass    = "pass"
	ActResign  = "resign"
	ActUndo    = "undo"
	ActToggle  = "toggle"
	ActAccept  = "accept"
	ActResume  = "resume"
	ActPropose = "propose"
)
