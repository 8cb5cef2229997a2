package main

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// session runs a script through the engine and returns the responses,
// one per command, without their trailing blank lines.
func session(t *testing.T, script string) []string {
	t.Helper()
	var out strings.Builder
	if err := newEngine().run(strings.NewReader(script), &out); err != nil {
		t.Fatal(err)
	}
	text := strings.TrimSuffix(out.String(), "\n\n")
	return strings.Split(text, "\n\n")
}

func TestProtocolBasics(t *testing.T) {
	got := session(t, strings.Join([]string{
		"1 protocol_version",
		"2 name",
		"version",
		"# a comment line",
		"3 known_command genmove",
		"4 known_command fly",
		"5 frobnicate",
		"6 boardsize 25",
		"7 boardsize 9",
		"8 komi 6.5",
		"9 komi much",
		"10 quit",
		"11 name",
	}, "\n"))
	want := []string{
		"=1 2", "=2 gamehall-go", "= 1.0", "=3 true", "=4 false", "?5 unknown command",
		"?6 unacceptable size", "=7", "=8", "?9 syntax error", "=10",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
}

func TestListCommandsHasTheRequiredOnes(t *testing.T) {
	got := session(t, "list_commands\n")[0]
	for _, c := range []string{"protocol_version", "name", "version", "known_command", "list_commands",
		"boardsize", "clear_board", "komi", "play", "genmove", "undo", "final_score", "quit", "level", "time_settings"} {
		if !strings.Contains(got, "\n"+c) && !strings.HasPrefix(got, "= "+c) {
			t.Errorf("list_commands lacks %s", c)
		}
	}
}

func TestPlayUndoAndIllegalMoves(t *testing.T) {
	got := session(t, strings.Join([]string{
		"boardsize 9",
		"clear_board",
		"play black E5",
		"play white E5", // occupied
		"play white Z9", // not a vertex
		"play green A1", // not a colour
		"play white D5",
		"play black pass",
		"undo",
		"undo",
		"undo",
		"undo", // nothing left
		"play b A1",
		"showboard",
	}, "\n"))
	want := []string{"=", "=", "=", "? illegal move", "? syntax error", "? syntax error", "=", "=", "=", "=", "=", "? cannot undo", "="}
	if strings.Join(got[:len(want)], "|") != strings.Join(want, "|") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if !strings.HasSuffix(got[len(got)-1], "X........") {
		t.Fatalf("showboard: %q", got[len(got)-1])
	}
}

func TestKoIsRefused(t *testing.T) {
	// Black takes at C4... White may not take back at once.
	got := session(t, strings.Join([]string{
		"boardsize 9",
		"play b B9", "play w C9", "play b A8", "play w B8", "play b B7", "play w C7",
		"play b J1", "play w D8",
		"play b C8", // takes B8
		"play w B8", // ko
	}, "\n"))
	if got[len(got)-1] != "? illegal move" {
		t.Fatalf("ko retake: %q", got[len(got)-1])
	}
}

func TestGenmoveAndFinalScore(t *testing.T) {
	got := session(t, strings.Join([]string{
		"boardsize 9",
		"level easy",
		"level godlike",
		"genmove black",
		"genmove white",
		"final_score",
	}, "\n"))
	if got[1] != "=" || got[2] != "? level must be easy, medium or strong" {
		t.Fatalf("level: %q", got[1:3])
	}
	for _, r := range got[3:5] {
		if !strings.HasPrefix(r, "= ") || len(r) < 4 {
			t.Fatalf("genmove: %q", r)
		}
	}
	if !strings.HasPrefix(got[5], "= W+") && !strings.HasPrefix(got[5], "= B+") {
		t.Fatalf("final_score: %q", got[5])
	}
}

func TestFinalScoreOfAnEmptyBoardIsKomi(t *testing.T) {
	got := session(t, "boardsize 9\nkomi 7.5\nfinal_score\nkomi 0\nfinal_score\n")
	if got[2] != "= W+7.5" || got[4] != "= 0" {
		t.Fatalf("final_score: %q", got)
	}
}

func TestTimeLeftShortensThinking(t *testing.T) {
	got := session(t, "boardsize 9\ntime_settings 0 1 1\ntime_left black 1 1\ngenmove b\ntime_left x 1 1\n")
	if got[1] != "=" || got[2] != "=" || !strings.HasPrefix(got[3], "= ") || got[4] != "? syntax error" {
		t.Fatalf("time commands: %q", got)
	}
}

// run drives an engine through a script and returns the responses and
// the engine, for tests that look at its state afterwards.
func run(t *testing.T, lines ...string) ([]string, *engine) {
	t.Helper()
	e := newEngine()
	var out strings.Builder
	if err := e.run(strings.NewReader(strings.Join(lines, "\n")+"\n"), &out); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n\n"), "\n\n"), e
}

func TestListCommandsHasTheGUIOnes(t *testing.T) {
	got := session(t, "list_commands\n")[0]
	for _, c := range []string{"final_status_list", "fixed_handicap", "place_free_handicap", "set_free_handicap",
		"loadsgf", "reg_genmove", "time_left", "kgs-time_settings"} {
		if !strings.Contains(got, "\n"+c+"\n") {
			t.Errorf("list_commands lacks %s", c)
		}
	}
	if k := session(t, "known_command final_status_list\n")[0]; k != "= true" {
		t.Errorf("known_command final_status_list: %q", k)
	}
}

func TestFixedHandicap(t *testing.T) {
	got, e := run(t,
		"boardsize 19", "fixed_handicap 9", "fixed_handicap 2",
		"boardsize 19", "fixed_handicap 3",
		"boardsize 9", "fixed_handicap 10", "fixed_handicap 1", "fixed_handicap 5",
		"boardsize 8", "fixed_handicap 5",
		"boardsize 13", "fixed_handicap 6")
	want := []string{"=", "= D4 Q16 D16 Q4 D10 Q10 K16 K4 K10", "? board not empty",
		"=", "= D4 Q16 D16",
		"=", "? invalid number of stones", "? invalid number of stones", "= C3 G7 C7 G3 E5",
		"=", "? invalid number of stones",
		"=", "= D4 K10 D10 K4 D7 K7"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	if e.pos.ToMove != 2 {
		t.Errorf("after handicap %v is to move, want White", e.pos.ToMove)
	}
}

func TestFreeHandicapAndUndo(t *testing.T) {
	got, _ := run(t,
		"boardsize 9", "set_free_handicap A1", "set_free_handicap A1 A1", "set_free_handicap A1 pass",
		"set_free_handicap A1 J9 E5", "play white C3", "undo", "undo",
		"clear_board", "place_free_handicap 12", "clear_board", "place_free_handicap 1")
	want := []string{"=", "? bad vertex list", "? bad vertex list", "? bad vertex list",
		"=", "=", "=", "? cannot undo",
		"=", "= C3 G7 C7 G3 C5 G5 E7 E3 E5", "=", "? invalid number of stones"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	// The undo of White's move kept the three handicap stones.
	_, e := run(t, "boardsize 9", "set_free_handicap A1 J9 E5", "play white C3", "undo")
	if n := e.pos.Board.EmptyCount(); n != 78 || e.pos.ToMove != 2 {
		t.Errorf("after undo: %d empty points, %v to move", n, e.pos.ToMove)
	}
}

func TestLoadSGF(t *testing.T) {
	path := t.TempDir() + "/game.sgf"
	sgf := "(;GM[1]SZ[9]KM[6.5]HA[2]AB[cg][gc];W[ee];B[ce];W[ge])"
	if err := os.WriteFile(path, []byte(sgf), 0o600); err != nil {
		t.Fatal(err)
	}
	got, e := run(t, "loadsgf "+path)
	if got[0] != "=" || e.size != 9 || e.komiHalf != 13 || len(e.history) != 3 || e.pos.ToMove != 1 {
		t.Fatalf("loadsgf: %q, size %d komi/2 %d, %d moves, %v to move", got, e.size, e.komiHalf, len(e.history), e.pos.ToMove)
	}
	got, e = run(t, "loadsgf "+path+" 2", "undo", "undo")
	if got[0] != "=" || len(e.setup) != 2 || len(e.history) != 0 || got[2] != "? cannot undo" || e.pos.Board.EmptyCount() != 79 {
		t.Fatalf("loadsgf up to move 2 then undo: %q, %d moves, %d empty", got, len(e.history), e.pos.Board.EmptyCount())
	}
	got, _ = run(t, "loadsgf /nonexistent.sgf", "loadsgf")
	if got[0] != "? cannot load file" || got[1] != "? syntax error" {
		t.Fatalf("bad loadsgf: %q", got)
	}
}

func TestRegGenmoveDoesNotPlay(t *testing.T) {
	got, e := run(t, "boardsize 9", "level easy", "play black E5", "reg_genmove white")
	if !strings.HasPrefix(got[3], "= ") || len(e.history) != 1 || e.pos.Board.EmptyCount() != 80 {
		t.Fatalf("reg_genmove: %q, %d moves", got, len(e.history))
	}
}

func TestFinalStatusList(t *testing.T) {
	// Black walls off the left, White the right; a lone white stone at
	// A5 sits in Black's area, a lone black one at J5 in White's.
	lines := []string{"boardsize 9", "komi 0"}
	for y := 1; y <= 9; y++ {
		lines = append(lines, "play b C"+strconv.Itoa(y), "play w G"+strconv.Itoa(y))
	}
	lines = append(lines, "play w A5", "play b J5",
		"final_status_list dead", "final_status_list alive", "final_status_list seki", "final_status_list zombie")
	got, _ := run(t, lines...)
	n := len(got)
	dead, alive := got[n-4], got[n-3]
	if dead != "= A5\nJ5" && dead != "= J5\nA5" {
		t.Errorf("dead: %q", dead)
	}
	if !strings.HasPrefix(alive, "= ") || strings.Count(alive, "\n") != 1 || !strings.Contains(alive, "C9") || !strings.Contains(alive, "G1") ||
		strings.Contains(alive, "A5") {
		t.Errorf("alive: %q", alive)
	}
	if got[n-2] != "=" || got[n-1] != "? syntax error" {
		t.Errorf("seki, zombie: %q", got[n-2:])
	}
}

// TestClockBudgets checks the time a move gets from what a GUI said, as
// numbers: time_settings alone counts, a generous clock is used (it
// gave 0.85 s with 1,800 s left), no limit keeps the level's budget
// (it gave 0.01 s), and byo-yomi is shared by its stones.
func TestClockBudgets(t *testing.T) {
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	for _, tc := range []struct {
		name   string
		script []string
		want   float64 // ms; 0: no clock, the level's own budget
	}{
		{"nothing said", []string{"boardsize 19"}, 0},
		{"time_settings alone, 19x19", []string{"boardsize 19", "time_settings 1800 0 0"}, 12750},
		{"generous time_left, 19x19", []string{"boardsize 19", "time_left b 1800 0"}, 12750},
		{"generous time_left, 9x9 (capped)", []string{"boardsize 9", "time_settings 1800 0 0", "time_left b 1800 0"}, 20000},
		{"5 minutes on 9x9", []string{"boardsize 9", "time_settings 300 0 0", "time_left b 300 0"}, 9444.444},
		{"no limit 0 0 0", []string{"boardsize 9", "time_settings 0 0 0", "time_left b 0 0"}, 0},
		{"no limit by the spec", []string{"boardsize 9", "time_settings 0 1 0"}, 0},
		{"kgs none", []string{"boardsize 9", "kgs-time_settings none"}, 0},
		{"absolute, nearly flagged", []string{"boardsize 9", "time_settings 10 0 0", "time_left b 1 0"}, 31.481},
		{"canadian byo-yomi", []string{"boardsize 9", "time_settings 600 30 5", "time_left b 20 3"}, 5666.667},
		{"main time before byo-yomi", []string{"boardsize 9", "time_settings 60 30 10", "time_left b 5 0"}, 2550},
		{"japanese byo-yomi", []string{"boardsize 9", "kgs-time_settings byoyomi 0 10 5", "time_left b 10 5"}, 8500},
		{"kgs absolute", []string{"boardsize 9", "kgs-time_settings absolute 270"}, 8500},
		{"kgs canadian", []string{"boardsize 9", "kgs-time_settings canadian 0 100 25", "time_left b 100 25"}, 3400},
	} {
		_, e := run(t, tc.script...)
		b, ok := e.clock.budget(1, expectedMoves(&e.pos.Board))
		switch {
		case tc.want == 0 && ok:
			t.Errorf("%s: budget %v, want none", tc.name, b)
		case tc.want > 0 && (!ok || math.Abs(ms(b)-tc.want) > 0.01):
			t.Errorf("%s: budget %.3f ms (%v), want %.3f", tc.name, ms(b), ok, tc.want)
		}
	}
	// Without time_left the engine counts what it spent itself.
	cs := clockState{}
	cs.settings(60, 0, 0)
	cs.spent[1] = 33 * time.Second
	if b, _ := cs.budget(1, 27); b != time.Second*85/100 {
		t.Errorf("27 s left over 27 moves: %v", b)
	}
	// A new game gets the whole main time again.
	_, e := run(t, "boardsize 9", "time_settings 270 0 0", "time_left b 27 0", "clear_board")
	if b, _ := e.clock.budget(1, 27); b != 8500*time.Millisecond {
		t.Errorf("after clear_board: %v", b)
	}
}

func TestGenmoveRemembersItsDecisionForTheNext(t *testing.T) {
	e := newEngine()
	e.levelOf = kit.Easy
	var out strings.Builder
	if err := e.run(strings.NewReader("boardsize 9\nclear_board\ngenmove b\nplay w A9\n"), &out); err != nil {
		t.Fatal(err)
	}
	if e.last.d == nil || e.last.at != 0 || e.last.color != baduk.Black {
		t.Fatalf("last decision %+v after the first genmove", e.last)
	}
	if err := e.run(strings.NewReader("genmove b\n"), &out); err != nil {
		t.Fatal(err)
	}
	if e.last.at != 2 {
		t.Fatalf("last decision %+v after the second genmove", e.last)
	}
	if err := e.run(strings.NewReader("clear_board\n"), &out); err != nil {
		t.Fatal(err)
	}
	if e.last.d != nil {
		t.Fatal("clear_board kept the last decision")
	}
}
