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

// expect runs a session of script and fails for each of wants its
// output lacks; it returns the output.
func expect(t *testing.T, script string, wants ...string) string {
	t.Helper()
	out := session(script)
	for _, want := range wants {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	return out
}

func TestHandshake(t *testing.T) {
	expect(t, "uci\nisready\nquit\n", "id name GameHall Chess", "option name Level type combo default master var beginner var novice var easy var medium var strong var master", "uciok", "readyok")
}

func TestPerftDivide(t *testing.T) {
	expect(t, "position startpos moves e2e4\ngo perft 3\nquit\n", "Nodes searched: 13160", "e7e5: 835")
	kiwi := session("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\ngo perft 2\nquit\n")
	if !strings.Contains(kiwi, "Nodes searched: 2039") || strings.Count(kiwi, ": ") != 49 {
		t.Errorf("Kiwipete perft 2:\n%s", kiwi)
	}
}

func TestGoDepthFindsMate(t *testing.T) {
	expect(t, "ucinewgame\nposition fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 3\nisready\n", "bestmove d1d8", "score mate 1")
}

func TestMovesAndLevels(t *testing.T) {
	out := expect(t, "position startpos moves e2e4 e7e5 g1f3\nd\nsetoption name Level value easy\ngo depth 2\nisready\n", "fen rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2")
	if !strings.Contains(out, "bestmove ") {
		t.Errorf("no bestmove:\n%s", out)
	}
	expect(t, "setoption name Level value godlike\nsetoption name Hash value 16\nposition startpos moves e2e5\nfoo\nquit\n", "unknown level godlike", "unknown option Hash", "bad move e2e5", "unknown command foo")
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
	out := expect(t, "position startpos moves e2e4\ngo wtime 3000 btime 3000 winc 0 binc 0\nisready\n", "bestmove ")
	// Black to move: 2.95 s usable, a thirtieth of it as the target.
	if !strings.Contains(out, "info string time budget soft 32 ms hard 147 ms") {
		t.Errorf("budget for 3 s on the clock:\n%s", out)
	}
}

// TestClockBudgetsTheGame checks that five minutes of sudden death are
// spread over the game: no move may take more than a tenth of the clock
// (it took up to 30 s), and a game whose every move runs to the hard
// limit still has time left after 150 moves.
func TestClockBudgetsTheGame(t *testing.T) {
	expect(t, "position startpos\ngo wtime 300000 btime 300000 depth 1\nisready\n", "info string time budget soft 3332 ms hard 14997 ms")
	for _, tc := range []struct {
		name      string
		left, inc time.Duration
		togo      int
	}{
		{"5+0", 5 * time.Minute, 0, 0},
		{"3+2", 3 * time.Minute, 2 * time.Second, 0},
		{"1+0", time.Minute, 0, 0},
		{"40 moves in 10 min", 10 * time.Minute, 0, 40},
		{"0.2 s + 0.1 s", 200 * time.Millisecond, 100 * time.Millisecond, 0},
	} {
		left, start := tc.left, tc.left
		for move := 0; move < 150; move++ {
			togo := 0
			if tc.togo > 0 {
				togo = tc.togo - move%tc.togo
			}
			soft, hard := clockBudget(left, tc.inc, togo)
			if soft > hard || hard > max(left/6, tc.inc, minThink) && togo == 0 {
				t.Fatalf("%s, move %d, %v left: soft %v hard %v", tc.name, move, left, soft, hard)
			}
			left -= hard
			if left <= 0 {
				t.Fatalf("%s: flag fell at move %d", tc.name, move)
			}
			left += tc.inc
			if togo == 1 {
				left += start // the next control
			}
		}
	}
	// The last move before a control may use most of what is left.
	if soft, hard := clockBudget(10*time.Second, 0, 1); hard < 7*time.Second || hard > 8*time.Second || soft > hard {
		t.Errorf("movestogo 1 with 10 s: soft %v hard %v", soft, hard)
	}
	if _, hard := clockBudget(20*time.Millisecond, 0, 0); hard > 10*time.Millisecond {
		t.Errorf("on a falling flag: hard %v", hard)
	}
}

func TestGoMovetime(t *testing.T) {
	expect(t, "position startpos\ngo movetime 200\nisready\n", "info string time budget soft 120 ms hard 200 ms", "bestmove ")
}

// TestSearchmoves restricts the root: in the start position the bot
// never plays a3 by itself, yet it must when a3 is the only move asked.
func TestSearchmoves(t *testing.T) {
	expect(t, "position startpos\ngo depth 3 searchmoves a2a3\nisready\n", "bestmove a2a3")
	out := session("position startpos\ngo searchmoves h2h3 zz99 b1a3 depth 2\nisready\n")
	if !strings.Contains(out, "zz99 is not a legal move") ||
		!(strings.Contains(out, "bestmove h2h3") || strings.Contains(out, "bestmove b1a3")) {
		t.Errorf("searchmoves h2h3 b1a3 then depth:\n%s", out)
	}
	// The easy level plays as on the site, but searchmoves binds it too.
	expect(t, "setoption name Level value easy\nposition startpos\ngo searchmoves g2g4\nisready\n", "bestmove g2g4")
}

// TestGoMate looks for a mate in two (a rook lift then mate on the back
// rank) and stops once it is found, without a depth or a clock.
func TestGoMate(t *testing.T) {
	expect(t, "position fen 6k1/5ppp/8/8/8/8/5PPP/R6K w - - 0 1\ngo mate 1\nisready\n", "bestmove a1a8", "score mate 1")
	out := expect(t, "position fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo mate 2\nisready\n", "score mate", "bestmove ")
	if strings.Contains(out, "depth 9 ") {
		t.Errorf("mate 2 searched past its bound:\n%s", out)
	}
}

// TestIllegalMoveKeepsTheMovesBefore: after an illegal move the engine
// is in the position after the legal moves before it (it used to keep
// the previous position) and says so.
func TestIllegalMoveKeepsTheMovesBefore(t *testing.T) {
	out := expect(t, "position startpos moves e2e4\nposition startpos moves d2d4 d7d5 e1e3 g8f6\nd\nquit\n", "info string bad move e1e3 (move 3): kept the position after the 2 moves before it")
	if !strings.Contains(out, "fen rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2") {
		t.Errorf("position after the illegal move:\n%s", out)
	}
}
