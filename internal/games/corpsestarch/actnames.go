package corpsestarch

// The actions a form posts in the field "do" (for example
// do=requisition); the page and the rules use these names.
const (
	ActRequisition = "requisition" // gather starch by hand
	ActBuy         = "buy"         // item=<tier id>: one more servitor
	ActUpgrade     = "upgrade"     // item=<upgrade id> or item=sharpen
	ActSump        = "sump"        // dip the chainsword into the Sump
	ActPurge       = "purge"       // mission=<id>: send a squad
	ActCollect     = "collect"     // mission=<id>: take a returned squad's reward
	ActAck         = "ack"         // dismiss the report of the last absence
)
