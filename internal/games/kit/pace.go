package kit

// Human pace, for games whose score is a time. A person aims each click
// or tap: the fastest bursts measured in play are about 20 actions a
// second (the Minesweeper Beginner world record, 0.49 s for a board of
// at least 10 clicks, and the best scores of click-speed tests, 14 to 16
// a second on one spot without aiming). PaceActions actions inside
// PaceWindowMs, 24 a second, are beyond that: a script, not a hand. The
// window is counted over several actions, not between two, so network
// jitter that brings two clicks in together cannot trip it.
const (
	PaceActions  = 12
	PaceWindowMs = 500
)

// TooFastForAPerson is why a game is casual after actions faster than
// a person makes them.
var TooFastForAPerson = Because("actions came faster than a person can make them",
	"действия шли быстрее, чем их может делать человек")

// Pace keeps the times of a game's last PaceActions actions (unix ms),
// oldest first. States store it; its JSON is that list.
type Pace []int64

// Note records an action at nowMs and reports whether the last
// PaceActions actions, this one included, came within PaceWindowMs.
func (p *Pace) Note(nowMs int64) (tooFast bool) {
	*p = append(*p, nowMs)
	if len(*p) > PaceActions {
		*p = append((*p)[:0], (*p)[len(*p)-PaceActions:]...)
	}
	d := nowMs - (*p)[0]
	return len(*p) == PaceActions && d >= 0 && d < PaceWindowMs
}
