package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	bot "gamehall/internal/ai/chess"
	"gamehall/internal/games/kit"
)

// hallChess is one of the hall's chess levels, played in this process.
type hallChess struct {
	name  string
	level bot.Level
	seed  uint64
	games uint64
	rng   *rand.Rand
	cpu   time.Duration
}

// newHallChess makes "hall:LEVEL[,nodes=N][,depth=N]".
func newHallChess(arg string, opts map[string]string, seed uint64) (Player, error) {
	lv, ok := bot.LevelNamed(kit.Level(arg))
	if !ok {
		return nil, fmt.Errorf("unknown chess level %q", arg)
	}
	name := "hall " + arg
	for k, v := range opts {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("hall option %s=%s: %w", k, v, err)
		}
		switch k {
		case "nodes":
			lv.Nodes = n
		case "depth":
			lv.Depth = int(n)
		default:
			return nil, fmt.Errorf("unknown hall option %q", k)
		}
		name += fmt.Sprintf(" %s=%s", k, v)
	}
	return &hallChess{name: name, level: lv, seed: seed}, nil
}

func (h *hallChess) Name() string { return h.name }

// NewGame gives every game its own random stream, so a match replays
// identically from its seed.
func (h *hallChess) NewGame() error {
	h.games++
	h.rng = rand.New(rand.NewPCG(h.seed, h.games))
	return nil
}

func (h *hallChess) Move(start string, moves []string) (string, error) {
	t0 := processCPU()
	m, err := h.level.Move(context.Background(), start, moves, h.rng)
	h.cpu += processCPU() - t0
	return m.UCI(), err
}

func (h *hallChess) CPU() time.Duration { return h.cpu }
func (h *hallChess) Close() error       { return nil }
