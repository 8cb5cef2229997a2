package klondike

import (
	"testing"

	"gamehall/internal/games/kit"
)

// TestStats folds games into the draw modes' lines and the daily deals'
// line: wins over deals started, streaks, best and average time, fewest
// moves; a win stored before wins kept their time counts without one.
func TestStats(t *testing.T) {
	win := func(board string, ms int64, moves int, daily bool) kit.Played {
		return kit.Played{Board: board, Won: true, Daily: daily, Detail: kit.Detail{"kind": "klondike", "ms": ms, "moves": moves}}
	}
	loss := func(board string, daily bool) kit.Played {
		return kit.Played{Board: board, Daily: daily, Detail: kit.Detail{"kind": "klondike", "moves": 40}}
	}
	lines := Stats([]kit.Played{
		win(BoardDraw1Rate, 200_000, 120, false),
		win(BoardDraw1Rate, 150_000, 130, true),
		loss(BoardDraw1Rate, false),
		win(BoardDraw1Rate, 100_000, 140, false),
		{Board: BoardDraw1Rate, Won: true, Detail: kit.Detail{"kind": "klondike", "moves": 90}}, // no time kept
		loss(BoardDraw1Rate, true),
		win(BoardDraw1Rate, 181_001, 110, true),
		loss(BoardDraw3Rate, false),
		win("elsewhere", 1, 1, false), // no line of its own: left out
	})
	if len(lines) != 3 {
		t.Fatalf("lines %+v", lines)
	}
	one, three, daily := lines[0], lines[1], lines[2]
	if one.Board != BoardDraw1Time || one.Daily || one.TitleRU != "По одной" || one.Games != 7 || one.Wins != 5 ||
		one.Streak != 1 || one.BestStreak != 2 || one.BestMs != 100_000 || one.FewestMoves != 90 {
		t.Fatalf("draw one %+v", one)
	}
	// The average is of the four timed wins: 631 001 / 4, rounded.
	if got := one.AvgMs(); got != 157_750 {
		t.Errorf("draw one average %d, want 157750", got)
	}
	if three.Board != BoardDraw3Time || three.Games != 1 || three.Wins != 0 || three.BestStreak != 0 || three.BestMs != 0 ||
		three.AvgMs() != 0 || three.FewestMoves != 0 {
		t.Fatalf("draw three %+v", three)
	}
	if !daily.Daily || daily.Board != "" || daily.TitleEN != "Daily deals" || daily.Games != 3 || daily.Wins != 2 ||
		daily.Streak != 1 || daily.BestStreak != 1 || daily.BestMs != 150_000 || daily.AvgMs() != 165_501 || daily.FewestMoves != 110 {
		t.Fatalf("daily deals %+v (average %d)", daily, daily.AvgMs())
	}
	if lines := Stats([]kit.Played{loss(BoardDraw3Rate, false)}); len(lines) != 1 || lines[0].Board != BoardDraw3Time {
		t.Fatalf("only draw three played: %+v", lines)
	}
	if len(Stats(nil)) != 0 {
		t.Fatal("lines without games")
	}
}

// TestWinRateKeepsTheStartedDeal: a deal begun ranked stays on its
// win-rate board when a hint later makes it casual, as a loss even once
// won, so the statistics count what the board counts; a deal helped
// before its first move never stands there as ranked.
func TestWinRateKeepsTheStartedDeal(t *testing.T) {
	rate := func(s *state) kit.Result {
		t.Helper()
		for _, r := range s.Results() {
			if r.Board == BoardDraw1Rate {
				return r
			}
		}
		t.Fatalf("no win-rate result: %+v", s.Results())
		return kit.Result{}
	}
	near := func() *state {
		s := layout{cols: [7]string{"/KS", "/KH", "/KC", "/KD"}, found: [4]int{12, 12, 12, 11}}.build(t)
		s.cols[4].up = s.stock[len(s.stock)-1:]
		s.stock = s.stock[:len(s.stock)-1]
		return s
	}
	finish := func(s *state) {
		for _, from := range []string{"t5", "t2", "t3", "t4"} {
			mustApply(t, s, "do=auto&from="+from)
		}
		if !s.Over() {
			t.Fatal("not won")
		}
	}

	s := near()
	mustApply(t, s, "do=auto&from=t1")
	if r := rate(s); !r.Ranked || r.Outcome != kit.Loss {
		t.Fatalf("begun ranked: %+v", r)
	}
	mustApply(t, s, "do=hint")
	if r := rate(s); !r.Ranked || r.Outcome != kit.Loss {
		t.Fatalf("after a hint: %+v", r)
	}
	finish(s)
	if r := rate(s); !r.Ranked || r.Outcome != kit.Loss || r.Detail["ms"] == nil {
		t.Fatalf("won after a hint: %+v", r)
	}
	if r := s.Results()[0]; r.Ranked || r.Outcome != kit.Win {
		t.Fatalf("the fastest-win board after a hint: %+v", r)
	}

	s = near()
	mustApply(t, s, "do=hint") // before the first move
	mustApply(t, s, "do=auto&from=t1")
	if r := rate(s); r.Ranked {
		t.Fatalf("helped before the first move: %+v", r)
	}
	finish(s)
	if r := rate(s); r.Ranked || r.Outcome != kit.Win {
		t.Fatalf("helped before the first move, won: %+v", r)
	}

	s = near()
	mustApply(t, s, "do=auto&from=t1")
	finish(s)
	if r := rate(s); !r.Ranked || r.Outcome != kit.Win {
		t.Fatalf("won ranked: %+v", r)
	}
}
