package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	bot "gamehall/internal/ai/chess"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
)

// engine holds the UCI session: the position, the options and the
// search running in the background, if any.
type engine struct {
	out   *bufio.Writer
	outMu sync.Mutex

	pos     chess.Position
	history []uint64
	level   kit.Level
	rng     *rand.Rand

	cancel   context.CancelFunc
	done     chan struct{}
	infinite bool
}

func newEngine(w io.Writer) *engine {
	return &engine{
		out:   bufio.NewWriter(w),
		pos:   chess.NewPosition(),
		level: kit.Master,
		rng:   rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1)),
	}
}

// say writes one line to the GUI at once.
func (e *engine) say(format string, args ...any) {
	e.outMu.Lock()
	defer e.outMu.Unlock()
	fmt.Fprintf(e.out, format+"\n", args...)
	e.out.Flush()
}

// run reads commands until "quit" or the end of input.
func (e *engine) run(in io.Reader) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if !e.command(strings.Fields(sc.Text())) {
			e.stopSearch()
			return
		}
	}
	// At the end of input a finite search may finish and answer (handy
	// for scripts); an infinite one is stopped.
	if e.infinite {
		e.stopSearch()
	}
	e.waitSearch()
}

// command handles one line; it returns false on "quit".
func (e *engine) command(f []string) bool {
	if len(f) == 0 {
		return true
	}
	switch f[0] {
	case "uci":
		e.say("id name GameHall Chess")
		e.say("id author the game hall")
		vars := make([]string, len(chess.Levels))
		for i, l := range chess.Levels {
			vars[i] = string(l)
		}
		e.say("option name Level type combo default %s var %s", e.level, strings.Join(vars, " var "))
		e.say("uciok")
	case "isready":
		e.say("readyok")
	case "ucinewgame":
		e.stopSearch()
		e.pos, e.history = chess.NewPosition(), nil
	case "setoption":
		e.setOption(f[1:])
	case "position":
		e.stopSearch()
		if err := e.setPosition(f[1:]); err != nil {
			e.say("info string %v", err)
		}
	case "go":
		e.stopSearch()
		e.goCommand(f[1:])
	case "stop":
		e.stopSearch()
	case "d":
		e.say("info string fen %s", e.pos.FEN())
	case "quit":
		return false
	default:
		e.say("info string unknown command %s", f[0])
	}
	return true
}

// setOption handles "name Level value strong".
func (e *engine) setOption(f []string) {
	var name, value []string
	target := &name
	for _, w := range f {
		switch w {
		case "name":
			target = &name
		case "value":
			target = &value
		default:
			*target = append(*target, w)
		}
	}
	if strings.EqualFold(strings.Join(name, " "), "level") {
		v := strings.ToLower(strings.Join(value, " "))
		if l := kit.Level(v); chess.Levels.Has(l) {
			e.level = l
		} else {
			e.say("info string unknown level %s", v)
		}
		return
	}
	e.say("info string unknown option %s", strings.Join(name, " "))
}

// setPosition handles "startpos|fen <FEN> [moves m1 m2 ...]".
func (e *engine) setPosition(f []string) error {
	if len(f) == 0 {
		return fmt.Errorf("position needs startpos or fen")
	}
	var fen string
	rest := f[1:]
	switch f[0] {
	case "startpos":
		fen = chess.StartFEN
	case "fen":
		n := 0
		for n < len(rest) && rest[n] != "moves" {
			n++
		}
		fen, rest = strings.Join(rest[:n], " "), rest[n:]
	default:
		return fmt.Errorf("position needs startpos or fen")
	}
	var moves []string
	if len(rest) > 0 && rest[0] == "moves" {
		moves = rest[1:]
	}
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		return err
	}
	// Like other engines, the moves up to an illegal one are played and
	// the rest dropped, so the GUI and the engine differ as little as
	// possible; the GUI is told.
	history := make([]uint64, 0, len(moves))
	for i, text := range moves {
		m, err := pos.ParseMove(text)
		if err != nil {
			e.pos, e.history = pos, history
			return fmt.Errorf("bad move %s (move %d): kept the position after the %d moves before it", text, i+1, i)
		}
		history = append(history, pos.Hash())
		pos.Make(m)
	}
	e.pos, e.history = pos, history
	return nil
}

