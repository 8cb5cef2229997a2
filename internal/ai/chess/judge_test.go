package chess

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	c "gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// TestJudgeMoves writes the search's move for positions of a self-play
// file (every GAMEHALL_JUDGE_EVERY-th line of GAMEHALL_JUDGE_DATA, at
// GAMEHALL_JUDGE_NODES nodes, Master's budget by default) as
// "FEN;move;score" lines to GAMEHALL_JUDGE_OUT, for an outside engine to
// judge (the misses of Master are found this way, see doc.go):
//
//	GAMEHALL_JUDGE_DATA=/tmp/selfplay.txt GAMEHALL_JUDGE_OUT=/tmp/moves.txt \
//	  GOMAXPROCS=1 nice -n 10 go test ./internal/ai/chess -run TestJudgeMoves -v -timeout 1h
func TestJudgeMoves(t *testing.T) {
	data, out := os.Getenv("GAMEHALL_JUDGE_DATA"), os.Getenv("GAMEHALL_JUDGE_OUT")
	if data == "" || out == "" {
		t.Skip("set GAMEHALL_JUDGE_DATA and GAMEHALL_JUDGE_OUT")
	}
	every, _ := strconv.Atoi(os.Getenv("GAMEHALL_JUDGE_EVERY"))
	every = max(every, 1)
	lv, _ := LevelNamed(kit.Master)
	nodes := lv.Nodes
	if s := os.Getenv("GAMEHALL_JUDGE_NODES"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		nodes = n
	}
	in, err := os.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	f, err := os.Create(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	sc := bufio.NewScanner(in)
	for i := 0; sc.Scan(); i++ {
		if i%every != 0 {
			continue
		}
		fen, _, _ := strings.Cut(sc.Text(), ";")
		pos, err := c.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		res := Search(context.Background(), pos, nil, Limits{Nodes: nodes, Contempt: lv.Contempt}, nil)
		fmt.Fprintf(w, "%s;%s;%d;%d\n", fen, res.Move.UCI(), res.Score, res.Depth)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
