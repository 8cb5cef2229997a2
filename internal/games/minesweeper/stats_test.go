package minesweeper

import (
	"testing"

	"gamehall/internal/games/kit"
)

func TestStats(t *testing.T) {
	win := func(board string, ms int64, solved, clicks int) kit.Played {
		return kit.Played{Board: board, Won: true, Detail: kit.Detail{"ms": ms, "solved": solved, "3bv": solved, "clicks": clicks}}
	}
	loss := func(board string) kit.Played { return kit.Played{Board: board} }
	lines := Stats([]kit.Played{
		win("beginner-rate", 10_000, 20, 25),
		win("beginner-rate", 8_000, 12, 20),
		loss("beginner-rate"),
		win("expert-noguess-rate", 100_000, 150, 120),
		win("beginner-rate", 9_000, 30, 40),
		loss("custom"), // no board of its own: left out
	})
	if len(lines) != 2 {
		t.Fatalf("lines %+v", lines)
	}
	b, e := lines[0], lines[1]
	if b.Board != "beginner" || b.TitleRU != "Новичок" || b.Games != 4 || b.Wins != 3 || b.Streak != 1 || b.BestStreak != 2 ||
		b.BestMs != 8_000 || b.Best3BVs != 30.0/9 || b.BestEfficiency != 80 {
		t.Fatalf("beginner %+v", b)
	}
	if e.Board != "expert-noguess" || e.TitleEN != "Expert, no guessing" || e.Games != 1 || e.Streak != 1 || e.BestEfficiency != 125 {
		t.Fatalf("expert no-guess %+v", e)
	}
	if len(Stats(nil)) != 0 {
		t.Fatal("lines without games")
	}
}