// stopSearch ends the running search, waiting for its bestmove line.
func (e *engine) stopSearch() {
	if e.cancel == nil {
		return
	}
	e.cancel()
	<-e.done
	e.cancel, e.done = nil, nil
}

// waitSearch waits for the running search to answer by itself.
func (e *engine) waitSearch() {
	if e.cancel == nil {
		return
	}
	<-e.done
	e.cancel, e.done = nil, nil
}

// goParams are the arguments of "go".
type goParams struct {
	movetime, wtime, btime, winc, binc time.Duration
	movestogo, depth, perft, mate      int
	nodes                              uint64
	infinite                           bool
	searchmoves                        []string
}

// goKeywords are the words of "go"; searchmoves' list ends at one.
var goKeywords = map[string]bool{
	"searchmoves": true, "ponder": true, "wtime": true, "btime": true, "winc": true, "binc": true,
	"movestogo": true, "depth": true, "nodes": true, "mate": true, "movetime": true, "infinite": true, "perft": true,
}

func parseGo(f []string) goParams {
	var g goParams
	for i := 0; i < len(f); i++ {
		next := func() int64 {
			if i+1 >= len(f) {
				return 0
			}
			i++
			n, _ := strconv.ParseInt(f[i], 10, 64)
			return n
		}
		ms := func() time.Duration { return time.Duration(next()) * time.Millisecond }
		switch f[i] {
		case "movetime":
			g.movetime = ms()
		case "wtime":
			g.wtime = ms()
		case "btime":
			g.btime = ms()
		case "winc":
			g.winc = ms()
		case "binc":
			g.binc = ms()
		case "movestogo":
			g.movestogo = int(next())
		case "depth":
			g.depth = int(next())
		case "nodes":
			g.nodes = uint64(next())
		case "perft":
			g.perft = int(next())
		case "mate":
			g.mate = int(next())
		case "searchmoves":
			for i+1 < len(f) && !goKeywords[f[i+1]] {
				i++
				g.searchmoves = append(g.searchmoves, f[i])
			}
		case "infinite":
			g.infinite = true
		}
	}
	return g
}

