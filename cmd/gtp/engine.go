package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	ai "gamehall/internal/ai/baduk"
	"gamehall/internal/games/baduk"
)

// played is one move of the game so far, kept for undo.
type played struct {
	color baduk.Color
	point baduk.Point
}

// engine is the state of a GTP session: the board, its history and the
// bot's settings.
type engine struct {
	size     int
	komiHalf int
	pos      *baduk.Position
	history  []played
	params   ai.Params
	seed     uint64
	// timeLeft is the clock of each colour from time_left, when known.
	timeLeft   [3]time.Duration
	stonesLeft [3]int
	haveClock  [3]bool
	quit       bool
}

func newEngine() *engine {
	e := &engine{size: 19, komiHalf: baduk.DefaultKomiHalf, params: ai.LevelParams[baduk.Strong], seed: 1}
	e.pos = baduk.NewPosition(e.size)
	return e
}

// commands maps each GTP command to its handler.
var commands map[string]func(e *engine, args []string) (string, error)

func init() {
	commands = map[string]func(e *engine, args []string) (string, error){
		"protocol_version": func(*engine, []string) (string, error) { return "2", nil },
		"name":             func(*engine, []string) (string, error) { return "gamehall-go", nil },
		"version":          func(*engine, []string) (string, error) { return "1.0", nil },
		"known_command":    knownCommand,
		"list_commands":    listCommands,
		"quit":             func(e *engine, _ []string) (string, error) { e.quit = true; return "", nil },
		"boardsize":        (*engine).boardsize,
		"clear_board":      func(e *engine, _ []string) (string, error) { e.clear(); return "", nil },
		"komi":             (*engine).komi,
		"play":             (*engine).play,
		"genmove":          (*engine).genmove,
		"undo":             (*engine).undo,
		"final_score":      (*engine).finalScore,
		"level":            (*engine).level,
		"time_settings":    (*engine).timeSettings,
		"time_left":        (*engine).timeLeftCmd,
		"showboard": func(e *engine, _ []string) (string, error) {
			return "\n" + strings.TrimSuffix(e.pos.Board.Diagram(), "\n"), nil
		},
	}
}

func knownCommand(_ *engine, args []string) (string, error) {
	if len(args) == 1 {
		if _, ok := commands[args[0]]; ok {
			return "true", nil
		}
	}
	return "false", nil
}

func listCommands(*engine, []string) (string, error) {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, "\n"), nil
}

func (e *engine) clear() {
	e.pos = baduk.NewPosition(e.size)
	e.history = nil
}

func (e *engine) boardsize(args []string) (string, error) {
	n, err := oneInt(args)
	if err != nil {
		return "", err
	}
	if n < 2 || n > baduk.MaxSize {
		return "", errors.New("unacceptable size")
	}
	e.size = n
	e.clear()
	return "", nil
}

func (e *engine) komi(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error")
	}
	k, err := strconv.ParseFloat(args[0], 64)
	if err != nil || math.IsNaN(k) || math.Abs(k) > baduk.MaxKomi {
		return "", errors.New("syntax error")
	}
	e.komiHalf = int(math.Round(k * 2))
	return "", nil
}

// color reads a GTP colour: b, black, w or white.
func color(s string) (baduk.Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return baduk.Black, nil
	case "w", "white":
		return baduk.White, nil
	}
	return baduk.Empty, errors.New("syntax error")
}

// vertex reads a GTP vertex such as D4 or pass.
func (e *engine) vertex(s string) (baduk.Point, error) {
	if strings.EqualFold(s, "pass") {
		return baduk.Pass, nil
	}
	x, y, ok := baduk.ParseVertex(e.size, s)
	if !ok {
		return baduk.Pass, errors.New("syntax error")
	}
	return e.pos.Board.PointAt(x, y), nil
}

func (e *engine) name(p baduk.Point) string {
	if p == baduk.Pass {
		return "pass"
	}
	x, y := e.pos.Board.XY(p)
	return baduk.VertexName(e.size, x, y)
}

func (e *engine) play(args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("syntax error")
	}
	c, err := color(args[0])
	if err != nil {
		return "", err
	}
	p, err := e.vertex(args[1])
	if err != nil {
		return "", err
	}
	return "", e.playMove(c, p)
}

func (e *engine) playMove(c baduk.Color, p baduk.Point) error {
	prev := e.pos.ToMove
	e.pos.ToMove = c
	if err := e.pos.Play(p); err != nil {
		e.pos.ToMove = prev
		return errors.New("illegal move")
	}
	e.history = append(e.history, played{c, p})
	return nil
}

