package klondike

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// column is one tableau column, both halves from the bottom up.
type column struct {
	down []cards.Card // face down: never shown
	up   []cards.Card // face up: a run, its last card on top
}

// state is one game of Klondike. Everything the rules need is in the
// piles; history is what undo takes back, one step at a time.
type state struct {
	drawThree bool
	winnable  bool // dealt from the deals the solver proved winnable

	cols  [Columns]column
	stock []cards.Card // face down, the next card to draw last
	waste []cards.Card // face up, the playable card last
	found [4]int       // cards on each foundation slot (see FoundationSuits)

	history []step
	startMs int64 // unix ms of the first move; 0 before it
	endMs   int64 // unix ms of the winning move; 0 until then
	undos   int   // undo presses, kept when moves are taken back
	hints   int   // hints asked for: a hint comes from a solver that sees the whole deal
	hint    *Hint // the last hint asked for, until the next change

	// plan is the winning line found for the last hint, as steps from
	// history[planBase]; while the player follows it, hints read it
	// instead of searching again, and stay consistent with each other.
	plan     []step
	planBase int

	// casual is why the game does not count: set by a confirmed hint or
	// revealing undo, or by a pace no person keeps; zero while ranked.
	casual kit.Casual
	pace   kit.Pace // the times of the last actions, for the pace check
	// counted says the first move was made while the game was ranked:
	// from then on the deal stands on its win-rate board, a loss until
	// it is won, and help that makes the game casual later cannot take
	// it off (as the board keeps it).
	counted bool
}

var _ kit.State[View] = (*state)(nil)

// NextBot always reports no bot: Klondike is played alone.
func (s *state) NextBot() (int, bool) { return 0, false }

// Over reports whether the game is won; a Klondike game ends no other way.
func (s *state) Over() bool { return s.won() }

func (s *state) won() bool { return s.found == [4]int{13, 13, 13, 13} }

// moves is the move counter: every step made counts, a step taken back
// too, and so does the undo itself, so undoing never lowers it.
func (s *state) moves() int { return len(s.history) + 2*s.undos }

// elapsedMs is the clock at now: zero before the first move, stopped at
// the win.
func (s *state) elapsedMs(now time.Time) int64 {
	switch {
	case s.startMs == 0:
		return 0
	case s.endMs != 0:
		return s.endMs - s.startMs
	}
	return max(0, now.UnixMilli()-s.startMs)
}

// drawSize is how many cards one draw turns over.
func (s *state) drawSize() int {
	if s.drawThree {
		return 3
	}
	return 1
}

// allFaceUp reports whether no tableau card is face down.
func (s *state) allFaceUp() bool {
	for _, c := range s.cols {
		if len(c.down) > 0 {
			return false
		}
	}
	return true
}

// clone returns a deep copy, for actions that try several steps and
// keep them only if all succeed.
func (s *state) clone() *state {
	c := *s
	for i := range c.cols {
		c.cols[i].down = slices.Clone(s.cols[i].down)
		c.cols[i].up = slices.Clone(s.cols[i].up)
	}
	c.stock, c.waste = slices.Clone(s.stock), slices.Clone(s.waste)
	c.history = slices.Clone(s.history)
	c.plan = slices.Clone(s.plan)
	if s.hint != nil {
		h := *s.hint
		c.hint = &h
	}
	return &c
}
