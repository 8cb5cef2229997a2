package minesweeper

import "time"

// CellState is what the player sees on one cell.
type CellState uint8

// Cell states. Mine, Exploded and WrongFlag appear only after the end.
const (
	Hidden    CellState = iota // not opened, no flag
	Flagged                    // a flag (after a win: every mine)
	Open                       // opened; Cell.Count says how many mines touch it
	Mine                       // after a loss: a mine nobody flagged
	Exploded                   // after a loss: the mine that was opened
	WrongFlag                  // after a loss: a flag on a safe cell
)

// String is the state's stable name, usable as a CSS class.
func (c CellState) String() string {
	switch c {
	case Flagged:
		return "flagged"
	case Open:
		return "open"
	case Mine:
		return "mine"
	case Exploded:
		return "exploded"
	case WrongFlag:
		return "wrongflag"
	}
	return "hidden"
}

// Cell is one cell as displayed.
type Cell struct {
	State CellState
	Count int // mines around an Open cell, 0-8; zero otherwise
}

// View is what the player may see: before the end it holds no mine
// position, no count of an unopened cell and nothing of the RNG.
type View struct {
	Preset        string // "beginner", "intermediate", "expert" or "custom"
	Width, Height int
	Mines         int    // mines on the field
	Flags         int    // flags placed
	Cells         []Cell // row by row: Cells[y*Width+x]
	Status        Status
	ElapsedMs     int64 // the server's clock for this game
	Clicks        int   // accepted actions

	// Known only after the end.
	BV3       int     // the board's 3BV
	BV3Solved int     // the part of it done (all of it on a win)
	BV3PerSec float64 // BV3Solved per second of play

	// NoGuess says the field was laid to be cleared by logic alone.
	NoGuess bool
}

// At returns the cell at column x, row y.
func (v View) At(x, y int) Cell { return v.Cells[y*v.Width+x] }

// MinesLeft is the mine counter of the classic game: mines minus flags.
func (v View) MinesLeft() int { return v.Mines - v.Flags }

// View shows the field to the player; every seat sees the same.
func (s *state) View(_ int, now time.Time) View {
	b := &s.board
	v := View{
		Preset:    s.cfg.preset,
		Width:     b.w,
		Height:    b.h,
		Mines:     s.cfg.mines,
		Flags:     s.flags,
		Cells:     make([]Cell, len(b.cells)),
		Status:    s.status,
		ElapsedMs: s.elapsedMs(now),
		Clicks:    s.clicks,
		NoGuess:   s.cfg.noGuess,
	}
	over := s.status.Over()
	for i, c := range b.cells {
		v.Cells[i] = s.displayCell(i, c, over)
	}
	if over {
		v.BV3, v.BV3Solved = b.bv3()
		v.BV3PerSec = perSecond(v.BV3Solved, v.ElapsedMs)
	}
	return v
}

func (s *state) displayCell(i int, c byte, over bool) Cell {
	switch {
	case c&bitExploded != 0:
		return Cell{State: Exploded}
	case c&bitOpen != 0:
		return Cell{State: Open, Count: s.board.count(i)}
	case c&bitFlag != 0:
		if over && c&bitMine == 0 {
			return Cell{State: WrongFlag}
		}
		return Cell{State: Flagged}
	case over && c&bitMine != 0:
		return Cell{State: Mine}
	}
	return Cell{State: Hidden}
}

// perSecond is n per second of ms, or zero when no time has passed.
func perSecond(n int, ms int64) float64 {
	if ms <= 0 {
		return 0
	}
	return float64(n) * 1000 / float64(ms)
}
