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
	index int  // tier, upgrade (-1 for sharpen), mission or reliquary item
	lot   int  // servitors to buy: 1, 10 or 0 for as many as affordable
	sure  bool // a tithe was confirmed
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
	case ActRequisition, ActSump, ActAck, ActOmen:
		return action{do: do}, nil
	case ActTithe:
		return action{do: do, sure: len(act["sure"]) == 1 && act["sure"][0] == "1"}, nil
	case ActRelic:
		i, err := pick(act, "item", relicIndex, "relic", "реликвия")
		if err != nil {
			return action{}, err
		}
		return action{do: do, index: i}, nil
	case ActBuy:
		i, err := pick(act, "item", tierIndex, "servitor", "сервитор")
		if err != nil {
			return action{}, err
		}
		lot := 1
		if vs, given := act["lot"]; given {
			switch {
			case len(vs) == 1 && vs[0] == "1":
			case len(vs) == 1 && vs[0] == Lot10:
				lot = 10
			case len(vs) == 1 && vs[0] == LotMax:
				lot = 0
			default:
				return action{}, kit.Invalid("a lot is 1, 10 or max", "партия — 1, 10 или max")
			}
		}
		return action{do: do, index: i, lot: lot}, nil
	case ActUpgrade:
		i, err := pick(act, "item", upgradeOrSharpen, "upgrade", "улучшение")
		if err != nil {
			return action{}, err
		}
		return action{do: do, index: i}, nil
	case ActPurge, ActCollect:
		i, err := pick(act, "mission", missionIndex, "mission", "миссия")
		if err != nil {
			return action{}, err
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

// pick reads the id given once under key and finds it with index; an
// id index does not know is refused as an unknown en (ru in Russian).
func pick(act kit.Action, key string, index func(id string) (int, bool), en, ru string) (int, error) {
	id, err := single(act, key)
	if err != nil {
		return 0, err
	}
	i, ok := index(id)
	if !ok {
		return 0, kit.Invalid(fmt.Sprintf("unknown %s %q", en, id), fmt.Sprintf("неизвестно: %s %q", ru, id))
	}
	return i, nil
}

// upgradeOrSharpen finds an upgrade by id, the sharpening as -1.
func upgradeOrSharpen(id string) (int, bool) {
	if id == sharpenItem {
		return -1, true
	}
	return upgradeIndex(id)
}
