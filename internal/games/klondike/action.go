package klondike

import (
	"fmt"
	"strconv"

	"gamehall/internal/games/kit"
)

// command is a parsed action.
type command struct {
	do       string
	from, to place
	count    int // 0: as many as fit
}

// The actions a form or a bot may post in the field "do".
const (
	DoDraw     = "draw"     // turn over the next stock card(s), or redeal
	DoMove     = "move"     // from, to and optionally count
	DoAuto     = "auto"     // send the card at from to its foundation
	DoUndo     = "undo"     // take back the last step
	DoComplete = "complete" // play the rest out, when that is certain to win
	DoHint     = "hint"     // suggest a move
)

// parseAction reads an action without looking at the position.
func parseAction(act kit.Action) (command, error) {
	cmd := command{do: act.Get("do"), from: placeNone, to: placeNone}
	switch cmd.do {
	case DoDraw, DoUndo, DoComplete, DoHint:
		return cmd, nil
	case DoMove, DoAuto:
	default:
		return cmd, kit.Invalid(
			fmt.Sprintf("unknown action %q: use draw, move, auto, undo, complete or hint", cmd.do),
			fmt.Sprintf("неизвестное действие %q: используйте draw, move, auto, undo, complete или hint", cmd.do))
	}
	var ok bool
	if cmd.from, ok = parsePlace(act.Get("from")); !ok || cmd.from == placeAnyFound {
		return cmd, kit.Invalid(
			"from must be w (the waste), t1..t7 (a column) or f1..f4 (a foundation)",
			"from: нужно w (отбой), t1..t7 (колонна) или f1..f4 (фундамент)")
	}
	if cmd.do == DoAuto {
		cmd.to, cmd.count = placeAnyFound, 1
		return cmd, nil
	}
	if cmd.to, ok = parsePlace(act.Get("to")); !ok || cmd.to == placeWaste {
		return cmd, kit.Invalid(
			"to must be t1..t7 (a column), f (its foundation) or f1..f4",
			"to: нужно t1..t7 (колонна), f (свой фундамент) или f1..f4")
	}
	if raw := act.Get("count"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > 13 {
			return cmd, kit.Invalid("count must be a whole number from 1 to 13", "count: нужно целое число от 1 до 13")
		}
		cmd.count = n
	}
	return cmd, nil
}
