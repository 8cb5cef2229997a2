package durak

// The actions a form or a bot posts in the field "do" (for example
// do=attack); the pages, the bots and the rules use these names.
const (
	ActAttack = "attack"
	ActDefend = "defend"
	ActTake   = "take"
	ActThrow  = "throw"
	ActPass   = "pass"
	// ActTransfer passes the attack on (the transfer variant).
	ActTransfer = "transfer"
)
