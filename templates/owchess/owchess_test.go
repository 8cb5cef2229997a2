package owchess

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/owchess"
	"gamehall/templates/ui"
)

// TestOwchessDrawSaysHalfMoves checks the draw by the move limit: the
// limit counts half-moves, and the message must say so.
func TestOwchessDrawSaysHalfMoves(t *testing.T) {
	v := owchess.View{Over: true, End: owchess.EndLimit, Outcome: "draw"}
	for lang, want := range map[string]string{
		"en": "Draw: 500 half-moves played (250 by each side).",
		"ru": "Ничья: сделано 500 полуходов (по 250 у каждой стороны).",
	} {
		if got := status(lang, v); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
		v.Friend = true
		if got := status(lang, v); got != want {
			t.Errorf("%s, two at one screen: %q, want %q", lang, got, want)
		}
		v.Friend = false
	}
}

// TestOwchessLogNamesOnlyWhatWasSeen checks the wording of log lines
// whose actor or effect the player did not see: no piece name, no HP
// of the unseen attacker, no numbers about an unseen king.
func TestOwchessLogNamesOnlyWhatWasSeen(t *testing.T) {
	for _, tc := range []struct {
		l       owchess.LogLine
		en, ru  string
		mustNot []string
	}{
		{owchess.LogLine{By: "white", Kind: owchess.EvAttack, To: "g4", Target: "n", D: 2, Seen: true, ActorUnseen: true},
			"Bot: a piece out of the fog attacks your knight on g4: 2 HP left to it",
			"Бот: фигура из тумана атакует вашу фигуру (конь) на g4, у неё осталось 2 HP",
			[]string{"bishop", "слон", "?–", "attacker", "атакующ"}},
		{owchess.LogLine{By: "white", Kind: owchess.EvAttack, To: "g4", Target: "n", Seen: true, ActorUnseen: true},
			"Bot: a piece out of the fog destroys your knight on g4",
			"Бот: фигура из тумана уничтожает вашу фигуру (конь) на g4",
			[]string{"bishop", "слон", "?–", "attacker", "атакующ"}},
		{owchess.LogLine{By: "white", Kind: owchess.EvBonus, To: "d7", Piece: "Q", Item: "king_hp_upgrade", Seen: true, EffectUnseen: true},
			"Bot: queen on d7 takes king's HP (the king is out of sight)",
			"Бот: ферзь на d7 берёт бонус «HP короля» (короля не видно)",
			[]string{"HP)", "full", "полное"}},
	} {
		for lang, want := range map[string]string{"en": tc.en, "ru": tc.ru} {
			got := logText(lang, tc.l, false)
			if got != want {
				t.Errorf("%s: %q, want %q", lang, got, want)
			}
			for _, bad := range tc.mustNot {
				if strings.Contains(got, bad) {
					t.Errorf("%s: %q says %q", lang, got, bad)
				}
			}
		}
	}
}

// TestOwchessDeadPieceSquaresRenderAsFog plays e4 d5 exd5 between two
// people at one screen and renders Black's board: the squares only the
// dead d5 pawn saw (ranks 3 and 4 around it) are drawn as bare fog at
// once, not lit until Black's next move.
func TestOwchessDeadPieceSquaresRenderAsFog(t *testing.T) {
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	st, err := owchess.Game{}.New(url.Values{"opponent": {"friend"}, "timer": {"off"}}, 7, t0)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []kit.Action{
		{"do": {"move"}, "move": {"e2e4"}}, {"do": {"ready"}},
		{"do": {"move"}, "move": {"d7d5"}}, {"do": {"ready"}},
		{"do": {"move"}, "move": {"e4d5"}}, {"do": {"ready"}},
	} {
		if err := st.Apply(kit.HumanSeat, a, t0); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	v := st.View(kit.HumanSeat, t0)
	if v.Side != "black" || v.MyPieces != 15 {
		t.Fatalf("set-up: Black to move with 15 pieces, got %s with %d", v.Side, v.MyPieces)
	}
	var buf strings.Builder
	if err := Board(ui.Frame{GameID: 1, Slug: "owchess", Lang: "en"}, v).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	html := buf.String()
	for _, name := range []string{"b3", "c3", "d3", "e3", "f3", "b4", "c4", "d4", "e4", "f4"} {
		m := regexp.MustCompile(`class="(sq [^"]*)"[^>]*data-sq="` + name + `"`).FindStringSubmatch(html)
		if m == nil {
			t.Fatalf("no square %s on the page", name)
		}
		if !strings.Contains(m[1]+" ", " fog ") {
			t.Errorf("%s, seen only by the dead pawn, is drawn %q", name, m[1])
		}
	}
}
