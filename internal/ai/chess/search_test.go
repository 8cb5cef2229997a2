package chess

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	c "gamehall/internal/games/chess"
)

func mustFEN(t testing.TB, fen string) c.Position {
	t.Helper()
	p, err := c.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFindsTactics: the search finds mates and wins material.
func TestFindsTactics(t *testing.T) {
	cases := []struct {
		name, fen string
		want      []string // any of these
		depth     int
	}{
		{"mate in one (back rank)", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", []string{"d1d8"}, 3},
		{"mate in one (queen)", "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", []string{"g1g8", "g1a7"}, 3},
		{"scholar's mate", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4", []string{"f3f7"}, 3},
		{"mate in two", "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10", []string{"d5f6"}, 5},
		{"take the hanging queen", "rnb1kbnr/pppp1ppp/8/4p1q1/3P4/2N5/PPP1PPPP/R1BQKBNR w KQkq - 0 1", []string{"c1g5"}, 4},
		{"knight fork", "r3k3/8/8/8/8/8/4N3/4K3 w - - 0 1", []string{"e2d4", "e2c3", "e2f4", "e2g3"}, 1},
		{"promote", "8/P7/8/8/8/k7/8/K7 w - - 0 1", []string{"a7a8q", "a7a8r"}, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustFEN(t, tc.fen)
			res := Search(context.Background(), p, nil, Limits{Depth: tc.depth}, nil)
			for _, w := range tc.want {
				if res.Move.UCI() == w {
					return
				}
			}
			t.Errorf("played %v (score %d), want one of %v", res.Move, res.Score, tc.want)
		})
	}
}

func TestMateScoresAndForcedLines(t *testing.T) {
	p := mustFEN(t, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
	var last Info
	Search(context.Background(), p, nil, Limits{Depth: 4}, func(i Info) { last = i })
	if n, ok := last.MateIn(); !ok || n != 1 {
		t.Errorf("mate in one reported as %d %v (score %d)", n, ok, last.Score)
	}
	stale := mustFEN(t, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
	if res := Search(context.Background(), stale, nil, Limits{Depth: 3}, nil); res.Move != c.NoMove {
		t.Error("no move in stalemate")
	}
	// K+Q against K: the search finds the mate instead of a stalemate.
	win := mustFEN(t, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1")
	res := Search(context.Background(), win, nil, Limits{Depth: 5}, nil)
	if res.Score < mateBound {
		t.Errorf("K+Q v K with a mate in two: score %d move %v", res.Score, res.Move)
	}
}

func TestRepetitionIsSeenAsADraw(t *testing.T) {
	// After Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1, black's Ng8 brings back the start
	// position: the searcher must see that as a draw.
	start := c.NewPosition()
	var history []uint64
	pos := start
	for _, mv := range []string{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"} {
		m, err := pos.ParseMove(mv)
		if err != nil {
			t.Fatal(err)
		}
		history = append(history, pos.Hash())
		pos.Make(m)
	}
	s := &searcher{pos: pos, rootSide: pos.Side(), keys: append(append([]uint64(nil), history...), pos.Hash())}
	m, _ := pos.ParseMove("f6g8")
	s.makeMove(m)
	if !s.isDraw() {
		t.Error("repetition of a position in the game history must count as a draw")
	}
}

func TestSEE(t *testing.T) {
	cases := []struct {
		fen, move string
		want      int
	}{
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 100},        // free pawn
		{"4k3/8/2p5/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 0},        // pawn for pawn
		{"4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1", "d1d5", 100 - 950}, // queen for a defended pawn
		{"4k3/8/8/3n4/8/4N3/8/3RK3 w - - 0 1", "e3d5", 320},       // undefended knight
		{"3rk3/8/8/3n4/8/4N3/8/3RK3 w - - 0 1", "e3d5", 320},      // N x N, R x N, R x R
		{"3rk3/3r4/8/3n4/8/4N3/8/3RK3 w - - 0 1", "e3d5", 0},      // two rooks defend
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 100},        // en passant
	}
	for _, tc := range cases {
		p := mustFEN(t, tc.fen)
		m, err := p.ParseMove(tc.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := see(&p, m); got != tc.want {
			t.Errorf("%s %s: see %d, want %d", tc.fen, tc.move, got, tc.want)
		}
	}
}

func TestEvaluationIsSymmetric(t *testing.T) {
	fens := []string{
		c.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		"8/8/4k3/8/8/3K4/R7/8 w - - 0 1",
	}
	for _, fen := range fens {
		p := mustFEN(t, fen)
		q := mustFEN(t, mirrorFEN(fen))
		if a, b := Evaluate(&p), Evaluate(&q); a != b {
			t.Errorf("%s: %d, mirrored %d", fen, a, b)
		}
	}
	if v := Evaluate(ptr(mustFEN(t, c.StartFEN))); v < 0 || v > 40 {
		t.Errorf("start position evaluates to %d", v)
	}
}

func ptr(p c.Position) *c.Position { return &p }

// mirrorFEN flips the board top to bottom and swaps the colours.
func mirrorFEN(fen string) string {
	p, _ := c.ParseFEN(fen)
	var b []byte
	for r := 0; r < 8; r++ {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.PieceAt(c.MakeSquare(f, r))
			if pc == c.NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			l := pc.Letter()
			if l >= 'a' {
				l -= 32
			} else {
				l += 32
			}
			b = append(b, l)
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if r < 7 {
			b = append(b, '/')
		}
	}
	side := " b "
	if p.Side() == c.Black {
		side = " w "
	}
	castle := ""
	for _, ch := range "kqKQ" {
		bit := map[rune]uint8{'K': c.WhiteKingside, 'Q': c.WhiteQueenside, 'k': c.BlackKingside, 'q': c.BlackQueenside}
		mirrored := map[rune]rune{'k': 'K', 'q': 'Q', 'K': 'k', 'Q': 'q'}
		if p.Castling()&bit[ch] != 0 {
			castle += string(mirrored[ch])
		}
	}
	if castle == "" {
		castle = "-"
	}
	return string(b) + side + castle + " - 0 1"
}

func TestSearchRespectsTheDeadline(t *testing.T) {
	// An unlimited search ends only through its context: returning at
	// all (instead of running into the test binary's timeout) is the
	// check. How soon it returns depends on the machine and is measured
	// by the benchmarks, not asserted here.
	p := mustFEN(t, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
	defer cancel()
	res := Search(ctx, p, nil, Limits{}, nil)
	if res.Move == c.NoMove {
		t.Fatal("no move")
	}
}

func TestPlausibleChoiceNeverDropsAMate(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	p := mustFEN(t, "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
	for i := 0; i < 20; i++ {
		if m := ChooseMove(context.Background(), p, nil, "easy", rng); m.UCI() != "d1d8" {
			t.Fatalf("easy missed mate in one: %v", m)
		}
	}
}

// TestBook: every book line is legal, the book answers while a game
// follows a line and stays silent once it leaves them.
func TestBook(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, line := range bookLines {
		moves := strings.Fields(line)
		for i := range moves {
			pos, _, err := Replay(c.StartFEN, moves[:i])
			if err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			if m := bookMove(pos, c.StartFEN, moves[:i], rng); m == c.NoMove {
				t.Fatalf("%s: no book move after %d plies", line, i)
			}
		}
		if _, _, err := Replay(c.StartFEN, moves); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	pos, _, _ := Replay(c.StartFEN, []string{"a2a3"})
	if m := bookMove(pos, c.StartFEN, []string{"a2a3"}, rng); m != c.NoMove {
		t.Errorf("out of book after a3, got %v", m)
	}
}
