package chess

import (
	"context"
	"math/rand/v2"
	"testing"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// TestLevelsAreOrdered: six levels, the hall's names, weakest first,
// each bounded by nodes so its strength does not follow the machine.
func TestLevelsAreOrdered(t *testing.T) {
	lv := Levels()
	if len(lv) != len(c.Levels) {
		t.Fatalf("%d levels, the game offers %d", len(lv), len(c.Levels))
	}
	for i, l := range lv {
		if l.Name != c.Levels[i] {
			t.Errorf("level %d is %s, want %s", i, l.Name, c.Levels[i])
		}
		if l.Nodes == 0 {
			t.Errorf("%s has no node budget", l.Name)
		}
		if _, ok := LevelNamed(l.Name); !ok {
			t.Errorf("LevelNamed(%s) fails", l.Name)
		}
	}
}

// TestWeakLevelsErrLikePeople: over many seeds the weak levels never
// play a move that loses more than their MaxLoss by their own search
// (a free queen is always taken), and the two weakest leave a free
// knight now and then.
func TestWeakLevelsErrLikePeople(t *testing.T) {
	// White to move can take an undefended queen on d5 with the knight.
	queen := mustFEN(t, "rnb1kbnr/ppp2ppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4")
	// ... or, here, an undefended knight.
	knight := mustFEN(t, "r1bqkb1r/pppp1ppp/2n5/3np3/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4")
	for _, tc := range []struct {
		name    kit.Level
		pos     c.Position
		atLeast int
		always  bool
	}{
		{kit.Beginner, queen, 20, false},
		{kit.Novice, queen, 36, true},
		{kit.Easy, queen, 36, true},
		{kit.Beginner, knight, 10, false},
		{kit.Novice, knight, 15, false},
	} {
		name, hanging := tc.name, tc.pos
		lv, _ := LevelNamed(name)
		took := 0
		moves := map[c.Move]bool{}
		for seed := uint64(0); seed < 40; seed++ {
			rng := rand.New(rand.NewPCG(seed, 7))
			m := lv.Choose(context.Background(), hanging, nil, rng)
			if m.UCI() == "c3d5" {
				took++
			}
			moves[m] = true
			// Never absurd: judged by a plain search of the same depth,
			// the move costs at most MaxLoss.
			res := search(context.Background(), hanging, nil, Limits{Depth: max(lv.Depth, 1)}, nil, true)
			best, mine := -infinity, -infinity
			for _, rs := range res.RootScores {
				best = max(best, rs.Score)
				if rs.Move == m {
					mine = rs.Score
				}
			}
			if best-mine > lv.MaxLoss {
				t.Errorf("%s seed %d played %v losing %d", name, seed, m, best-mine)
			}
		}
		t.Logf("%s took the free piece %d/40 times, %d different moves", name, took, len(moves))
		if took < tc.atLeast || (took == 40) != tc.always {
			t.Errorf("%s took a free piece %d/40 times", name, took)
		}
	}
}

// TestLevelsAreDeterministic: the same seed gives the same move (the
// searches are bounded by nodes, not time).
func TestLevelsAreDeterministic(t *testing.T) {
	p := mustFEN(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	for _, lv := range Levels() {
		if lv.Name == kit.Master {
			lv.Nodes = 20_000 // the same code path, quicker
		}
		a := lv.Choose(context.Background(), p, nil, rand.New(rand.NewPCG(3, 4)))
		b := lv.Choose(context.Background(), p, nil, rand.New(rand.NewPCG(3, 4)))
		if a != b || a == c.NoMove {
			t.Errorf("%s: %v then %v", lv.Name, a, b)
		}
	}
}

// TestRatingsCoverTheLadder: one rating a level, in the ladder's order,
// rising, each inside its own interval and resting on some games.
func TestRatingsCoverTheLadder(t *testing.T) {
	rs := Ratings()
	if len(rs) != len(levels) {
		t.Fatalf("%d ratings for %d levels", len(rs), len(levels))
	}
	for i, r := range rs {
		if r.Level != levels[i].Name {
			t.Errorf("rating %d is %s's, want %s's", i, r.Level, levels[i].Name)
		}
		if r.Low > r.Elo || r.Elo > r.High {
			t.Errorf("%s: %d outside its interval [%d, %d]", r.Level, r.Elo, r.Low, r.High)
		}
		if r.Games <= 0 || r.Against == "" || r.Score == "" || (r.Source != "stockfish" && r.Source != "ladder") {
			t.Errorf("%s: incomplete %+v", r.Level, r)
		}
		if i > 0 && r.Elo <= rs[i-1].Elo {
			t.Errorf("%s (%d) is not above %s (%d)", r.Level, r.Elo, rs[i-1].Level, rs[i-1].Elo)
		}
	}
}
