package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the search goroutine to write.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// session runs a scripted stdin through the engine and returns stdout.
func session(script string) string {
	var out syncBuffer
	e := newEngine(&out)
	e.run(strings.NewReader(script))
	return out.String()
}

func TestHandshake(t *testing.T) {
	out := session("uci\nisready\nquit\n")
	for _, want := range []string{"id name GameHall Chess", "option name Level type combo default strong var easy var medium var strong", "uciok", "readyok"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
}

func TestPerftDivide(t *testing.T) {
	out := session("position startpos moves e2e4\ngo perft 3\nquit\n")
	if !strings.Contains(out, "Nodes searched: 13160") || !strings.Contains(out, "e7e5: 835") {
		t.Errorf("perft 3 after e4:\n%s", out)
	}
	kiwi := session("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo perft 2\nquit\n")
	if !strings.Contains(kiwi, "Nodes searched: 2039") || strings.Count(kiwi, ": ") != 49 {
		t.Errorf("Kiwipete perft 2:\n%s", kiwi)
	}
}

func TestGoDepthFindsMate(t *testing.T) {
	out := session("ucinewgame\nposition fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 3\nisready\n")
	if !strings.Contains(out, "bestmove d1d8") || !strings.Contains(out, "score mate 1") {
		t.Errorf("mate in one:\n%s", out)
	}
}

func TestMovesAndLevels(t *testing.T) {
	out := session("position startpos moves e2e4 e7e5 g1f3\nd\nsetoption name Level value easy\ngo depth 2\nisready\n")
	if !strings.Contains(out, "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2") {
		t.Errorf("position after moves:\n%s", out)
	}
	if !strings.Contains(out, "bestmove ") {
		t.Errorf("no bestmove:\n%s", out)
	}
	bad := session("setoption name Level value godlike\nsetoption name Hash value 16\nposition startpos moves e2e5\nfoo\nquit\n")
	for _, want := range []string{"unknown level godlike", "unknown option Hash", "bad move e2e5", "unknown command foo"} {
		if !strings.Contains(bad, want) {
			t.Errorf("missing %q in:\n%s", want, bad)
		}
	}
}

func TestInfiniteUntilStop(t *testing.T) {
	var out syncBuffer
	e := newEngine(&out)
	e.command(strings.Fields("position startpos"))
	e.command(strings.Fields("go infinite"))
	time.Sleep(200 * time.Millisecond)
	if strings.Contains(out.String(), "bestmove") {
		t.Fatal("an infinite search answered before stop")
	}
	e.command(strings.Fields("stop"))
	if !strings.Contains(out.String(), "bestmove ") || !strings.Contains(out.String(), "info depth") {
		t.Errorf("after stop:\n%s", out.String())
	}
}

func TestClockTimeControl(t *testing.T) {
	start := time.Now()
	out := session("position startpos moves e2e4\ngo wtime 3000 btime 3000 winc 0 binc 0\nisready\n")
	if !strings.Contains(out, "bestmove ") {
		t.Errorf("no bestmove:\n%s", out)
	}
	if el := time.Since(start); el > 3*time.Second {
		t.Errorf("took %v with 3 s on the clock", el)
	}
}
