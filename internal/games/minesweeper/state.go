package minesweeper

import (
	"math/rand/v2"
	"time"

	"gamehall/internal/games/kit"
)

// Status is where a game stands.
type Status string

// The statuses of a game, in the order they happen.
const (
	Ready   Status = "ready"   // no reveal yet: no mines placed, clock stopped
	Playing Status = "playing" // mines placed, clock running
	Won     Status = "won"     // every safe cell revealed
	Lost    Status = "lost"    // a mine was revealed
)

// Over reports whether the status is an end of the game.
func (s Status) Over() bool { return s == Won || s == Lost }

// state is one game. Its exported-looking data lives in board and the
// fields below; opened and flags are derived and rebuilt by Decode.
type state struct {
	cfg     config
	board   board
	rng     *rand.PCG
	status  Status
	startMs int64 // unix ms of the first reveal
	endMs   int64 // unix ms of the end
	clicks  int   // accepted actions of the player
	// casual is set when the player acted faster than a person can
	// (pace keeps the times of the last actions); zero while ranked.
	casual kit.Casual
	pace   kit.Pace
	// counted says the first reveal was made while the game was ranked:
	// from then on the game stands on its win-rate board, a loss until
	// it is won, and a pace or a win that makes it casual later cannot
	// take it off (as the board keeps it).
	counted bool

	opened int // safe cells revealed
	flags  int // flags on the field
}

var _ kit.State[View] = (*state)(nil)

func newState(cfg config, rng *rand.PCG) *state {
	return &state{
		cfg:    cfg,
		board:  board{w: cfg.width, h: cfg.height, cells: make([]byte, cfg.width*cfg.height)},
		rng:    rng,
		status: Ready,
	}
}

// NextBot always reports no bot: Minesweeper is played alone.
func (s *state) NextBot() (int, bool) { return 0, false }

// Over reports whether the game was won or lost.
func (s *state) Over() bool { return s.status.Over() }

// safeCells is how many cells hold no mine.
func (s *state) safeCells() int { return len(s.board.cells) - s.cfg.mines }

// elapsedMs is the time on the clock at now: zero before the first
// reveal, frozen at the end.
func (s *state) elapsedMs(now time.Time) int64 {
	switch s.status {
	case Ready:
		return 0
	case Playing:
		return max(0, now.UnixMilli()-s.startMs)
	}
	return s.endMs - s.startMs
}

// Apply performs do=reveal, do=flag or do=chord at x, y. Everything is
// checked before anything changes, so a refused action leaves the state
// as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	if seat != kit.HumanSeat {
		return kit.Invalid("only the player can move in Minesweeper", "в Сапёре ходит только игрок")
	}
	do, i, err := s.parseAction(act)
	if err != nil {
		return err
	}
	if s.status.Over() {
		return kit.Invalid("the game is over: start a new one", "партия окончена: начните новую")
	}
	switch do {
	case ActFlag:
		err = s.toggleFlag(i)
	case ActChord:
		err = s.chord(i, now)
	default:
		err = s.reveal(i, now)
	}
	if err == nil {
		s.clicks++
		if s.pace.Note(now.UnixMilli()) && s.casual.Ranked() {
			s.casual = kit.TooFastForAPerson
		}
	}
	return err
}

func (s *state) toggleFlag(i int) error {
	b := &s.board
	if b.has(i, bitOpen) {
		return kit.Invalid("an opened cell cannot be flagged", "открытую клетку нельзя пометить флагом")
	}
	b.cells[i] ^= bitFlag
	if b.has(i, bitFlag) {
		s.flags++
	} else {
		s.flags--
	}
	return nil
}

// reveal opens a hidden cell; on an opened number it chords, as enter
// and a click do on the seed's field.
func (s *state) reveal(i int, now time.Time) error {
	b := &s.board
	switch {
	case b.has(i, bitFlag):
		return kit.Invalid("this cell is flagged: remove the flag before opening it",
			"на клетке флаг: снимите его, чтобы открыть клетку")
	case b.has(i, bitOpen):
		return s.chord(i, now)
	}
	if s.status == Ready {
		if s.cfg.noGuess {
			b.placeSolvable(i, s.cfg.mines, rand.New(s.rng))
		} else {
			b.placeMines(i, s.cfg.mines, rand.New(s.rng))
		}
		s.status = Playing
		s.startMs = now.UnixMilli()
		s.counted = s.Casual().Ranked()
	}
	if b.has(i, bitMine) {
		b.cells[i] |= bitOpen | bitExploded
		s.finish(Lost, now)
		return nil
	}
	s.opened += b.flood(i)
	s.checkWin(now)
	return nil
}

// chord opens every unflagged hidden neighbour of an opened number whose
// flags around it match the number. A wrong flag there makes it open a
// mine and lose.
func (s *state) chord(i int, now time.Time) error {
	b := &s.board
	if !b.has(i, bitOpen) {
		return kit.Invalid("chording works only on an opened number", "хорда возможна только на открытой клетке с числом")
	}
	n := b.count(i)
	if n == 0 {
		return kit.Invalid("this cell has no mines around it: nothing to chord",
			"вокруг этой клетки нет мин: хорде нечего открывать")
	}
	var buf [8]int
	around := b.neighbours(i, &buf)
	flags, hidden := 0, 0
	for _, j := range around {
		switch {
		case b.has(j, bitFlag):
			flags++
		case !b.has(j, bitOpen):
			hidden++
		}
	}
	if flags != n {
		return kit.Invalid("place exactly as many flags around the number as it shows before chording",
			"для хорды вокруг числа должно стоять ровно столько флагов, сколько оно показывает")
	}
	if hidden == 0 {
		return kit.Invalid("every cell around this number is already open or flagged",
			"все клетки вокруг этого числа уже открыты или помечены")
	}
	exploded := false
	for _, j := range around {
		c := b.cells[j]
		switch {
		case c&(bitOpen|bitFlag) != 0:
		case c&bitMine != 0:
			b.cells[j] |= bitOpen | bitExploded
			exploded = true
		default:
			s.opened += b.flood(j)
		}
	}
	if exploded {
		s.finish(Lost, now)
		return nil
	}
	s.checkWin(now)
	return nil
}

func (s *state) checkWin(now time.Time) {
	if s.opened != s.safeCells() {
		return
	}
	// A won field shows every mine flagged, as the classic game does.
	for i, c := range s.board.cells {
		if c&bitMine != 0 {
			s.board.cells[i] |= bitFlag
		}
	}
	s.flags = s.cfg.mines
	s.finish(Won, now)
}

func (s *state) finish(st Status, now time.Time) {
	s.status = st
	s.endMs = max(now.UnixMilli(), s.startMs)
}
