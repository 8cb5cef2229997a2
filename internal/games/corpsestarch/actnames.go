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
	ActTithe       = "tithe"       // sure=1: pay the run as a tithe for relics
	ActRelic       = "relic"       // item=<reliquary id>: buy a lasting item with relics
	ActOmen        = "omen"        // heed the omen showing now
)

// Lots of servitors a buy may ask for in the field "lot" (one if absent).
const (
	Lot10  = "10"
	LotMax = "max"
)
