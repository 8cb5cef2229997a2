package tonk

// The actions a form or a bot posts in the field "do" (for example
// do=drop); the pages, the bots and the rules use these names.
const (
	ActDrop    = "drop"
	ActDraw    = "draw"
	ActTake    = "take"
	ActTonk    = "tonk"
	ActSpread  = "spread"
	ActHit     = "hit"
	ActDiscard = "discard"
	ActNext    = "next"
	ActLeave   = "leave"
)
