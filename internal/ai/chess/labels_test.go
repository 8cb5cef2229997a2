package chess

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestStockfishLabels relabels a self-play file (TestSelfPlayGenerate's
// "FEN;result" lines, every other line) with Stockfish's judgement
// instead of the game's result: each position gets the expected score
// for white 1/(1+10^(-cp/400)) of Stockfish's evaluation at
// GAMEHALL_LABEL_DEPTH (8 unless set), 1 or 0 for a mate. One thread,
// 16 MB hash, positions in file order, so a rerun writes the same file.
// TestTexelTune then fits the weights to these targets:
//
//	GAMEHALL_LABEL_DATA=/tmp/selfplay.txt GAMEHALL_LABEL_OUT=/tmp/labelled.txt \
//	  nice -n 10 go test ./internal/ai/chess -run TestStockfishLabels -v -timeout 3h
func TestStockfishLabels(t *testing.T) {
	data, out := os.Getenv("GAMEHALL_LABEL_DATA"), os.Getenv("GAMEHALL_LABEL_OUT")
	if data == "" || out == "" {
		t.Skip("set GAMEHALL_LABEL_DATA and GAMEHALL_LABEL_OUT")
	}
	depth := 8
	if s := os.Getenv("GAMEHALL_LABEL_DEPTH"); s != "" {
		depth, _ = strconv.Atoi(s)
	}
	engine := os.Getenv("GAMEHALL_LABEL_ENGINE")
	if engine == "" {
		engine = "/usr/games/stockfish"
	}
	cmd := exec.Command(engine)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("no engine: %v", err)
	}
	defer cmd.Wait()
	defer stdin.Close()
	lines := bufio.NewScanner(stdout)
	send := func(s string) {
		if _, err := io.WriteString(stdin, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	waitFor := func(prefix string) {
		for lines.Scan() {
			if strings.HasPrefix(lines.Text(), prefix) {
				return
			}
		}
		t.Fatalf("the engine stopped before %q", prefix)
	}
	send("uci")
	waitFor("uciok")
	send("setoption name Threads value 1")
	send("setoption name Hash value 16")
	send("isready")
	waitFor("readyok")

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
		if i%2 != 0 {
			continue
		}
		fen, _, _ := strings.Cut(sc.Text(), ";")
		send("position fen " + fen)
		send(fmt.Sprintf("go depth %d", depth))
		cp, mate := 0, 0
		for lines.Scan() {
			fs := strings.Fields(lines.Text())
			if len(fs) > 0 && fs[0] == "bestmove" {
				break
			}
			for k := 0; k+2 < len(fs); k++ {
				if fs[k] == "score" {
					v, _ := strconv.Atoi(fs[k+2])
					if fs[k+1] == "cp" {
						cp, mate = v, 0
					} else {
						mate = v
					}
				}
			}
		}
		if strings.Fields(fen)[1] == "b" {
			cp, mate = -cp, -mate
		}
		e := 1 / (1 + math.Pow(10, -float64(cp)/400))
		switch {
		case mate > 0:
			e = 1
		case mate < 0:
			e = 0
		}
		fmt.Fprintf(w, "%s;%.4f\n", fen, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	send("quit")
}
