package minesweeper

import (
	"fmt"
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// parseAction reads do, x and y and returns the action's name and cell.
func (s *state) parseAction(act kit.Action) (string, int, error) {
	do := act.Get("do")
	switch do {
	case ActReveal, ActFlag, ActChord:
	default:
		return "", 0, kit.Invalid(
			fmt.Sprintf("unknown action %q: use reveal, flag or chord", do),
			fmt.Sprintf("неизвестное действие %q: используйте reveal, flag или chord", do))
	}
	// A page without JavaScript posts the clicked cell as one button
	// value, cell=x,y; scripts and bots post x and y.
	if cell := act.Get("cell"); cell != "" {
		xs, ys, ok := strings.Cut(cell, ",")
		if !ok {
			return "", 0, kit.Invalid("cell must be x,y", "cell: нужно x,y")
		}
		act = kit.Action{"x": {xs}, "y": {ys}}
	}
	x, err := coordinate(act, "x", s.board.w)
	if err != nil {
		return "", 0, err
	}
	y, err := coordinate(act, "y", s.board.h)
	if err != nil {
		return "", 0, err
	}
	return do, s.board.index(x, y), nil
}

func coordinate(act kit.Action, name string, size int) (int, error) {
	n, err := strconv.Atoi(act.Get(name))
	if err != nil || n < 0 || n >= size {
		return 0, kit.Invalid(
			fmt.Sprintf("%s must be a whole number from 0 to %d", name, size-1),
			fmt.Sprintf("%s: нужно целое число от 0 до %d", name, size-1))
	}
	return n, nil
}
