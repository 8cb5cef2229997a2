package baduk

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	g "gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// gnugo is GNU Go spoken to over GTP.
type gnugo struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

func startGnugo(t testing.TB, level int, seed uint64) *gnugo {
	t.Helper()
	path, err := exec.LookPath("gnugo")
	if err != nil {
		path = "/usr/games/gnugo"
	}
	cmd := exec.Command(path, "--mode", "gtp", "--chinese-rules", "--level", strconv.Itoa(level),
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

// gnugoResult is how one game against GNU Go went.
type gnugoResult struct {
	won       bool
	text      string
	botMoves  int
	playouts  int
	cpu       time.Duration // the bot's own CPU time (GNU Go runs in a child)
	sgf       string
	deadAgree bool // at a count: the bot's dead stones are GNU Go's
	// stopped says the game was cut off after the match's move limit;
	// ahead is then GNU Go's estimate of the score for the bot.
	stopped bool
	ahead   float64
}

// gnugoGame plays one game of the bot as me against GNU Go (komi 7.5,
// Chinese rules) and describes how it ended; a limit above 0 stops it
// when the bot has made that many moves, with GNU Go's estimate of the
// score before its next one.
func gnugoGame(t testing.TB, size int, p Params, level int, me g.Color, seed uint64, limit int) gnugoResult {
	e := startGnugo(t, level, seed)
	defer e.close()
	const komiHalf = 15
	e.send(t, "boardsize "+strconv.Itoa(size))
	e.send(t, "clear_board")
	e.send(t, "komi 7.5")
	pos := g.NewPosition(size)
	rec := &g.Record{Size: size, KomiHalf: komiHalf, First: g.Black}
	name := map[g.Color]string{g.Black: "black", g.White: "white"}
	var last *Decision
	var r gnugoResult
	pl := NewPlayer()
	finish := func(result string) gnugoResult {
		rec.Result = result
		bot, gnu := fmt.Sprintf("gamehall %d playouts", p.Playouts), fmt.Sprintf("GNU Go 3.8 level %d", level)
		if me == g.Black {
			r.sgf = rec.SGF(bot, gnu)
		} else {
			r.sgf = rec.SGF(gnu, bot)
		}
		return r
	}
	for moves := 0; moves < 4*size*size; moves++ {
		if limit > 0 && r.botMoves == limit && pos.ToMove == me && pos.Passes < 2 {
			est := e.send(t, "estimate_score")
			r.stopped = true
			r.ahead = estimateFor(est, me)
			r.text = fmt.Sprintf("stopped after %d moves; GNU Go's estimate %s", moves, est)
			return finish("?")
		}
		if pos.Passes >= 2 {
			score := e.send(t, "final_score")
			r.won = score[0] == "BW"[me-g.Black]
			theirs := e.send(t, "final_status_list dead")
			ours := ProposeDead(context.Background(), pos, komiHalf, seed)
			r.deadAgree = sameDead(&pos.Board, ours, theirs)
			if !r.deadAgree {
				t.Logf("dead stones differ: the bot's %s, GNU Go's %s\n%s", deadNames(&pos.Board, ours), theirs, pos.Board.Diagram())
			}
			r.text = fmt.Sprintf("%s by count after %d moves; bot's count at its last decision %+.1f, win rate %.2f",
				score, moves, float64(last.MarginHalf)/2, last.Winrate)
			res := finish(score)
			res.sgf = strings.TrimSuffix(res.sgf, ")\n") + "C[GNU Go dead: " + strings.Join(strings.Fields(theirs), " ") + "])\n"
			return res
		}
		var pt g.Point
		if pos.ToMove == me {
			cpu0 := cpuTime()
			d := pl.Think(context.Background(), pos, Situation{KomiHalf: komiHalf, Prev: last}, p, seed+uint64(moves))
			r.cpu += cpuTime() - cpu0
			r.botMoves++
			r.playouts += d.Playouts
			last = &d
			if progress := envInt("GAMEHALL_GO_PROGRESS", 0); progress > 0 && r.botMoves%progress == 0 {
				t.Logf("move %d: bot's win rate %.2f, its count %+.1f; GNU Go's estimate %s",
					moves, d.Winrate, float64(d.MarginHalf)/2, e.send(t, "estimate_score"))
			}
			pt = d.Move
			switch {
			case d.Resign:
				r.text = fmt.Sprintf("bot resigned at move %d, its count %+.1f, win rate %.2f; GNU Go's estimate %s",
					moves, float64(d.MarginHalf)/2, d.Winrate, e.send(t, "estimate_score"))
				return finish(string("WB"[me-g.Black]) + "+R")
			case d.Pass:
				pt = g.Pass
				e.send(t, "play "+name[me]+" pass")
			default:
				x, y := pos.Board.XY(pt)
				e.send(t, "play "+name[me]+" "+g.VertexName(size, x, y))
			}
		} else {
			ans := strings.ToLower(e.send(t, "genmove "+name[pos.ToMove]))
			pt = g.Pass
			switch ans {
			case "resign":
				r.won = true
				r.text = fmt.Sprintf("GNU Go resigned at move %d", moves)
				return finish(string("BW"[me-g.Black]) + "+R")
			case "pass":
			default:
				x, y, ok := g.ParseVertex(size, ans)
				if !ok {
					t.Fatalf("GNU Go played %q", ans)
				}
				pt = pos.Board.PointAt(x, y)
			}
		}
		c := pos.ToMove
		if err := pos.Play(pt); err != nil {
			t.Fatalf("%v at move %d: %v", c, moves, err)
		}
		m := g.Move{Color: c, Pass: pt == g.Pass}
		if !m.Pass {
			m.X, m.Y = pos.Board.XY(pt)
		}
		rec.Moves = append(rec.Moves, m)
	}
	t.Fatal("game too long")
	return r
}

// estimateFor is GNU Go's estimate_score answer ("W+12.5 (upper bound:
// ...)") as points for c: positive when c is ahead.
func estimateFor(est string, c g.Color) float64 {
	f := strings.Fields(est)
	if len(f) == 0 || len(f[0]) < 3 {
		return 0
	}
	v, err := strconv.ParseFloat(f[0][2:], 64)
	if err != nil {
		return 0
	}
	if f[0][0] != "BW"[c-g.Black] {
		v = -v
	}
	return v
}

// sameDead reports whether the bot's dead stones are the ones GNU Go
// lists (GTP vertices, white space between them).
func sameDead(b *g.Board, ours map[g.Point]bool, theirs string) bool {
	want := map[g.Point]bool{}
	for _, v := range strings.Fields(theirs) {
		x, y, ok := g.ParseVertex(b.Size(), v)
		if !ok {
			return false
		}
		want[b.PointAt(x, y)] = true
	}
	if len(want) != len(ours) {
		return false
	}
	for p := range want {
		if !ours[p] {
			return false
		}
	}
	return true
}

func deadNames(b *g.Board, dead map[g.Point]bool) string {
	var out []string
	for p := range dead {
		x, y := b.XY(p)
		out = append(out, g.VertexName(b.Size(), x, y))
	}
	return strings.Join(out, " ")
}

// wilson is the 95% Wilson score interval of a score s out of n games.
func wilson(s float64, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	nf := float64(n)
	ph := s / nf
	d := 1 + z*z/nf
	c := (ph + z*z/(2*nf)) / d
	h := z * math.Sqrt(ph*(1-ph)/nf+z*z/(4*nf*nf)) / d
	return max(c-h, 0), min(c+h, 1)
}

// meanSE is the mean of xs and its standard error.
func meanSE(xs []float64) (mean, se float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	if len(xs) < 2 {
		return mean, math.NaN()
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / float64(len(xs)-1) / float64(len(xs)))
}

func envInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n >= 0 {
		return n
	}
	return def
}

// TestMatchVersusGnugo is a match against GNU Go bounded by playouts, not
// time, so a busy machine plays the same games (set GAMEHALL_LONG).
// GAMEHALL_GO_SIZE (9), GAMEHALL_GNUGO_LEVEL (1), GAMEHALL_GO_GAMES (6),
// GAMEHALL_GO_LEVEL (the bot's level, strong), GAMEHALL_GO_PLAYOUTS (the
// level's playouts for the size),
// GAMEHALL_GO_SEED (first game's seed), GAMEHALL_GO_SGF (a folder
// for the games), GAMEHALL_GO_PROGRESS (N: GNU Go's estimate of the
// score every N bot moves, for long games) and GAMEHALL_GO_BOT_MOVES
// (N: stop each game when the bot has made N moves and report GNU Go's
// mean estimate of the score there, to judge openings) set it up. It reports the score with its 95% interval,
// playouts and CPU time a move, and how often the dead stones agreed.
func TestMatchVersusGnugo(t *testing.T) {
	kittest.NeedLong(t)
	size := envInt("GAMEHALL_GO_SIZE", 9)
	games, level := envInt("GAMEHALL_GO_GAMES", 6), envInt("GAMEHALL_GNUGO_LEVEL", 1)
	level0 := kit.Level(os.Getenv("GAMEHALL_GO_LEVEL"))
	if level0 == "" {
		level0 = kit.Strong
	}
	p, ok := ParamsFor(level0, size)
	if !ok {
		t.Fatalf("no level %q", level0)
	}
	p.Budget, p.Playouts = 0, envInt("GAMEHALL_GO_PLAYOUTS", p.Playouts)
	if v := os.Getenv("GAMEHALL_GO_PATTERNS"); v != "" {
		p.Patterns = v == "1"
	}
	seed0 := uint64(envInt("GAMEHALL_GO_SEED", 2000))
	dir := os.Getenv("GAMEHALL_GO_SGF")
	limit := envInt("GAMEHALL_GO_BOT_MOVES", 0)
	var ahead []float64
	score, counted, agreed := 0.0, 0, 0
	var moves, playouts int
	var cpu time.Duration
	for i := range games {
		me := g.Black
		if i%2 == 1 {
			me = g.White
		}
		r := gnugoGame(t, size, p, level, me, seed0+uint64(i), limit)
		if r.stopped {
			ahead = append(ahead, r.ahead)
		}
		if r.won {
			score++
		}
		if strings.Contains(r.text, "by count") {
			counted++
			if r.deadAgree {
				agreed++
			}
		}
		moves, playouts, cpu = moves+r.botMoves, playouts+r.playouts, cpu+r.cpu
		t.Logf("game %d: bot as %v won=%v: %s", i+1, me, r.won, r.text)
		if dir != "" {
			f := filepath.Join(dir, fmt.Sprintf("%dx%d-l%d-%d.sgf", size, size, level, seed0+uint64(i)))
			if err := os.WriteFile(f, []byte(r.sgf), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(ahead) > 0 {
		mean, se := meanSE(ahead)
		t.Logf("GNU Go's estimate after the bot's %d moves: the bot %+.1f ± %.1f points (mean ± standard error of %d games)",
			limit, mean, se, len(ahead))
		return
	}
	lo, hi := wilson(score, games)
	t.Logf("%dx%d: bot %s (%d playouts) scored %.0f of %d against GNU Go level %d: %.0f%% (95%%: %.0f-%.0f%%); "+
		"%.0f playouts, %.2f CPU-s a move; dead stones agreed in %d of %d counted games",
		size, size, level0, p.Playouts, score, games, level, 100*score/float64(games), 100*lo, 100*hi,
		float64(playouts)/float64(max(moves, 1)), cpu.Seconds()/float64(max(moves, 1)), agreed, counted)
}