func (e *engine) goCommand(f []string) {
	g := parseGo(f)
	if g.perft > 0 {
		e.perft(g.perft)
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel, e.done, e.infinite = cancel, make(chan struct{}), g.infinite
	pos, history, level := e.pos, append([]uint64(nil), e.history...), e.level
	lim, timed := e.limits(g)
	if lim.Soft > 0 || lim.Hard > 0 {
		e.say("info string time budget soft %d ms hard %d ms", lim.Soft.Milliseconds(), lim.Hard.Milliseconds())
	}
	for _, text := range g.searchmoves {
		m, err := pos.ParseMove(text)
		if err != nil {
			e.say("info string searchmoves: %s is not a legal move here, ignored", text)
			continue
		}
		lim.RootMoves = append(lim.RootMoves, m)
	}
	lim.Mate = g.mate
	// searchmoves and mate need the search itself, whatever the level.
	exact := len(lim.RootMoves) > 0 || lim.Mate > 0
	go func() {
		defer close(e.done)
		defer cancel()
		var best chess.Move
		if !exact && (level != kit.Master || !timed) {
			// The hall's levels as they play on the site, inside the
			// GUI's limits when it sets any.
			if lim.Hard > 0 {
				var c2 context.CancelFunc
				ctx, c2 = context.WithTimeout(ctx, lim.Hard)
				defer c2()
			}
			best = bot.ChooseMove(ctx, pos, history, level, e.rng)
		} else {
			best = bot.Search(ctx, pos, history, lim, e.info).Move
		}
		if g.infinite {
			<-ctx.Done() // UCI: an infinite search answers only after "stop"
		}
		if best == chess.NoMove {
			e.say("bestmove 0000")
			return
		}
		e.say("bestmove %s", best.UCI())
	}()
}

// limits turns "go" arguments into search limits; timed is false when
// the GUI gave none (the level then plays as on the site).
func (e *engine) limits(g goParams) (bot.Limits, bool) {
	lim := bot.Limits{Depth: g.depth, Nodes: g.nodes, Contempt: 25}
	switch {
	case g.infinite:
		return lim, true
	case g.movetime > 0:
		lim.Hard, lim.Soft = g.movetime, g.movetime*3/5
		return lim, true
	case g.wtime > 0 || g.btime > 0:
		left, inc := g.wtime, g.winc
		if e.pos.Side() == chess.Black {
			left, inc = g.btime, g.binc
		}
		lim.Soft, lim.Hard = clockBudget(left, inc, g.movestogo)
		return lim, true
	}
	return lim, g.depth > 0 || g.nodes > 0 || g.mate > 0
}

// Clock budgeting: the game, not the move, is what the clock bounds.
const (
	// defaultMovesToGo is how many more moves a game is expected to
	// need when the GUI does not say (sudden death).
	defaultMovesToGo = 30
	// moveOverhead is kept back from every move for the GUI and the
	// pipe between them.
	moveOverhead = 50 * time.Millisecond
	// minThink is the least a move is given, even on a falling flag.
	minThink = 5 * time.Millisecond
)

// clockBudget is the time to think about one move with left on the
// clock, inc added after each move and movestogo moves until the next
// time control (0: the rest of the game). The target is an even share
// of the time left plus most of the increment; soft (no new iteration
// after it) is a third of it, since an iteration takes about twice the
// ones before it together, so a move averages well under the target;
// hard (the search is cut) is one and a half targets, and never more
// than a sixth of the clock unless the control is about to refill it.
func clockBudget(left, inc time.Duration, movestogo int) (soft, hard time.Duration) {
	usable := left - moveOverhead
	if usable < 2*minThink {
		return minThink / 2, minThink
	}
	togo := defaultMovesToGo
	if movestogo > 0 {
		togo = movestogo
	}
	ceiling := usable * 4 / 5 / time.Duration(min(togo, 5))
	target := min(usable/time.Duration(togo)+inc*3/4, ceiling)
	hard = min(target*3/2, ceiling)
	soft = target / 3
	return max(soft, minThink/2), max(hard, minThink)
}

// info prints one finished iteration.
func (e *engine) info(i bot.Info) {
	score := "cp " + strconv.Itoa(i.Score)
	if n, ok := i.MateIn(); ok {
		score = "mate " + strconv.Itoa(n)
	}
	ms := i.Elapsed.Milliseconds()
	nps := uint64(0)
	if ms > 0 {
		nps = i.Nodes * 1000 / uint64(ms)
	}
	pv := make([]string, len(i.PV))
	for k, m := range i.PV {
		pv[k] = m.UCI()
	}
	e.say("info depth %d seldepth %d score %s nodes %d nps %d time %d pv %s",
		i.Depth, i.SelDepth, score, i.Nodes, nps, ms, strings.Join(pv, " "))
}

// perft prints each root move's count and the total.
func (e *engine) perft(depth int) {
	start := time.Now()
	var total uint64
	for _, d := range e.pos.Divide(depth) {
		e.say("%s: %d", d.Move.UCI(), d.Nodes)
		total += d.Nodes
	}
	e.say("")
	e.say("Nodes searched: %d", total)
	if ms := time.Since(start).Milliseconds(); ms > 0 {
		e.say("info string %d ms, %d nodes/s", ms, total*1000/uint64(ms))
	}
}
