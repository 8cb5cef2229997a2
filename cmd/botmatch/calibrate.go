package main

import (
	"context"
	"fmt"
	"time"

	bot "gamehall/internal/ai/chess"
)

// calibrationNodes is each calibration search's size: large enough that
// a search takes a good fraction of a second.
const calibrationNodes = 1_000_000

// runCalibration measures a chess player's nodes per second of its own
// CPU time on the positions at the end of the opening lines, and prints
// the node budget that equals ms milliseconds a move.
func runCalibration(game, spec string, ms int) error {
	if game == "go" {
		return calibrateGo(spec, ms)
	}
	if game != "chess" {
		return fmt.Errorf("calibration knows chess and Go only")
	}
	p, err := newPlayer(game, spec, 1)
	if err != nil {
		return err
	}
	defer p.Close()
	ref := newChessReferee()
	var nodes uint64
	var cpu time.Duration
	for i := 0; i < ref.Openings(); i++ {
		if err := ref.Reset(i); err != nil {
			return err
		}
		n, d, err := calibrateOne(p, ref.Start(), ref.Moves())
		if err != nil {
			return err
		}
		nodes += n
		cpu += d
	}
	if cpu <= 0 {
		return fmt.Errorf("no CPU time measured")
	}
	nps := float64(nodes) / cpu.Seconds()
	fmt.Printf("%s: %d nodes in %v CPU: %.0f nodes per CPU second; %d ms a move = %.0f nodes\n",
		p.Name(), nodes, cpu.Round(time.Millisecond), nps, ms, nps*float64(ms)/1000)
	return nil
}

// calibrateOne runs one fixed-node search and returns its nodes and CPU.
func calibrateOne(p Player, start string, moves []string) (uint64, time.Duration, error) {
	switch e := p.(type) {
	case *hallChess:
		pos, history, err := bot.Replay(start, moves)
		if err != nil {
			return 0, 0, err
		}
		t0 := processCPU()
		res := bot.Search(context.Background(), pos, history, bot.Limits{Nodes: calibrationNodes}, nil)
		return res.Nodes, processCPU() - t0, nil
	case *uciEngine:
		saved := e.goLine
		e.goLine = fmt.Sprintf("go nodes %d", calibrationNodes)
		defer func() { e.goLine = saved }()
		t0 := e.CPU()
		if err := e.NewGame(); err != nil {
			return 0, 0, err
		}
		if _, err := e.Move(start, moves); err != nil {
			return 0, 0, err
		}
		return e.last, e.CPU() - t0, nil
	}
	return 0, 0, fmt.Errorf("%s cannot be calibrated", p.Name())
}
