package main

import (
	"context"
	"fmt"
	"time"

	ai "gamehall/internal/ai/baduk"
)

// calibrateGo measures a hall Go level's playouts per second of its own
// CPU time on the board of -size, in the openings' positions and in
// middle games reached from them (a quarter of the board played by a
// quick level), and prints the playouts that equal ms milliseconds a
// move. The level's own playouts and budget are replaced by a fixed
// search per position.
func calibrateGo(spec string, ms int) error {
	p, err := newPlayer("go", spec, 1)
	if err != nil {
		return err
	}
	h, ok := p.(*hallGo)
	if !ok {
		return fmt.Errorf("%s cannot be calibrated", p.Name())
	}
	ref, err := newGoReferee(*goSize, *goKomi)
	if err != nil {
		return err
	}
	defer ref.Close()
	quick, _ := newPlayer("go", "hall:medium,playouts=300", 2)
	params := h.params(*goSize)
	params.Budget, params.Playouts = 0, 4_000_000/(*goSize**goSize)
	var playouts, positions int
	var cpu time.Duration
	for i := range ref.Openings() {
		if err := ref.Reset(i); err != nil {
			return err
		}
		for _, midgame := range []bool{false, true} {
			for midgame && len(ref.Moves()) < *goSize**goSize/4 {
				mv, err := quick.Move(ref.Start(), ref.Moves())
				if err == nil {
					err = ref.Play(mv)
				}
				if err != nil {
					return err
				}
				if over, _, _ := ref.Result(); over {
					break
				}
			}
			pos, st, err := replay(ref.Start(), ref.Moves())
			if err != nil {
				return err
			}
			t0 := processCPU()
			d := ai.Think(context.Background(), pos, ai.Situation{KomiHalf: komiHalf(st.komi)}, params, uint64(i+1))
			cpu += processCPU() - t0
			playouts += d.Playouts
			positions++
		}
	}
	if cpu <= 0 {
		return fmt.Errorf("no CPU time measured")
	}
	rate := float64(playouts) / cpu.Seconds()
	fmt.Printf("%s on %dx%d: %d playouts in %d positions, %v CPU: %.0f playouts per CPU second; %d ms a move = %.0f playouts (the level runs %d)\n",
		h.Name(), *goSize, *goSize, playouts, positions, cpu.Round(time.Millisecond), rate, ms, rate*float64(ms)/1000, h.params(*goSize).Playouts)
	return nil
}
