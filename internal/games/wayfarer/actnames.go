package wayfarer

// The actions a form posts in the field "do" (for example do=jump); the
// page and the rules use these names.
const (
	ActEncounter = "enc"      // c=<choice>: answer an encounter
	ActAttack    = "attack"   // fight on in combat
	ActFlee      = "flee"     // try to escape a combat
	ActTalk      = "talk"     // negotiate in combat
	ActTab       = "tab"      // tab=<place>: go to a place at the station
	ActBuy       = "buy"      // good=<id>, n=<tonnes or max>: buy cargo
	ActSell      = "sell"     // good=<id>, n=<tonnes or all>: sell cargo
	ActRefuel    = "refuel"   // fill the tank
	ActRepair    = "repair"   // mend the hull
	ActUpgrade   = "upgrade"  // item=<id>: fit an upgrade
	ActWork      = "work"     // take a day's work at the station
	ActJump      = "jump"     // to=<system>: travel
	ActGalactic  = "galactic" // jump to the next galaxy
	ActAccept    = "accept"   // take the offered quest
	ActDecline   = "decline"  // turn the offered quest down
	ActChoose    = "choose"   // c=<choice>: answer a quest's question
	ActAbandon   = "abandon"  // give up the current quest
	ActMissile   = "missile"  // fire a missile in combat
	ActHull      = "hull"     // hull=<id>: trade the ship in for another
	ActBuyMis    = "buymis"   // fit a missile
	ActFine      = "fine"     // pay off offence points
	ActContract  = "contract" // k=<offer>: take a contract from the board
	ActDrop      = "drop"     // k=<contract>: break a contract carried
	ActRetire    = "retire"   // confirm=yes: end the career for the boards
)
