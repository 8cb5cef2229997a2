package chess

import (
	"slices"
	"testing"
)

// legalUCI returns the legal moves of a FEN in UCI form.
func legalUCI(t *testing.T, fen string) []string {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	var ml MoveList
	p.GenerateLegal(&ml)
	var out []string
	for _, m := range ml.Slice() {
		out = append(out, m.UCI())
	}
	return out
}

// TestMoveRules checks single rules: each case names a position, a
// move, and whether the move is legal there.
func TestMoveRules(t *testing.T) {
	cases := []struct {
		name, fen, move string
		legal           bool
	}{
		// Castling and each of its conditions.
		{"castle kingside", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", true},
		{"castle queenside", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", true},
		{"black castles kingside", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8", true},
		{"black castles queenside", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", true},
		{"no right after king moved", "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "e1g1", false},
		{"kingside right only", "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1", "e1c1", false},
		{"piece in between", "r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1", "e1g1", false},
		{"knight on b1 blocks queenside", "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1", false},
		{"not out of check", "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1", "e1g1", false},
		{"not through an attacked square", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", "e1g1", false},
		{"not into an attacked square", "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1", "e1g1", false},
		{"queenside: attacked b1 does not matter", "r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1", "e1c1", true},
		{"queenside: attacked d1 forbids", "r3k2r/8/8/8/8/8/3r4/R3K2R w KQkq - 0 1", "e1c1", false},
		{"queenside: attacked c1 forbids", "r3k2r/8/8/8/8/8/2r5/R3K2R w KQkq - 0 1", "e1c1", false},
		{"right dropped when the rook is missing", "r3k2r/8/8/8/8/8/8/4K2R w KQkq - 0 1", "e1c1", false},
		// En passant.
		{"en passant right after the double step", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", true},
		{"no en passant without the double step", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "e5d6", false},
		{"en passant that exposes the king on the rank", "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 1", "e5d6", false},
		{"en passant answering a pawn check", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3", true},
		{"en passant by a diagonally pinned pawn", "4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1", "e5d6", false},
		// Promotion: all four pieces.
		{"promote to queen", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", true},
		{"promote to knight", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8n", true},
		{"promote to rook", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8r", true},
		{"promote to bishop", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8b", true},
		{"promote by capture", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8q", true},
		// Check and pins.
		{"pinned knight cannot move", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3", false},
		{"pinned rook moves along the pin", "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2e7", true},
		{"must answer check", "4k3/4r3/8/8/8/8/8/3QK3 w - - 0 1", "d1d2", false},
		{"block the check", "4k3/4r3/8/8/8/8/8/3QK3 w - - 0 1", "d1e2", true},
		{"king cannot step along the checking ray", "4k3/4r3/8/8/8/8/4K3/8 w - - 0 1", "e2e1", false},
		{"double check: only the king moves", "4k3/8/8/8/8/5n2/3Q4/r3K3 w - - 0 1", "d2d1", false},
		{"king cannot take a defended piece", "4k3/8/8/8/8/8/3rr3/4K3 w - - 0 1", "e1e2", false},
		{"pawns move forward only", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e2", false},
		{"no double step from a later rank", "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5", false},
		{"double step blocked", "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := slices.Contains(legalUCI(t, c.fen), c.move); got != c.legal {
				t.Errorf("%s in %s: legal=%v, want %v", c.move, c.fen, got, c.legal)
			}
		})
	}
}

func TestTerminalPositions(t *testing.T) {
	cases := []struct {
		name, fen string
		want      Termination
	}{
		{"fool's mate", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Checkmate},
		{"back rank mate", "6k1/5ppp/8/8/8/8/8/3R2K1 b - - 0 1", Ongoing},
		{"back rank mated", "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", Checkmate},
		{"stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Stalemate},
		{"bare kings", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", DeadPosition},
		{"king and bishop", "8/8/4k3/8/8/3KB3/8/8 w - - 0 1", DeadPosition},
		{"king and knight", "8/8/4k3/8/8/3KN3/8/8 w - - 0 1", DeadPosition},
		{"bishops on one colour", "8/3b4/4k3/8/8/3K4/4B3/8 w - - 0 1", DeadPosition},
		{"bishops on both colours", "8/2b5/4k3/8/8/3K4/4B3/8 w - - 0 1", Ongoing},
		{"two knights can still mate with help", "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1", Ongoing},
		{"knight against knight", "8/8/4kn2/8/8/3KN3/8/8 w - - 0 1", Ongoing},
		{"a pawn is enough", "8/8/4k3/8/8/3K4/4P3/8 w - - 0 1", Ongoing},
		{"fifty moves", "8/8/4k3/8/8/3K4/R7/8 w - - 100 80", FiftyMoves},
		{"ninety-nine plies", "8/8/4k3/8/8/3K4/R7/8 w - - 99 80", Ongoing},
		{"mate on the hundredth ply is mate", "3R2k1/5ppp/8/8/8/8/8/6K1 b - - 100 80", Checkmate},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Terminal(); got != c.want {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestMakeUpdatesRightsClocksAndEnPassant(t *testing.T) {
	p, _ := ParseFEN("r3k2r/8/8/8/8/8/6p1/R3K2R b KQkq - 5 10")
	play := func(text string) {
		t.Helper()
		m, err := p.ParseMove(text)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		p.Make(m)
	}
	play("g2h1q") // capturing the h1 rook removes white's kingside right
	if got := p.FEN(); got != "r3k2r/8/8/8/8/8/8/R3K2q w Qkq - 0 11" {
		t.Errorf("after gxh1=Q: %s", got)
	}
	play("e1d2") // the king moves: no rights left for white
	play("a8a7") // the a8 rook moves: black keeps kingside only
	if got := p.FEN(); got != "4k2r/r7/8/8/8/8/3K4/R6q w k - 2 12" {
		t.Errorf("after Kd2 Ra7: %s", got)
	}
	q := NewPosition()
	q.Make(mustParse(t, &q, "e2e4"))
	if q.EnPassant().String() != "e3" || q.HalfmoveClock() != 0 {
		t.Errorf("after e4: %s", q.FEN())
	}
}

func mustParse(t *testing.T, p *Position, text string) Move {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s in %s: %v", text, p.FEN(), err)
	}
	return m
}

func TestFENRoundTripAndRefusals(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FEN(); got != c.fen {
			t.Errorf("round trip: got %q, want %q", got, c.fen)
		}
	}
	bad := []string{
		"",
		"8/8/8/8/8/8/8/8 w - - 0 1", // no kings
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",       // side
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",        // short rank
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",      // long rank
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",                // 7 ranks
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",       // letter
		"4k3/8/8/8/8/8/8/4K2P w - - 0 1",                                 // pawn on rank 1
		"4k3/8/8/8/8/8/8/4K2R b - - 0 1 extra",                           // 7 fields
		"4k2R/8/8/8/8/8/8/4K3 w - - 0 1",                                 // side not to move in check
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",      // clock
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",       // move number
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1",      // castling
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",      // ep
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 2 3 4", // fields
	}
	for _, fen := range bad {
		if _, err := ParseFEN(fen); err == nil {
			t.Errorf("ParseFEN(%q) accepted", fen)
		}
	}
	// Unsupported rights and en passant squares are dropped, not kept.
	p, err := ParseFEN("4k3/8/8/8/8/8/8/4K3 w KQkq e6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.FEN(); got != "4k3/8/8/8/8/8/8/4K3 w - - 0 1" {
		t.Errorf("sanitised FEN: %s", got)
	}
}

func TestRepetitionKeyIgnoresImpossibleEnPassant(t *testing.T) {
	// After ...d5 the e5 pawn stands next to d5 but is pinned on the
	// diagonal: en passant is not possible, so the position repeats
	// the one without an en passant square.
	with, _ := ParseFEN("4k2b/8/8/3pP3/8/8/8/K7 w - d6 0 1")
	without, _ := ParseFEN("4k2b/8/8/3pP3/8/8/8/K7 w - - 0 1")
	if with.RepetitionKey() != without.RepetitionKey() {
		t.Error("impossible en passant changed the repetition key")
	}
	real, _ := ParseFEN("4k3/8/8/3pP3/8/8/8/7K w - d6 0 1")
	plain, _ := ParseFEN("4k3/8/8/3pP3/8/8/8/7K w - - 0 1")
	if real.RepetitionKey() == plain.RepetitionKey() {
		t.Error("a possible en passant must change the repetition key")
	}
}
