package main

import (
	"strings"
	"testing"
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
