package main

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	ai "gamehall/internal/ai/baduk"
	"gamehall/internal/games/baduk"
	"gamehall/internal/games/kit"
)

// hallGo is one of the hall's Go levels, played in this process with
// its search tree kept between moves: "hall:strong[,playouts=N][,ms=N]".
// By default a move is bounded by the level's playouts for the board
// size (so a loaded machine plays the same games); ms bounds it by wall
// time instead.
type hallGo struct {
	name     string
	level    kit.Level
	playouts int
	ms       int
	seed     uint64
	moves    uint64
	player   *ai.Player
	prev     *ai.Decision
	prevAt   int
	cpu      time.Duration
	// stats of the decisions: playouts and moves.
	playoutSum, decided int
}

func newHallGo(arg string, opts map[string]string, seed uint64) (Player, error) {
	lv := kit.Level(arg)
	if _, ok := ai.LevelParams[lv]; !ok {
		return nil, fmt.Errorf("unknown Go level %q", arg)
	}
	h := &hallGo{name: "hall " + arg, level: lv, seed: seed, player: ai.NewPlayer()}
	for k, v := range opts {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("hall option %s=%s: want a positive number", k, v)
		}
		switch k {
		case "playouts":
			h.playouts = n
		case "ms":
			h.ms = n
		default:
			return nil, fmt.Errorf("unknown hall option %q", k)
		}
		h.name += fmt.Sprintf(" %s=%s", k, v)
	}
	return h, nil
}

func (h *hallGo) Name() string { return h.name }

func (h *hallGo) NewGame() error {
	h.player.Forget()
	h.prev = nil
	return nil
}

// replay is the position after start and moves.
func replay(start string, moves []string) (*baduk.Position, goStart, error) {
	st, err := parseGoStart(start)
	if err != nil {
		return nil, st, err
	}
	pos := baduk.NewPosition(st.size)
	for _, m := range moves {
		pt := baduk.Pass
		if !strings.EqualFold(m, "pass") {
			x, y, ok := baduk.ParseVertex(st.size, m)
			if !ok {
				return nil, st, fmt.Errorf("not a vertex: %q", m)
			}
			pt = pos.Board.PointAt(x, y)
		}
		if err := pos.Play(pt); err != nil {
			return nil, st, err
		}
	}
	return pos, st, nil
}

func komiHalf(komi string) int {
	k, _ := strconv.ParseFloat(komi, 64)
	return int(2 * k)
}

func (h *hallGo) params(size int) ai.Params {
	p, _ := ai.ParamsFor(h.level, size)
	p.Budget = 0
	if h.ms > 0 {
		p.Budget, p.Playouts = time.Duration(h.ms)*time.Millisecond, 0
	}
	if h.playouts > 0 {
		p.Playouts = h.playouts
	}
	return p
}

func (h *hallGo) Move(start string, moves []string) (string, error) {
	pos, st, err := replay(start, moves)
	if err != nil {
		return "", err
	}
	sit := ai.Situation{KomiHalf: komiHalf(st.komi)}
	if h.prev != nil && h.prevAt == len(moves)-2 {
		sit.Prev = h.prev
	}
	h.moves++
	t0 := processCPU()
	d := h.player.Think(context.Background(), pos, sit, h.params(st.size), h.seed+h.moves)
	h.cpu += processCPU() - t0
	h.prev, h.prevAt = &d, len(moves)
	h.playoutSum += d.Playouts
	h.decided++
	switch {
	case d.Resign:
		return "resign", nil
	case d.Pass:
		return "pass", nil
	}
	x, y := pos.Board.XY(d.Move)
	return baduk.VertexName(st.size, x, y), nil
}

// Dead is the stones the bot proposes as dead at the count.
func (h *hallGo) Dead(start string, moves []string) ([]string, error) {
	pos, st, err := replay(start, moves)
	if err != nil {
		return nil, err
	}
	dead := ai.ProposeDead(context.Background(), pos, komiHalf(st.komi), h.seed)
	var names []string
	for p := range dead {
		x, y := pos.Board.XY(p)
		names = append(names, baduk.VertexName(st.size, x, y))
	}
	return normalVertices(strings.Join(names, " ")), nil
}

// Stats are the playouts and CPU time of an average move.
func (h *hallGo) Stats() string {
	n := max(h.decided, 1)
	return fmt.Sprintf("%d playouts and %.2f CPU-s a move", h.playoutSum/n, h.cpu.Seconds()/float64(n))
}

func (h *hallGo) CPU() time.Duration { return h.cpu }
func (h *hallGo) Close() error       { return nil }
