package thousand

// The actions a form or a bot posts in the field "do" (for example
// do=bid); the pages, the bots and the rules use these names.
const (
	ActBid   = "bid"
	ActPass  = "pass"
	ActRaise = "raise"
	ActGive  = "give"
	ActPlay  = "play"
	ActNext  = "next"
	// ActWriteOff gives a hand up (a house rule).
	ActWriteOff = "writeoff"
)
