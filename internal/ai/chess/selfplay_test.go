package chess

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	c "gamehall/internal/games/chess"
)

// Self-play games for tuning the evaluation (see TestTexelTune): the
// engine plays itself at a small node budget from the book's lines
// followed by a few random moves, and every position is written with
// the game's result. Everything follows from the seed, so a rerun
// writes the same file.
const (
	selfPlayNodes       = 6000
	selfPlayRandomPlies = 4
	selfPlayMaxPlies    = 300
	// A game is adjudicated won once the search gives one side at least
	// selfPlayWinScore for selfPlayWinPlies plies in a row.
	selfPlayWinScore, selfPlayWinPlies = 1000, 4
)

// selfPlayGame plays game number n of the seed's series and returns
// the FEN of every position after the opening with the result for
// white (1, 0.5 or 0).
func selfPlayGame(seed, n uint64) ([]string, float64) {
	rng := rand.New(rand.NewPCG(seed, n))
	pos, _ := c.ParseFEN(c.StartFEN)
	var moves []string
	var history, repKeys []uint64
	var fens []string
	random, ahead := 0, 0
	lastSign := 0
	for ply := 0; ; ply++ {
		repKeys = append(repKeys, pos.RepetitionKey())
		switch pos.Terminal() {
		case c.Checkmate:
			if pos.Side() == c.White {
				return fens, 0
			}
			return fens, 1
		case c.Stalemate, c.DeadPosition, c.FiftyMoves:
			return fens, 0.5
		}
		if repetitions(repKeys, pos.HalfmoveClock()) >= 3 || ply >= selfPlayMaxPlies {
			return fens, 0.5
		}
		var m c.Move
		if bm := bookMove(pos, c.StartFEN, moves, rng); bm != c.NoMove && random == 0 {
			m = bm
		} else if random < selfPlayRandomPlies {
			var ml c.MoveList
			pos.GenerateLegal(&ml)
			m = ml.Moves[rng.IntN(ml.N)]
			random++
		} else {
			fens = append(fens, pos.FEN())
			res := Search(context.Background(), pos, history, Limits{Nodes: selfPlayNodes}, nil)
			m = res.Move
			score := res.Score
			if pos.Side() == c.Black {
				score = -score
			}
			sign := 0
			switch {
			case score >= selfPlayWinScore:
				sign = 1
			case score <= -selfPlayWinScore:
				sign = -1
			}
			if sign != 0 && sign == lastSign {
				ahead++
			} else {
				ahead = 1
			}
			lastSign = sign
			if sign != 0 && ahead >= selfPlayWinPlies {
				return fens, float64(sign+1) / 2
			}
		}
		history = append(history, pos.Hash())
		moves = append(moves, m.UCI())
		pos.Make(m)
	}
}

// repetitions counts how often the last key occurs among the positions
// the halfmove clock allows to repeat it.
func repetitions(keys []uint64, halfmove int) int {
	last := len(keys) - 1
	n := 0
	for i := last; i >= 0 && i >= last-halfmove; i -= 2 {
		if keys[i] == keys[last] {
			n++
		}
	}
	return n
}

// TestSelfPlayGenerate writes GAMEHALL_SELFPLAY_GAMES self-play games'
// positions to GAMEHALL_SELFPLAY_OUT, one "FEN;result" a line:
//
//	GAMEHALL_SELFPLAY_GAMES=1500 GAMEHALL_SELFPLAY_OUT=/tmp/selfplay.txt \
//	  GOMAXPROCS=1 nice -n 10 go test ./internal/ai/chess -run TestSelfPlayGenerate -v -timeout 3h
func TestSelfPlayGenerate(t *testing.T) {
	out := os.Getenv("GAMEHALL_SELFPLAY_OUT")
	games, _ := strconv.Atoi(os.Getenv("GAMEHALL_SELFPLAY_GAMES"))
	if out == "" || games <= 0 {
		t.Skip("set GAMEHALL_SELFPLAY_OUT and GAMEHALL_SELFPLAY_GAMES")
	}
	seed, _ := strconv.ParseUint(os.Getenv("GAMEHALL_SELFPLAY_SEED"), 10, 64)
	first, _ := strconv.Atoi(os.Getenv("GAMEHALL_SELFPLAY_FIRST"))
	f, err := os.OpenFile(out, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	var tally [3]int
	for g := first; g < first+games; g++ {
		fens, result := selfPlayGame(seed, uint64(g))
		tally[int(2*result)]++
		for _, fen := range fens {
			fmt.Fprintf(w, "%s;%g\n", fen, result)
		}
		if g%50 == 49 {
			if err := w.Flush(); err != nil {
				t.Fatal(err)
			}
			t.Logf("game %d: white +%d =%d -%d", g+1, tally[2], tally[1], tally[0])
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	t.Logf("white +%d =%d -%d", tally[2], tally[1], tally[0])
}

func TestSelfPlayGameIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays two games")
	}
	a, ra := selfPlayGame(7, 1)
	b, rb := selfPlayGame(7, 1)
	if len(a) == 0 || len(a) != len(b) || ra != rb || a[len(a)-1] != b[len(b)-1] {
		t.Fatalf("two runs differ: %d positions (%g) and %d (%g)", len(a), ra, len(b), rb)
	}
}
