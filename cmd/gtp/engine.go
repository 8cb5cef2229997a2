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
	"gamehall/internal/games/kit"
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
	// setup are the stones placed before play (handicap, SGF setup),
	// which undo keeps; setupToMove is who moves after them.
	setup       []played
	setupToMove baduk.Color
	clock       clockState
	// last is the bot's latest decision, for the resignation rule that
	// looks at two decisions in a row.
	last lastDecision
	quit bool
}

// lastDecision is a decision and the colour and history length it was
// made for.
type lastDecision struct {
	color baduk.Color
	at    int
	d     *ai.Decision
}

func newEngine() *engine {
	e := &engine{size: 19, komiHalf: baduk.DefaultKomiHalf, params: ai.LevelParams[kit.Strong], seed: 1}
	e.pos = baduk.NewPosition(e.size)
	return e
}

// commands maps each GTP command to its handler.
var commands map[string]func(e *engine, args []string) (string, error)

func init() {
	commands = map[string]func(e *engine, args []string) (string, error){
		"protocol_version":    func(*engine, []string) (string, error) { return "2", nil },
		"name":                func(*engine, []string) (string, error) { return "gamehall-go", nil },
		"version":             func(*engine, []string) (string, error) { return "1.0", nil },
		"known_command":       knownCommand,
		"list_commands":       listCommands,
		"quit":                func(e *engine, _ []string) (string, error) { e.quit = true; return "", nil },
		"boardsize":           (*engine).boardsize,
		"clear_board":         (*engine).clearBoard,
		"komi":                (*engine).komi,
		"play":                (*engine).play,
		"genmove":             (*engine).genmove,
		"undo":                (*engine).undo,
		"final_score":         (*engine).finalScore,
		"level":               (*engine).level,
		"time_settings":       (*engine).timeSettings,
		"kgs-time_settings":   (*engine).kgsTimeSettings,
		"time_left":           (*engine).timeLeftCmd,
		"reg_genmove":         (*engine).regGenmove,
		"final_status_list":   (*engine).finalStatusList,
		"fixed_handicap":      (*engine).fixedHandicap,
		"place_free_handicap": (*engine).placeFreeHandicap,
		"set_free_handicap":   (*engine).setFreeHandicap,
		"loadsgf":             (*engine).loadSGF,
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

// clearBoard starts a new game: the clock settings stay, what was spent
// and the last time_left go.
func (e *engine) clearBoard([]string) (string, error) {
	e.clear()
	e.clock.known, e.clock.spent = [3]bool{}, [3]time.Duration{}
	return "", nil
}

func (e *engine) clear() {
	e.pos = baduk.NewPosition(e.size)
	e.history, e.setup, e.setupToMove = nil, nil, baduk.Black
	e.last = lastDecision{}
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
	c, d, err := e.think(args)
	if err != nil {
		return "", err
	}
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

// regGenmove is genmove without playing the move (GTP's regression
// command).
func (e *engine) regGenmove(args []string) (string, error) {
	_, d, err := e.think(args)
	switch {
	case err != nil:
		return "", err
	case d.Resign:
		return "resign", nil
	case d.Pass:
		return "pass", nil
	}
	return e.name(d.Move), nil
}

// think chooses a move for the colour in args within the clock's budget
// (the level's own budget when the clock sets none).
func (e *engine) think(args []string) (baduk.Color, ai.Decision, error) {
	if len(args) != 1 {
		return 0, ai.Decision{}, errors.New("syntax error")
	}
	c, err := color(args[0])
	if err != nil {
		return 0, ai.Decision{}, err
	}
	pos := e.pos.Clone()
	pos.ToMove = c
	p := e.params
	if budget, ok := e.clock.budget(c, expectedMoves(&pos.Board)); ok {
		p.Budget = budget
	}
	e.seed++
	start := time.Now()
	sit := ai.Situation{KomiHalf: e.komiHalf}
	if l := e.last; l.d != nil && l.color == c && l.at == len(e.history)-2 {
		sit.Prev = l.d
	}
	d := ai.Think(context.Background(), pos, sit, p, e.seed)
	e.clock.spent[c] += time.Since(start)
	e.last = lastDecision{color: c, at: len(e.history), d: &d}
	return c, d, nil
}

func (e *engine) undo([]string) (string, error) {
	if len(e.history) == 0 {
		return "", errors.New("cannot undo")
	}
	moves, setup, toMove := e.history[:len(e.history)-1], e.setup, e.setupToMove
	if err := e.placeSetup(setup, toMove); err != nil {
		return "", err
	}
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
	p, ok := ai.LevelParams[kit.Level(strings.ToLower(args[0]))]
	if !ok {
		return "", errors.New("level must be easy, medium or strong")
	}
	e.params = p
	return "", nil
}

func (e *engine) timeSettings(args []string) (string, error) {
	n, err := ints(args, 3)
	if err != nil {
		return "", err
	}
	e.clock.settings(n[0], n[1], n[2])
	return "", nil
}

// kgsTimeSettings is KGS's extension: none, absolute M, byoyomi M T P
// (Japanese: P periods of T seconds) or canadian M T S.
func (e *engine) kgsTimeSettings(args []string) (string, error) {
	if len(args) == 0 {
		return "", errors.New("syntax error")
	}
	counts := map[string]int{"none": 0, "absolute": 1, "byoyomi": 3, "canadian": 3}
	want, ok := counts[strings.ToLower(args[0])]
	if !ok {
		return "", errors.New("syntax error")
	}
	n, err := ints(args[1:], want)
	if err != nil {
		return "", err
	}
	switch strings.ToLower(args[0]) {
	case "none":
		e.clock.settings(0, 0, 0)
	case "absolute":
		e.clock.settings(n[0], 0, 0)
		e.clock.unlimited = false
	case "byoyomi":
		e.clock.settings(n[0], n[1], max(n[2], 1))
		e.clock.japanese = true
		e.clock.unlimited = n[1] == 0 && n[0] == 0
	case "canadian":
		e.clock.settings(n[0], n[1], n[2])
	}
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
	e.clock.timeLeft(c, secs, stones)
	return "", nil
}

// ints reads exactly n non-negative integers.
func ints(args []string, n int) ([]int, error) {
	if len(args) != n {
		return nil, errors.New("syntax error")
	}
	out := make([]int, n)
	for i, a := range args {
		v, err := strconv.Atoi(a)
		if err != nil || v < 0 {
			return nil, errors.New("syntax error")
		}
		out[i] = v
	}
	return out, nil
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
