package main

import (
	"time"

	"gamehall/internal/games/baduk"
)

// clockState is what the GUI said about the clocks (time_settings,
// kgs-time_settings, time_left) plus what the engine itself spent since
// the last time_left of each colour.
type clockState struct {
	// set: time settings were given; unlimited: they say no limit.
	set, unlimited bool
	main           time.Duration
	// byo is one byo-yomi period; stones the moves it must hold
	// (Canadian). japanese: every move may use a whole period.
	byo      time.Duration
	stones   int
	japanese bool

	known      [3]bool // a time_left was given for the colour
	left       [3]time.Duration
	stonesLeft [3]int // 0: in main time
	spent      [3]time.Duration
}

// Bounds of a clocked move.
const (
	// clockMargin is the share of a move's time kept for the protocol
	// and the GUI.
	clockMargin = 15 // percent
	// minClockMove is the least a move gets, even on a falling flag.
	minClockMove = 10 * time.Millisecond
	// maxClockMove bounds a move however generous the clock, since the
	// search tree grows with every playout.
	maxClockMove = 20 * time.Second
)

// expectedMoves is how many more moves a colour is likely to play: a
// third of the empty points, at least a fifth of the board (a game
// ends with a fair part of the board empty).
func expectedMoves(b *baduk.Board) int {
	n := b.Size() * b.Size()
	return max(b.EmptyCount()/3, n/5, 1)
}

// budget is the time to spend on one move of colour c when movesLeft
// more moves are expected, or false when the clock sets no limit (then
// the level's own budget holds). It is a pure function of the state.
func (cs *clockState) budget(c baduk.Color, movesLeft int) (time.Duration, bool) {
	if cs.unlimited {
		return 0, false
	}
	var left time.Duration
	stonesLeft := 0
	switch {
	case cs.known[c]:
		left, stonesLeft = cs.left[c]-cs.spent[c], cs.stonesLeft[c]
	case cs.set:
		// No time_left yet: the main time, less what was spent.
		left = cs.main - cs.spent[c]
		if left <= 0 && cs.byo > 0 {
			left, stonesLeft = cs.byo, max(cs.stones, 1)
		}
	default:
		return 0, false
	}
	var b time.Duration
	switch {
	case stonesLeft > 0 && cs.japanese:
		b = left // each move has the whole period
	case stonesLeft > 0:
		b = left / time.Duration(stonesLeft)
	default:
		b = left / time.Duration(max(movesLeft, 1))
		if cs.byo > 0 && cs.stones > 0 {
			// Byo-yomi follows the main time, so a move may take as
			// long as one stone's share of a period.
			perStone := cs.byo / time.Duration(cs.stones)
			if cs.japanese {
				perStone = cs.byo
			}
			b = max(b, perStone)
		} else {
			b = min(b, left/4) // absolute time: never near the flag
		}
	}
	b -= b * clockMargin / 100
	return min(max(b, minClockMove), maxClockMove), true
}

// settings takes the arguments of time_settings: main time, byo-yomi
// time and stones, in seconds. GTP says byo-yomi time with no stones
// means no limit; GUIs also send 0 0 0 for it.
func (cs *clockState) settings(main, byo, stones int) {
	*cs = clockState{set: true, main: seconds(main), byo: seconds(byo), stones: stones}
	cs.unlimited = byo > 0 && stones == 0 || main == 0 && byo == 0
}

// timeLeft takes time_left: seconds left and, in byo-yomi, the stones
// still to play in the period (0 in main time).
func (cs *clockState) timeLeft(c baduk.Color, secs, stones int) {
	cs.known[c], cs.left[c], cs.stonesLeft[c], cs.spent[c] = true, seconds(secs), stones, 0
}

func seconds(n int) time.Duration { return time.Duration(n) * time.Second }
