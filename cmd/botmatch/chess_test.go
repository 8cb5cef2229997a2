package main

import (
	"strings"
	"testing"

	"gamehall/internal/games/kit/kittest"
)

// TestOpeningsAreLegalAndDistinct: every line plays, none repeats.
func TestOpeningsAreLegalAndDistinct(t *testing.T) {
	r := newChessReferee()
	seen := map[string]bool{}
	for i := 0; i < r.Openings(); i++ {
		if err := r.Reset(i); err != nil {
			t.Fatal(err)
		}
		if over, _, why := r.Result(); over {
			t.Fatalf("opening %d ends the game: %s", i, why)
		}
		key := strings.Join(r.Moves(), " ")
		if seen[key] {
			t.Errorf("opening %d repeats another", i)
		}
		seen[key] = true
	}
	if r.Openings() < 20 {
		t.Errorf("%d openings, want at least 20", r.Openings())
	}
}

func playAll(t *testing.T, r *chessReferee, moves string) {
	t.Helper()
	for _, m := range strings.Fields(moves) {
		if err := r.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

func fromFEN(t *testing.T, fen string) *chessReferee {
	t.Helper()
	r := newChessReferee()
	if err := r.resetFEN(fen); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestRefereeEndings(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	rep := fromFEN(t, start)
	playAll(t, rep, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1")
	if over, _, _ := rep.Result(); over {
		t.Fatal("ended before the third repetition")
	}
	playAll(t, rep, "f6g8")
	if over, first, why := rep.Result(); !over || first != 0.5 || why != "threefold repetition" {
		t.Errorf("repetition: %v %v %q", over, first, why)
	}
	if err := rep.Play("e2e4"); err == nil {
		t.Error("a move after the end was accepted")
	}
	if err := fromFEN(t, start).Play("e1e5"); err == nil {
		t.Error("an illegal move was accepted")
	}
	mate := fromFEN(t, start)
	playAll(t, mate, "f2f3 e7e5 g2g4 d8h4")
	if over, first, why := mate.Result(); !over || first != 0 || why != "checkmate" {
		t.Errorf("fool's mate: %v %v %q", over, first, why)
	}
	stale := fromFEN(t, "7k/8/6Q1/8/8/8/8/K7 w - - 0 1")
	playAll(t, stale, "g6f7")
	if over, first, why := stale.Result(); !over || first != 0.5 || why != "stalemate" {
		t.Errorf("stalemate: %v %v %q", over, first, why)
	}
}

// TestMaterialAdjudication: a side that stays at least six pawns of
// material ahead for the adjudication plies wins; a passing edge does
// not count.
func TestMaterialAdjudication(t *testing.T) {
	if first, why := adjudicated(t, "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", 4, "e8d7 e1d1 d7e8", "d1e1"); first != 1 || why != "adjudicated: material" {
		t.Errorf("queen up: %v %q", first, why)
	}
	// Queens level, then white takes black's: two plies a queen up.
	if first, _ := adjudicated(t, "q3k3/8/8/8/8/8/8/Q3K3 w - - 0 1", 2, "a1a8", "e8e7"); first != 1 {
		t.Errorf("a queen up for two plies: %v", first)
	}
}

// TestDrawnEndingAdjudication: rook against rook, no pawns, is drawn
// after the adjudication plies.
func TestDrawnEndingAdjudication(t *testing.T) {
	if first, why := adjudicated(t, "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", 4, "a1a2 a8a7 a2a1", "a7a8"); first != 0.5 || why != "adjudicated: drawn ending" {
		t.Errorf("rook against rook: %v %q", first, why)
	}
}

// adjudicated plays before from fen, with plies as the adjudication
// plies, and fails if the game is already over; it plays the last ply
// and fails unless the game is over then, and returns its result.
func adjudicated(t *testing.T, fen string, plies int, before, last string) (first float64, why string) {
	t.Helper()
	r := fromFEN(t, fen)
	r.adjPlies = plies
	playAll(t, r, before)
	if over, _, _ := r.Result(); over {
		t.Fatalf("%s: adjudicated after %s", fen, before)
	}
	playAll(t, r, last)
	over, first, why := r.Result()
	if !over {
		t.Fatalf("%s: not adjudicated after %s %s", fen, before, last)
	}
	return first, why
}

// TestShortMatch plays hall levels against each other at tiny node
// budgets: the loop, the colours and the tally (deterministic: the
// searches are bounded by nodes and the bots seeded).
func TestShortMatch(t *testing.T) {
	a, err := newPlayer("chess", "hall:master,nodes=3000", 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newPlayer("chess", "hall:beginner", 2)
	if err != nil {
		t.Fatal(err)
	}
	var log strings.Builder
	tl, err := playMatch(newChessReferee(), a, b, matchConfig{games: 2, verbose: &log})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(log.String())
	if tl.w+tl.d+tl.l != 2 || strings.Count(log.String(), "game ") != 2 {
		t.Fatalf("tally %+v", tl)
	}
	if tl.w < 1 {
		t.Errorf("master at 3000 nodes scored %+v against beginner", tl)
	}
}

// TestStockfishMatch is a short match against Stockfish over UCI when
// it is installed (behind GAMEHALL_LONG).
func TestStockfishMatch(t *testing.T) {
	kittest.NeedLong(t)
	if _, err := findEngine("stockfish"); err != nil {
		t.Skip(err)
	}
	a, err := newPlayer("chess", "hall:medium", 1)
	if err != nil {
		t.Fatal(err)
	}
	b, err := newPlayer("chess", "uci:stockfish,elo=1350,nodes=20000", 2)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var log strings.Builder
	tl, err := playMatch(newChessReferee(), a, b, matchConfig{games: 4, verbose: &log})
	if err != nil {
		t.Fatal(err)
	}
	t.Log(log.String())
	t.Logf("%+v %+v", tl, tl.interval())
}
