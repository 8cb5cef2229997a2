package klondike

import (
	"fmt"
	"net/url"
	"strconv"

	"gamehall/internal/games/klondike"
	"gamehall/templates/ui"
)

// narrate tells what one Klondike action did, from the boards just
// before (prev, nil when unknown) and after it: the card that moved and
// where, a card turned over, the deal won.
func narrate(lang string, seat int, act url.Values, v klondike.View, prev any, shown func(code string) bool) string {
	p, ok := prev.(klondike.View)
	var s string
	switch act.Get("do") {
	case klondike.ActUndo:
		s = ui.Tr(lang, "You take back a step.", "Вы отменяете шаг.")
	case klondike.ActHint:
		s = ui.Tr(lang, "You ask for a hint.", "Вы просите подсказку.")
	case klondike.ActComplete:
		s = ui.Tr(lang, "You play the rest out.", "Вы доигрываете автоматически.")
	case klondike.ActDraw:
		switch {
		case ok && p.StockCount == 0:
			s = ui.Tr(lang, "You turn the waste over onto the stock.", "Вы переворачиваете сброс в колоду.")
		case len(v.Waste) > 0:
			s = ui.Tr(lang, "You draw: ", "Вы берёте из колоды: ") + v.Waste[len(v.Waste)-1].Label() + "."
		}
	case klondike.ActMove, klondike.ActAuto:
		if ok {
			s = klondikeMoved(lang, v, p)
		}
	}
	if ok {
		s = ui.JoinSay(s, klondikeTurned(lang, v, p))
	}
	if v.Won && (!ok || !p.Won) {
		s = ui.JoinSay(s, ui.Tr(lang, "The deal is won in ", "Пасьянс сошёлся за ")+ui.Plural(lang, v.Moves, "move", "moves", "ход", "хода", "ходов")+".")
	}
	return s
}

// klondikeMoved names the card a move put somewhere: on a foundation
// ("5♠ goes home") or on a column ("7♥ to column 4", with how many
// cards went with it).
func klondikeMoved(lang string, v, p klondike.View) string {
	for i, f := range v.Foundations {
		if f.Count > p.Foundations[i].Count {
			return f.Top.Label() + ui.Tr(lang, " goes home.", " — на базу.")
		}
	}
	for i, c := range v.Columns {
		was := p.Columns[i]
		if c.Down != was.Down || len(c.Up) <= len(was.Up) {
			continue
		}
		n := len(c.Up) - len(was.Up)
		col := strconv.Itoa(i + 1)
		card := c.Up[len(was.Up)].Label()
		if n == 1 {
			return fmt.Sprintf(ui.Tr(lang, "%s to column %s.", "%s — в столбец %s."), card, col)
		}
		return fmt.Sprintf(ui.Tr(lang, "%s and %d more to column %s.", "%s и ещё %d — в столбец %s."), card, n-1, col)
	}
	return ""
}

// klondikeTurned names a card a step turned face up in a column.
func klondikeTurned(lang string, v, p klondike.View) string {
	for i, c := range v.Columns {
		if c.Down < p.Columns[i].Down && len(c.Up) > 0 {
			return fmt.Sprintf(ui.Tr(lang, "In column %d %s turns over.", "В столбце %d открывается %s."), i+1, c.Up[0].Label())
		}
	}
	return ""
}