func (e *engine) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error")
	}
	c, err := color(args[0])
	if err != nil {
		return "", err
	}
	e.pos.ToMove = c
	p := e.params
	if budget, ok := e.clockBudget(c); ok && (p.Budget == 0 || budget < p.Budget) {
		p.Budget = budget
	}
	e.seed++
	d := ai.Think(context.Background(), e.pos.Clone(), ai.Situation{KomiHalf: e.komiHalf}, p, e.seed)
	switch {
	case d.Resign:
		return "resign", nil
	case d.Pass:
		return "pass", e.playMove(c, baduk.Pass)
	}
	if err := e.playMove(c, d.Move); err != nil {
		return "", err
	}
	return e.name(d.Move), nil
}

func (e *engine) undo([]string) (string, error) {
	if len(e.history) == 0 {
		return "", errors.New("cannot undo")
	}
	moves := e.history[:len(e.history)-1]
	e.clear()
	for _, m := range moves {
		if err := e.playMove(m.color, m.point); err != nil {
			return "", err
		}
	}
	return "", nil
}

func (e *engine) finalScore([]string) (string, error) {
	e.seed++
	dead := ai.ProposeDead(context.Background(), e.pos.Clone(), e.komiHalf, e.seed)
	return baduk.AreaScore(&e.pos.Board, dead, e.komiHalf).Text(), nil
}

func (e *engine) level(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error")
	}
	p, ok := ai.LevelParams[baduk.Level(strings.ToLower(args[0]))]
	if !ok {
		return "", errors.New("level must be easy, medium or strong")
	}
	e.params = p
	return "", nil
}

func (e *engine) timeSettings(args []string) (string, error) {
	if len(args) != 3 {
		return "", errors.New("syntax error")
	}
	for _, a := range args {
		if _, err := strconv.Atoi(a); err != nil {
			return "", errors.New("syntax error")
		}
	}
	e.haveClock = [3]bool{}
	return "", nil
}

func (e *engine) timeLeftCmd(args []string) (string, error) {
	if len(args) != 3 {
		return "", errors.New("syntax error")
	}
	c, err := color(args[0])
	if err != nil {
		return "", err
	}
	secs, err1 := strconv.Atoi(args[1])
	stones, err2 := strconv.Atoi(args[2])
	if err1 != nil || err2 != nil || secs < 0 || stones < 0 {
		return "", errors.New("syntax error")
	}
	e.timeLeft[c] = time.Duration(secs) * time.Second
	e.stonesLeft[c] = stones
	e.haveClock[c] = true
	return "", nil
}

// clockBudget is the time to spend on a move from the last time_left:
// in byo-yomi the period shared by its stones, otherwise a slice of the
// main time; always with a margin for the protocol.
func (e *engine) clockBudget(c baduk.Color) (time.Duration, bool) {
	if !e.haveClock[c] {
		return 0, false
	}
	left := e.timeLeft[c]
	var b time.Duration
	if e.stonesLeft[c] > 0 {
		b = left / time.Duration(e.stonesLeft[c])
	} else {
		b = left / time.Duration(max(20, e.pos.Board.EmptyCount()/3))
	}
	return max(b*8/10, 10*time.Millisecond), true
}

func oneInt(args []string) (int, error) {
	if len(args) != 1 {
		return 0, errors.New("syntax error")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, errors.New("syntax error")
	}
	return n, nil
}

// run reads commands from in and writes responses to out until quit or
// the end of input.
func (e *engine) run(in io.Reader, out io.Writer) error {
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for !e.quit && sc.Scan() {
		line := clean(sc.Text())
		if line == "" {
			continue
		}
		fields := strings.Fields(line)
		id := ""
		if _, err := strconv.Atoi(fields[0]); err == nil {
			id, fields = fields[0], fields[1:]
		}
		if len(fields) == 0 {
			continue
		}
		var resp string
		var err error
		if h, ok := commands[fields[0]]; ok {
			resp, err = h(e, fields[1:])
		} else {
			err = errors.New("unknown command")
		}
		if err != nil {
			fmt.Fprintf(w, "?%s %s\n\n", id, err)
		} else if resp == "" {
			fmt.Fprintf(w, "=%s\n\n", id)
		} else {
			fmt.Fprintf(w, "=%s %s\n\n", id, resp)
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	return sc.Err()
}

// clean drops comments and control characters and turns tabs into
// spaces, as GTP asks of a command line.
func clean(s string) string {
	if i := strings.IndexByte(s, '#'); i >= 0 {
		s = s[:i]
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r < 32 || r == 127:
			return -1
		}
		return r
	}, s)
}
