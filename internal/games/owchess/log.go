package owchess

// Event is one line of the game's log. Each side later sees only the
// parts it could see when the event happened.
type Event struct {
	Ply  int    `json:"n"`
	By   Color  `json:"by"`
	Kind string `json:"k"`
	// From and To are squares (-1 when the event has none).
	From int `json:"f"`
	To   int `json:"t"`
	// Piece is the acting piece's letter; Target the attacked one's.
	Piece  string `json:"p,omitempty"`
	Target string `json:"q,omitempty"`
	// A and D are numbers the event reports: HP after a fight (the
	// attacker's and the defender's), HP gained or lost from a bonus.
	A int `json:"a,omitempty"`
	D int `json:"d,omitempty"`
	// Item names a bonus or a shop item.
	Item string `json:"i,omitempty"`
	// Seen says, per side, whether it saw From (bit 1) and To (bit 2)
	// when the event happened; the actor always sees both. Bits 4 and
	// 8 (unseenActor, unseenEffect) hide parts of a seen event.
	Seen [2]uint8 `json:"s"`
}

// The kinds of events.
const (
	EvMove    = "move"    // a piece moved From -> To
	EvAttack  = "attack"  // a fight; A, D the HP after (D 0: destroyed)
	EvPromote = "promote" // a pawn became a queen on To
	EvBonus   = "bonus"   // the piece on To used bonus Item (A: HP change)
	EvCoin    = "coin"    // a coin picked up on To
	EvShop    = "shop"    // a merchant visited on To
	EvBuy     = "buy"     // a shop item bought
	EvAdd     = "add"     // a new piece appeared on To
	EvPass    = "pass"    // no move possible: the turn passes
	EvTimeout = "timeout" // the clock ran out (A: strikes so far)
	EvResign  = "resign"
	EvEnd     = "end" // the game ended (Item: the reason)
)

const (
	seenFrom uint8 = 1
	seenTo   uint8 = 2
	seenAll        = seenFrom | seenTo
	// unseenActor marks a side that saw where an event happened but
	// not the piece that did it (an attack out of the fog): the log
	// names neither the piece nor its HP.
	unseenActor uint8 = 4
	// unseenEffect marks a side that saw a bonus taken but not what it
	// did elsewhere (the king's HP): the log gives no numbers.
	unseenEffect uint8 = 8
)

// public marks an event both sides see whole (shop purchases, the
// clock, resignation).
func public(e Event) Event {
	e.Seen = [2]uint8{seenAll, seenAll}
	return e
}
