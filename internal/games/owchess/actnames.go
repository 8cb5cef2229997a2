package owchess

// The actions a form or a bot posts in the field "do" (for example
// do=move); the pages, the bots and the rules use these names.
const (
	ActMove  = "move"
	ActBuy   = "buy"
	ActLeave = "leave"
)
