package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// uciEngine is an outside chess engine spoken to over UCI, e.g.
// "uci:stockfish,elo=2200,nodes=600000". Options: nodes, movetime (ms),
// depth (the "go" limits; nodes by default), elo (UCI_LimitStrength
// with UCI_Elo), skill (Skill Level), level (the hall's own UCI engine's
// Level) and opt.NAME=VALUE for any other option. Threads is set to 1.
type uciEngine struct {
	name   string
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Scanner
	lines  chan string
	goLine string
	// nodes is the total the engine reported for its searches, last
	// the count of the search under way.
	nodes, last uint64
	moves       int
}

// uciTimeout bounds how long one answer may take before the engine is
// taken for hung.
const uciTimeout = 5 * time.Minute

func newUCI(arg string, opts map[string]string, _ uint64) (Player, error) {
	path, err := findEngine(arg)
	if err != nil {
		return nil, err
	}
	e := &uciEngine{name: arg, goLine: "go nodes 100000", lines: make(chan string, 256)}
	e.cmd = exec.Command(path)
	e.cmd.Stderr = os.Stderr
	if e.in, err = e.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := e.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := e.cmd.Start(); err != nil {
		return nil, err
	}
	e.out = bufio.NewScanner(stdout)
	e.out.Buffer(make([]byte, 64*1024), 1<<20)
	go func() {
		for e.out.Scan() {
			e.lines <- e.out.Text()
		}
		close(e.lines)
	}()
	e.send("uci")
	if _, err := e.waitFor("uciok"); err != nil {
		e.Close()
		return nil, err
	}
	e.send("setoption name Threads value 1")
	var limits []string
	for k, v := range opts {
		switch k {
		case "nodes", "movetime", "depth":
			if _, err := strconv.ParseUint(v, 10, 64); err != nil {
				e.Close()
				return nil, fmt.Errorf("uci %s=%s: not a number", k, v)
			}
			limits = append(limits, k+" "+v)
		case "elo":
			e.send("setoption name UCI_LimitStrength value true")
			e.send("setoption name UCI_Elo value " + v)
		case "skill":
			e.send("setoption name Skill Level value " + v)
		case "level":
			e.send("setoption name Level value " + v)
		default:
			name, ok := strings.CutPrefix(k, "opt.")
			if !ok {
				e.Close()
				return nil, fmt.Errorf("unknown uci option %q", k)
			}
			e.send("setoption name " + name + " value " + v)
		}
		e.name += fmt.Sprintf(" %s=%s", k, v)
	}
	if elo, ok := opts["elo"]; ok && len(limits) == 0 {
		// Stockfish's strength limit picks its move when the search
		// reaches depth 1+level and keeps it however long it searches
		// on, so that depth gives exactly the play of any larger budget.
		n, err := strconv.Atoi(elo)
		if err != nil {
			e.Close()
			return nil, fmt.Errorf("uci elo=%s: not a number", elo)
		}
		if lv := stockfishSkill(n); lv < 20 {
			limits = append(limits, fmt.Sprintf("depth %d", 1+int(lv)))
			e.name += fmt.Sprintf(" (skill %.2f: depth %d)", lv, 1+int(lv))
		}
	}
	if len(limits) > 0 {
		e.goLine = "go " + strings.Join(limits, " ")
	}
	return e, nil
}

// stockfishSkill is the skill level Stockfish 15.1 plays a UCI_Elo at
// (its search.cpp: ((elo-1346.6)/143.4)^(1/0.806), within 0..20).
func stockfishSkill(elo int) float64 {
	return math.Max(0, math.Min(20, math.Pow(math.Max(0, float64(elo)-1346.6)/143.4, 1/0.806)))
}

// findEngine looks for the engine on PATH and in /usr/games, where
// Debian installs Stockfish.
func findEngine(name string) (string, error) {
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	if !strings.Contains(name, "/") {
		if p, err := exec.LookPath("/usr/games/" + name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("engine %q not found", name)
}

func (e *uciEngine) send(line string) { fmt.Fprintln(e.in, line) }

// waitFor reads lines until one starting with prefix, which it returns.
func (e *uciEngine) waitFor(prefix string) (string, error) {
	timer := time.NewTimer(uciTimeout)
	defer timer.Stop()
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return "", errors.New(e.name + ": engine exited")
			}
			if strings.HasPrefix(line, prefix) {
				return line, nil
			}
			e.noteInfo(line)
		case <-timer.C:
			return "", errors.New(e.name + ": no answer")
		}
	}
}

// noteInfo keeps the node count of the engine's last search report.
func (e *uciEngine) noteInfo(line string) {
	f := strings.Fields(line)
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "nodes" {
			if n, err := strconv.ParseUint(f[i+1], 10, 64); err == nil {
				e.last = n
			}
		}
	}
}

func (e *uciEngine) Name() string { return e.name }

func (e *uciEngine) NewGame() error {
	e.send("ucinewgame")
	e.send("isready")
	_, err := e.waitFor("readyok")
	return err
}

func (e *uciEngine) Move(start string, moves []string) (string, error) {
	line := "position fen " + start
	if len(moves) > 0 {
		line += " moves " + strings.Join(moves, " ")
	}
	e.send(line)
	e.last = 0
	e.send(e.goLine)
	ans, err := e.waitFor("bestmove")
	if err != nil {
		return "", err
	}
	e.nodes += e.last
	e.moves++
	f := strings.Fields(ans)
	if len(f) < 2 || f[1] == "(none)" || f[1] == "0000" {
		return "", errors.New(e.name + ": no move")
	}
	return f[1], nil
}

// CPU is the engine process's processor time.
func (e *uciEngine) CPU() time.Duration { return childCPU(e.cmd.Process.Pid) }

func (e *uciEngine) Close() error {
	e.send("quit")
	e.in.Close()
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		e.cmd.Process.Kill()
		return <-done
	}
}
