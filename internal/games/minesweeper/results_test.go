package minesweeper

import (
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// winAll reveals every safe cell left, one click a second from now.
func winAll(t *testing.T, s *state, now time.Time) {
	t.Helper()
	for i, c := range s.board.cells {
		if c&(bitMine|bitOpen) == 0 && s.status == Playing {
			now = now.Add(time.Second)
			mustApply(t, s, "reveal", i%s.cfg.width, i/s.cfg.width, now)
		}
	}
	if s.status != Won {
		t.Fatal("no win")
	}
}

// toggleFast flags and unflags a hidden mine six times at now: twelve
// actions at once, a pace no person keeps.
func toggleFast(t *testing.T, s *state, now time.Time) {
	t.Helper()
	mine := -1
	for i, c := range s.board.cells {
		if c&bitMine != 0 {
			mine = i
			break
		}
	}
	x, y := 0, 0
	if mine >= 0 {
		x, y = mine%s.cfg.width, mine/s.cfg.width
	}
	for range kit.PaceActions {
		mustApply(t, s, "flag", x, y, now)
	}
}

// rate is the game's result on its win-rate board.
func rate(t *testing.T, s *state) kit.Result {
	t.Helper()
	for _, r := range s.Results() {
		if r.Board == "beginner-rate" {
			return r
		}
	}
	t.Fatalf("no win-rate result in %+v", s.Results())
	return kit.Result{}
}

// A game begun ranked that turns casual later (a pace no person keeps)
// stays a ranked loss on its win-rate board, in play and when won, as
// the board keeps it; its win does not count and its time reaches no
// board. Stored and read back, it stays counted.
func TestCasualAfterTheFirstRevealStaysARankedLoss(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	mustApply(t, s, "reveal", 4, 4, t0)
	if r := rate(t, s); r.Outcome != kit.Loss || !r.Ranked || !s.counted {
		t.Fatalf("in play, ranked: %+v", r)
	}
	toggleFast(t, s, t0.Add(time.Second))
	if s.Casual().Ranked() {
		t.Fatal("twelve actions at once leave the game ranked")
	}
	if r := rate(t, s); r.Outcome != kit.Loss || !r.Ranked {
		t.Fatalf("in play, turned casual: %+v", r)
	}
	back, err := Game{}.Decode(kittest.Encode(t, s))
	if err != nil {
		t.Fatal(err)
	}
	s = back.(*state)
	winAll(t, s, t0.Add(20*time.Second))
	res := s.Results()
	if len(res) != 2 || res[0].Board != "beginner" || res[0].Outcome != kit.Win || res[0].Ranked {
		t.Fatalf("the time of a casual win: %+v", res)
	}
	if r := rate(t, s); r.Outcome != kit.Loss || !r.Ranked || r.Moves != s.clicks || r.Detail.Int("ms") != s.endMs-s.startMs {
		t.Fatalf("won after turning casual: %+v", r)
	}
	// The player's statistics read the row as the board counts it.
	played := []kit.Played{{Board: "beginner-rate", Won: rate(t, s).Outcome == kit.Win, Detail: rate(t, s).Detail}}
	if l := Stats(played); len(l) != 1 || l[0].Games != 1 || l[0].Wins != 0 {
		t.Fatalf("statistics %+v", l)
	}
}

// A win faster than the world record turns the game casual at its end:
// it too stays a ranked loss on the win-rate board.
func TestRecordWinStaysARankedLoss(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	mustApply(t, s, "reveal", 4, 4, t0)
	winAll(t, s, t0)
	if !s.Casual().Ranked() {
		t.Fatal("a win at a person's pace is casual")
	}
	// The clock says 0.4 s, faster than the record of 0.49 s (the pace
	// check would catch clicks that fast; this is the record's own check).
	s.startMs = s.endMs - 400
	if s.Casual().Ranked() {
		t.Fatal("a win faster than the record is ranked")
	}
	if r := rate(t, s); r.Outcome != kit.Loss || !r.Ranked {
		t.Fatalf("a record win: %+v", r)
	}
}

// A game casual before its first reveal never stood on the board: its
// row is the player's own history, a win when won.
func TestCasualFromTheStartIsOwnHistory(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	toggleFast(t, s, t0)
	mustApply(t, s, "reveal", 4, 4, t0.Add(time.Second))
	if r := rate(t, s); r.Outcome != kit.Loss || r.Ranked || s.counted {
		t.Fatalf("in play, casual from the start: %+v", r)
	}
	winAll(t, s, t0.Add(20*time.Second))
	if r := rate(t, s); r.Outcome != kit.Win || r.Ranked {
		t.Fatalf("won, casual from the start: %+v", r)
	}
}

// A game that stays ranked is a loss in play and a ranked win when won.
func TestRankedWinOnTheRateBoard(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	mustApply(t, s, "reveal", 4, 4, t0)
	winAll(t, s, t0.Add(20*time.Second))
	if r := rate(t, s); r.Outcome != kit.Win || !r.Ranked {
		t.Fatalf("a ranked win: %+v", r)
	}
}

// A stored ready game cannot claim to be counted.
func TestReadyGameIsNotCounted(t *testing.T) {
	s := newGame(t, preset("beginner"), 9)
	s.counted = true
	if _, err := (Game{}).Decode(kittest.Encode(t, s)); err == nil {
		t.Fatal("a ready game that is counted decodes")
	}
}
