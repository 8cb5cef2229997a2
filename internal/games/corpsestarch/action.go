package corpsestarch

import (
	"fmt"
	"strings"

	"gamehall/internal/games/kit"
)

// action is a parsed form. It never carries an amount: every number comes
// from the rules.
type action struct {
	do    string
	index int // tier, upgrade (-1 for sharpen) or mission
}

// forgedFields are names a form might use to smuggle a number in. They
// are refused outright so a tampered request is visible, not silently
// obeyed or ignored. Other unknown fields (the hall's own) are ignored.
var forgedFields = []string{
	"amount", "count", "qty", "quantity", "n", "number", "times", "repeat",
	"starch", "stock", "value", "reward", "yield", "bonus", "gain",
	"cost", "price", "rate", "mult", "multiplier", "duration", "level",
}

// parseAction checks a form and names what it asks for.
func parseAction(act kit.Action) (action, error) {
	for key := range act {
		for _, f := range forgedFields {
			if strings.EqualFold(key, f) {
				return action{}, kit.Invalid(
					fmt.Sprintf("field %q is not accepted: amounts come from the rules, never from the form", key),
					fmt.Sprintf("поле %q не принимается: количества задают правила, а не форма", key))
			}
		}
	}
	do, err := single(act, "do")
	if err != nil {
		return action{}, err
	}
	switch do {
	case ActRequisition, ActSump, ActAck:
		return action{do: do}, nil
	case ActBuy:
		id, err := single(act, "item")
		if err != nil {
			return action{}, err
		}
		i, ok := tierIndex(id)
		if !ok {
			return action{}, unknown("servitor", "сервитор", id)
		}
		return action{do: do, index: i}, nil
	case ActUpgrade:
		id, err := single(act, "item")
		if err != nil {
			return action{}, err
		}
		if id == sharpenItem {
			return action{do: do, index: -1}, nil
		}
		i, ok := upgradeIndex(id)
		if !ok {
			return action{}, unknown("upgrade", "улучшение", id)
		}
		return action{do: do, index: i}, nil
	case ActPurge, ActCollect:
		id, err := single(act, "mission")
		if err != nil {
			return action{}, err
		}
		i, ok := missionIndex(id)
		if !ok {
			return action{}, unknown("mission", "миссия", id)
		}
		return action{do: do, index: i}, nil
	}
	return action{}, kit.Invalid(
		fmt.Sprintf("unknown action %q", do),
		fmt.Sprintf("неизвестное действие %q", do))
}

// single reads a field that must be given exactly once.
func single(act kit.Action, key string) (string, error) {
	vs := act[key]
	if len(vs) != 1 || vs[0] == "" {
		return "", kit.Invalid(
			fmt.Sprintf("the form needs exactly one %q", key),
			fmt.Sprintf("в форме должно быть ровно одно поле %q", key))
	}
	return vs[0], nil
}

func unknown(en, ru, id string) error {
	return kit.Invalid(fmt.Sprintf("unknown %s %q", en, id), fmt.Sprintf("неизвестно: %s %q", ru, id))
}
