package chess

import (
	"strings"
	"testing"
)

func TestSANOfChosenMoves(t *testing.T) {
	cases := []struct{ fen, uci, san string }{
		{StartFEN, "g1f3", "Nf3"},
		{StartFEN, "e2e4", "e4"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		{"3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8n", "exd8=N"},
		{"3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", "e8=Q"},
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#"},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1a8", "Ra8+"},
		// Disambiguation by file, by rank, and by both.
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1", "Rad1"},
		{"4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", "a1a4", "R1a4"},
		{"4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1", "a1b3", "Nab3"},
		{"k7/8/8/2Q1Q3/8/2Q5/8/4K3 w - - 0 1", "c5d4", "Qc5d4"},
		// Pinned pieces do not count for disambiguation.
		{"4k3/4r3/8/8/8/2N1N3/8/4K3 w - - 0 1", "c3d5", "Nd5"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m := mustParse(t, &p, c.uci)
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.uci, got, c.san)
		}
		back, err := p.ParseMove(c.san)
		if err != nil || back != m {
			t.Errorf("%s: ParseMove(%q) = %v, %v; want %v", c.fen, c.san, back, err, m)
		}
	}
}

// TestSANRoundTripEverywhere writes every legal move of the perft
// positions (and their children) in SAN and reads it back.
func TestSANRoundTripEverywhere(t *testing.T) {
	for _, c := range loadPerftCases(t) {
		p, _ := ParseFEN(c.fen)
		var ml MoveList
		p.GenerateLegal(&ml)
		for _, m := range ml.Slice() {
			checkSANRoundTrip(t, &p, m)
			u := p.Make(m)
			var replies MoveList
			p.GenerateLegal(&replies)
			for _, r := range replies.Slice() {
				checkSANRoundTrip(t, &p, r)
			}
			p.Unmake(m, u)
		}
	}
}

func checkSANRoundTrip(t *testing.T, p *Position, m Move) {
	t.Helper()
	san := p.SAN(m)
	got, err := p.ParseMove(san)
	if err != nil || got != m {
		t.Fatalf("%s: %v -> %q -> %v, %v", p.FEN(), m, san, got, err)
	}
	if got, err := p.ParseMove(m.UCI()); err != nil || got != m {
		t.Fatalf("%s: UCI %v -> %v, %v", p.FEN(), m, got, err)
	}
}

func TestParseMoveLeniencyAndRefusals(t *testing.T) {
	p := NewPosition()
	for _, ok := range []string{"Nf3", "Ng1f3", "Ngf3", "N1f3", "Nf3+", "Nf3!?", " e4 ", "e2e4"} {
		if _, err := p.ParseMove(ok); err != nil {
			t.Errorf("ParseMove(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"", "e5", "Nf4", "O-O", "Ke2", "e2e5", "xx", "Qxh7", "a1a1", "e7e8q", "P", "Z9", "e2e4k"} {
		if m, err := p.ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", bad, m)
		}
	}
	promo, _ := ParseFEN("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")
	for text, want := range map[string]string{"e8": "e7e8q", "e8Q": "e7e8q", "e8=N": "e7e8n", "e7e8": "e7e8q", "e8=R+": "e7e8r"} {
		m, err := promo.ParseMove(text)
		if err != nil || m.UCI() != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", text, m, err, want)
		}
	}
	castle, _ := ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if m, err := castle.ParseMove("0-0-0"); err != nil || m.UCI() != "e1c1" {
		t.Errorf("0-0-0: %v %v", m, err)
	}
	if !strings.HasPrefix(ErrNoSuchMove.Error(), "chess:") {
		t.Error("errors carry the package prefix")
	}
}

func TestPGNExport(t *testing.T) {
	p := NewPosition()
	var sans []string
	for _, mv := range []string{"f3", "e5", "g4", "Qh4#"} {
		m := mustParse(t, &p, mv)
		sans = append(sans, p.SAN(m))
		p.Make(m)
	}
	got := PGN(PGNTags{Event: "Test", Date: "2026.01.02", White: "A", Black: "B \"q\"", Result: "0-1"}, NewPosition(), sans)
	want := `[Event "Test"]
[Site "?"]
[Date "2026.01.02"]
[Round "?"]
[White "A"]
[Black "B \"q\""]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
`
	if got != want {
		t.Errorf("PGN:\n%s\nwant:\n%s", got, want)
	}
	start, _ := ParseFEN("4k3/8/8/8/8/8/8/R3K3 b - - 0 40")
	got = PGN(PGNTags{FEN: start.FEN()}, start, []string{"Kd7", "Ra7+"})
	if !strings.Contains(got, `[SetUp "1"]`) || !strings.Contains(got, "40... Kd7 41. Ra7+ *") {
		t.Errorf("PGN from a FEN:\n%s", got)
	}
}
