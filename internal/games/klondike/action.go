package klondike

import (
	"fmt"
	"strconv"
	"strings"

	"gamehall/internal/games/kit"
)

// command is a parsed action.
type command struct {
	do       string
	from, to place
	count    int // 0: as many as fit
}

// parseAction reads an action without looking at the position.
func parseAction(act kit.Action) (command, error) {
	cmd := command{do: act.Get("do"), from: placeNone, to: placeNone}
	switch cmd.do {
	case ActDraw, ActUndo, ActComplete, ActHint:
		return cmd, nil
	case ActMove, ActAuto:
	default:
		return cmd, kit.Invalid(
			fmt.Sprintf("Unknown action %q: use draw, move, auto, undo, complete or hint.", cmd.do),
			fmt.Sprintf("Неизвестное действие %q: используйте draw, move, auto, undo, complete или hint.", cmd.do))
	}
	// A picked card posts its place and count as one value, "t3:2"
	// (a radio button has only one value), the same as from=t3&count=2.
	from, picked, hasPick := strings.Cut(act.Get("from"), ":")
	var ok bool
	if cmd.from, ok = parsePlace(from); !ok || cmd.from == placeAnyFound {
		return cmd, kit.Invalid(
			"Take cards from w (the waste), t1..t7 (a column) or f1..f4 (a foundation).",
			"Карты берут из w (отбой), t1..t7 (колонна) или f1..f4 (фундамент).")
	}
	if raw := act.Get("count"); raw != "" || hasPick {
		n, err := parseCount(raw, picked, hasPick)
		if err != nil {
			return cmd, err
		}
		cmd.count = n
	}
	if cmd.do == ActAuto {
		if cmd.count > 1 {
			return cmd, kit.Invalid("Only a top card goes to a foundation.", "На фундамент идёт только верхняя карта.")
		}
		cmd.to, cmd.count = placeAnyFound, 1
		return cmd, nil
	}
	if cmd.to, ok = parsePlace(act.Get("to")); !ok || cmd.to == placeWaste {
		return cmd, kit.Invalid(
			"Put cards on t1..t7 (a column), f (their foundation) or f1..f4.",
			"Карты кладут на t1..t7 (колонна), f (свой фундамент) или f1..f4.")
	}
	return cmd, nil
}

// parseCount reads the count field and the count after a picked
// place; when both are given they must agree.
func parseCount(field, picked string, hasPick bool) (int, error) {
	var texts []string
	if field != "" {
		texts = append(texts, field)
	}
	if hasPick {
		texts = append(texts, picked)
	}
	n := 0
	for _, raw := range texts {
		k, err := strconv.Atoi(raw)
		if err != nil || k < 1 || k > 13 || (n != 0 && n != k) {
			return 0, kit.Invalid("The number of cards must be a whole number from 1 to 13.", "Число карт — целое число от 1 до 13.")
		}
		n = k
	}
	return n, nil
}
