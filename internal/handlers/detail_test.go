package handlers

import (
	"encoding/json"
	"testing"

	"gamehall/internal/games/kit"
)

// TestDetailText: details are printed by their game's view in the
// reader's language, also as read back from the database (numbers as
// float64), and an old English sentence is shown as it was.
func TestDetailText(t *testing.T) {
	t.Parallel()
	games := Games()
	stored := func(d kit.Detail) kit.Detail {
		b, _ := json.Marshal(d)
		var out kit.Detail
		json.Unmarshal(b, &out)
		return out
	}
	for _, c := range []struct {
		d      kit.Detail
		en, ru string
	}{
		{kit.Detail{"kind": "minesweeper", "3bv": 42, "solved": 42, "ms": 21000}, "3BV 42, 2.00 3BV/s", "3BV 42, 2,00 3BV/с"},
		{kit.Detail{"kind": "minesweeper", "3bv": 16, "solved": 3, "ms": 2000}, "3BV 3/16, 1.50 3BV/s", "3BV 3/16, 1,50 3BV/с"},
		{kit.Detail{"kind": "minesweeper", "noguess": true, "3bv": 40, "solved": 40, "ms": 20000, "clicks": 50}, "no guessing, 3BV 40, 2.00 3BV/s, efficiency 80%", "без угадывания, 3BV 40, 2,00 3BV/с, эффективность 80%"},
		{kit.Detail{"kind": "minesweeper", "preset": "expert"}, "", ""},
		{kit.Detail{"kind": "klondike", "moves": 101, "undos": 0, "hints": 2}, "101 moves, 2 hints", "101 ход, 2 подсказки"},
		{kit.Detail{"kind": "chess", "result": "1-0", "end": "checkmate", "moves": 23, "colour": "white"},
			"1-0, checkmate, as White, 23 moves", "1-0, мат, за белых, 23 хода"},
		{kit.Detail{"kind": "hearts", "level": "hard", "rounds": 7, "scores": []any{12, 80, 101, 67}},
			"strong bots, 7 rounds, 12 / 80 / 101 / 67", "сильные боты, 7 раундов, 12 / 80 / 101 / 67"},
		{kit.Detail{"text": "3BV 42, 2.1 3BV/s"}, "3BV 42, 2.1 3BV/s", "3BV 42, 2.1 3BV/s"},
		{nil, "", ""},
	} {
		for _, d := range []kit.Detail{c.d, stored(c.d)} {
			if got := games.detailText("en", d); got != c.en {
				t.Errorf("en %v: %q, want %q", d, got, c.en)
			}
			if got := games.detailText("ru", d); got != c.ru {
				t.Errorf("ru %v: %q, want %q", d, got, c.ru)
			}
		}
	}
}

// TestEveryGamePrintsItsDetails: every registered game's view declares
// the printer of its results' particulars, so no result of a new game
// shows without them.
func TestEveryGamePrintsItsDetails(t *testing.T) {
	t.Parallel()
	for _, e := range Games().order {
		if e.detail == nil {
			t.Errorf("%s: its view has no Detail printer", e.info.Slug)
		}
	}
}
