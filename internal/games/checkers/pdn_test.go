package checkers

import (
	"strings"
	"testing"
)

// readPDN splits a PDN game into its tags and its moves, dropping move
// numbers and the result, and fails on anything malformed.
func readPDN(t *testing.T, text string) (tags map[string]string, moves []string, result string) {
	t.Helper()
	head, body, ok := strings.Cut(text, "\n\n")
	if !ok {
		t.Fatalf("no blank line between tags and moves:\n%s", text)
	}
	tags = map[string]string{}
	for _, line := range strings.Split(head, "\n") {
		name, value, ok := strings.Cut(strings.TrimSuffix(strings.TrimPrefix(line, "["), "]"), " ")
		if !ok || !strings.HasPrefix(line, "[") || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
			t.Fatalf("bad tag line %q", line)
		}
		tags[name] = strings.ReplaceAll(strings.ReplaceAll(value[1:len(value)-1], `\"`, `"`), `\\`, `\`)
	}
	fields := strings.Fields(body)
	if len(fields) == 0 {
		t.Fatal("no result")
	}
	result = fields[len(fields)-1]
	for _, f := range fields[:len(fields)-1] {
		if strings.HasSuffix(f, ".") {
			continue
		}
		moves = append(moves, f)
	}
	return tags, moves, result
}

// replayPDN plays the moves of a PDN export from its FEN (or the start)
// with the engine's own move matching, failing on any illegal one.
func replayPDN(t *testing.T, tags map[string]string, moves []string) Position {
	t.Helper()
	p := StartPosition()
	if tags["SetUp"] == "1" {
		var err error
		if p, err = ParseFEN(tags["FEN"]); err != nil {
			t.Fatalf("FEN %q: %v", tags["FEN"], err)
		}
	}
	for _, m := range moves {
		if strings.Contains(m, ":") || (strings.Contains(m, "x") && strings.Contains(m, "-")) {
			t.Fatalf("%q is not PDN move syntax", m)
		}
		path, err := ParsePath(m)
		if err != nil {
			t.Fatalf("move %q: %v", m, err)
		}
		c, err := p.Match(path)
		if err != nil {
			t.Fatalf("move %q is not legal: %v", m, err)
		}
		if c.Move.IsCapture() != strings.Contains(m, "x") {
			t.Fatalf("move %q: a capture must be written with x, a quiet move with -", m)
		}
		p.Apply(&c.Move)
	}
	return p
}

func TestPDNExportReadsBack(t *testing.T) {
	s := newGame(t, "colour=white&level=strong")
	mustApply(t, s, HumanSeat, "do=move&path=c3,d4")
	mustApply(t, s, BotSeat, "do=move&path=f6,e5")
	mustApply(t, s, HumanSeat, "do=move&path=d4,f6") // the capture
	mustApply(t, s, BotSeat, "do=move&path=g7,e5")   // and the recapture
	v := s.View(HumanSeat, now)
	text := v.PDN("ann")
	tags, moves, result := readPDN(t, text)
	for name, want := range map[string]string{
		"GameType": "25", "White": "ann", "Black": "Bot (Strong)", "Result": "*",
	} {
		if tags[name] != want {
			t.Errorf("tag %s = %q, want %q\n%s", name, tags[name], want, text)
		}
	}
	for _, name := range []string{"Event", "Site", "Date", "Round"} {
		if tags[name] == "" {
			t.Errorf("the seven-tag roster lacks %s", name)
		}
	}
	if _, ok := tags["FEN"]; ok {
		t.Error("a game from the usual start needs no FEN")
	}
	if got := strings.Join(moves, " "); got != "c3-d4 f6-e5 d4xf6 g7xe5" || result != "*" {
		t.Fatalf("moves %q result %q\n%s", got, result, text)
	}
	if !strings.Contains(text, "1. c3-d4 f6-e5 2. d4xf6 g7xe5 *") {
		t.Errorf("move numbers:\n%s", text)
	}
	if end := replayPDN(t, tags, moves); end.FEN() != v.FEN {
		t.Fatalf("replayed %s, the game is at %s", end.FEN(), v.FEN)
	}
}

func TestPDNFromAPositionWithBlackToMove(t *testing.T) {
	// Black to move with a double capture; the person plays Black and
	// resigns afterwards, so White (the bot) wins 1-0.
	s := fromFEN(t, Black, "B:Wc3,e3,h2:Bb4,a7")
	mustApply(t, s, HumanSeat, "do=move&path=b4,d2,f4")
	mustApply(t, s, HumanSeat, "do=resign")
	v := s.View(HumanSeat, now)
	text := v.PDN(`Guest`)
	tags, moves, result := readPDN(t, text)
	if tags["SetUp"] != "1" || tags["FEN"] != s.start.FEN() || tags["White"] != "Bot (Easy)" || tags["Black"] != "Guest" {
		t.Fatalf("tags %v\n%s", tags, text)
	}
	if result != "1-0" || tags["Result"] != "1-0" || len(moves) != 1 || moves[0] != "b4xd2xf4" {
		t.Fatalf("moves %v result %s\n%s", moves, result, text)
	}
	if !strings.Contains(text, "1... b4xd2xf4 1-0") {
		t.Errorf("a game opened by Black numbers its first move 1...:\n%s", text)
	}
	replayPDN(t, tags, moves)
}
