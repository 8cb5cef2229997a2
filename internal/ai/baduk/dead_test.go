package baduk

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	g "gamehall/internal/games/baduk"
)

// gnugoDead is the comment the GNU Go match writes on a counted game's
// last node: GNU Go's final_status_list dead.
var gnugoDead = regexp.MustCompile(`C\[GNU Go dead:([^\]]*)\]`)

// TestDeadStonesAgreeWithGnugo checks the bot's dead stones on the final
// positions of games from the GNU Go matches (testdata/dead) against the
// stones GNU Go called dead there. The playouts are fixed, not timed, so
// the answer does not depend on the machine.
func TestDeadStonesAgreeWithGnugo(t *testing.T) {
	files, err := filepath.Glob("testdata/dead/*.sgf")
	if err != nil || len(files) == 0 {
		t.Fatalf("no fixture games: %v", err)
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := gnugoDead.FindSubmatch(text)
		if m == nil {
			t.Fatalf("%s: no GNU Go dead stones comment", f)
		}
		rec, err := g.ParseSGF(string(text))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		pos, err := rec.Replay()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		b := &pos.Board
		own := Ownership(context.Background(), pos, rec.KomiHalf, deadPlayouts, time.Hour, 1)
		ours := names(b, DeadFromOwnership(b, own))
		theirs := strings.Fields(string(m[1]))
		slices.Sort(theirs)
		if !slices.Equal(ours, theirs) {
			t.Errorf("%s: dead stones %v, GNU Go's %v\n%s", filepath.Base(f), ours, theirs, b.Diagram())
		}
	}
}

// names are the GTP names of the points, sorted.
func names(b *g.Board, pts map[g.Point]bool) []string {
	out := []string{}
	for p := range pts {
		x, y := b.XY(p)
		out = append(out, g.VertexName(b.Size(), x, y))
	}
	slices.Sort(out)
	return out
}

// After White's pass in a game GNU Go counted B+1.5, Black's count is
// made from playouts of the position (as the dead stones are), not from
// the search's ownership, which once called White's living group dead
// and counted +73.5.
func TestCountAfterAPassIsThePositionsOwn(t *testing.T) {
	text, err := os.ReadFile("testdata/dead/v2-9x9-l10-2002.sgf")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.ParseSGF(string(text))
	if err != nil {
		t.Fatal(err)
	}
	rec.Moves = rec.Moves[:len(rec.Moves)-1] // up to White's pass
	pos, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	pos.Passes = 1
	p := Params{Playouts: 3000, ResignBelow: 0.08, Heavy: true, Patterns: true}
	d := Think(context.Background(), pos, Situation{KomiHalf: rec.KomiHalf}, p, 5)
	if !d.Pass || d.MarginHalf != 3 {
		t.Fatalf("pass %v with a count of %+.1f, want a pass at +1.5", d.Pass, float64(d.MarginHalf)/2)
	}
}
