package blackjack

// The actions a form or a bot posts in the field "do" (for example
// do=hit); the pages, the bots and the rules use these names.
const (
	ActHit     = "hit"
	ActStand   = "stand"
	ActDouble  = "double"
	ActSplit   = "split"
	ActNext    = "next"
	ActCashout = "cashout"
	// The casino rules' actions.
	ActSurrender   = "surrender"
	ActInsure      = "insure"
	ActNoInsurance = "noinsure"
)
