package baduk

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// gnugo is GNU Go spoken to over GTP.
type gnugo struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGnugo(t testing.TB, level int, seed uint64) *gnugo {
	t.Helper()
	cmd := exec.Command("/usr/games/gnugo", "--mode", "gtp", "--chinese-rules", "--level", strconv.Itoa(level),
		"--seed", strconv.FormatUint(seed, 10))
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skip("no GNU Go: ", err)
	}
	return &gnugo{cmd, in, bufio.NewReader(out)}
}

// send runs one GTP command and returns its answer.
func (e *gnugo) send(t testing.TB, command string) string {
	t.Helper()
	if _, err := fmt.Fprintln(e.in, command); err != nil {
		t.Fatal(err)
	}
	var lines []string
	for {
		line, err := e.out.ReadString('\n')
		if err != nil {
			t.Fatalf("%s: %v", command, err)
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" && len(lines) > 0 {
			break
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	ans := strings.Join(lines, "\n")
	if !strings.HasPrefix(ans, "=") {
		t.Fatalf("%s: %s", command, ans)
	}
	return strings.TrimSpace(ans[1:])
}

func (e *gnugo) close() {
	fmt.Fprintln(e.in, "quit")
	e.in.Close()
	e.cmd.Wait()
}

// gnugoGame plays one 9x9 game (komi 7.5) of the bot as me against GNU
// Go and describes how it ended: who won, and the bot's own count when it
// passed or resigned.
func gnugoGame(t testing.TB, p Params, level int, me g.Color, seed uint64) (won bool, text string) {
	e := startGnugo(t, level, seed)
	defer e.close()
	const size, komiHalf = 9, 15
	e.send(t, "boardsize 9")
	e.send(t, "clear_board")
	e.send(t, "komi 7.5")
	pos := g.NewPosition(size)
	name := map[g.Color]string{g.Black: "black", g.White: "white"}
	var last *Decision
	for moves := 0; moves < 4*size*size; moves++ {
		if pos.Passes >= 2 {
			score := e.send(t, "final_score")
			won = score[0] == "BW"[me-g.Black]
			theirs, _ := strconv.ParseFloat(strings.TrimLeft(score, "BW+"), 64)
			if !won {
				theirs = -theirs
			}
			if won != (last.MarginHalf > 0) || math.Abs(theirs-float64(last.MarginHalf)/2) > 5 {
				t.Logf("the bot's count %+.1f disagrees with GNU Go's %s; GNU Go's dead stones: %s\n%s",
					float64(last.MarginHalf)/2, score, e.send(t, "final_status_list dead"), pos.Board.Diagram())
			}
			return won, fmt.Sprintf("%s by count after %d moves; bot's count at its last decision %+.1f, win rate %.2f",
				score, moves, float64(last.MarginHalf)/2, last.Winrate)
		}
		if pos.ToMove == me {
			d := Think(context.Background(), pos, Situation{KomiHalf: komiHalf, Prev: last}, p, seed+uint64(moves))
			last = &d
			pt := d.Move
			switch {
			case d.Resign:
				return false, fmt.Sprintf("bot resigned at move %d, its count %+.1f, win rate %.2f; GNU Go's estimate %s",
					moves, float64(d.MarginHalf)/2, d.Winrate, e.send(t, "estimate_score"))
			case d.Pass:
				pt = g.Pass
				e.send(t, "play "+name[me]+" pass")
			default:
				x, y := pos.Board.XY(pt)
				e.send(t, "play "+name[me]+" "+g.VertexName(size, x, y))
			}
			if err := pos.Play(pt); err != nil {
				t.Fatal(err)
			}
			continue
		}
		ans := strings.ToLower(e.send(t, "genmove "+name[pos.ToMove]))
		pt := g.Pass
		switch ans {
		case "resign":
			return true, fmt.Sprintf("GNU Go resigned at move %d", moves)
		case "pass":
		default:
			x, y, ok := g.ParseVertex(size, ans)
			if !ok {
				t.Fatalf("GNU Go played %q", ans)
			}
			pt = pos.Board.PointAt(x, y)
		}
		if err := pos.Play(pt); err != nil {
			t.Fatalf("GNU Go's %s: %v", ans, err)
		}
	}
	t.Fatal("game too long")
	return false, ""
}

// TestMatchVersusGnugo is a short sanity match against GNU Go on 9x9
// with a search bounded by playouts (set GAMEHALL_LONG;
// GAMEHALL_GO_GAMES games, GAMEHALL_GNUGO_LEVEL the level).
func TestMatchVersusGnugo(t *testing.T) {
	if os.Getenv("GAMEHALL_LONG") == "" {
		t.Skip("set GAMEHALL_LONG=1")
	}
	games, level := 6, 1
	if n, err := strconv.Atoi(os.Getenv("GAMEHALL_GO_GAMES")); err == nil && n > 0 {
		games = n
	}
	if n, err := strconv.Atoi(os.Getenv("GAMEHALL_GNUGO_LEVEL")); err == nil && n >= 0 {
		level = n
	}
	p := Params{Playouts: 6000, ResignBelow: LevelParams[kit.Strong].ResignBelow, Heavy: true}
	wins := 0
	for i := range games {
		me := g.Black
		if i%2 == 1 {
			me = g.White
		}
		won, text := gnugoGame(t, p, level, me, uint64(2000+i))
		if won {
			wins++
		}
		t.Logf("game %d: bot as %v won=%v: %s", i+1, me, won, text)
	}
	t.Logf("bot (6000 playouts) won %d of %d against GNU Go level %d", wins, games, level)
}
