package minesweeper

import (
	"fmt"
	"net/url"
	"strconv"

	"gamehall/internal/games/minesweeper"
	"gamehall/templates/ui"
)

// narrate tells what one Minesweeper action did: the cell
// opened and what it showed, a flag set or taken off, the end.
func narrate(lang string, seat int, act url.Values, v minesweeper.View, prev any, shown func(code string) bool) string {
	x, errX := strconv.Atoi(act.Get("x"))
	y, errY := strconv.Atoi(act.Get("y"))
	if errX != nil || errY != nil || x < 0 || y < 0 || x >= v.Width || y >= v.Height {
		return ""
	}
	cell := fmt.Sprintf(ui.Tr(lang, "column %d, row %d", "столбец %d, строка %d"), x+1, y+1)
	p, ok := prev.(minesweeper.View)
	opened := 0
	if ok && len(p.Cells) == len(v.Cells) {
		for i, c := range v.Cells {
			if c.State == minesweeper.Open && p.Cells[i].State != minesweeper.Open {
				opened++
			}
		}
	}
	var s string
	switch act.Get("do") {
	case minesweeper.ActFlag:
		if v.At(x, y).State == minesweeper.Flagged {
			s = ui.Tr(lang, "You flag ", "Вы ставите флаг: ") + cell + "."
		} else {
			s = ui.Tr(lang, "You take the flag off ", "Вы снимаете флаг: ") + cell + "."
		}
	case minesweeper.ActReveal, minesweeper.ActChord:
		c := v.At(x, y)
		switch {
		case c.State == minesweeper.Exploded:
			s = ui.Tr(lang, "You open ", "Вы открываете ") + cell + ui.Tr(lang, ": a mine.", ": мина.")
		case ok && p.At(x, y).State == minesweeper.Open:
			s = ui.Tr(lang, "You open around ", "Вы открываете вокруг: ") + cell + "."
		case c.State == minesweeper.Open && c.Count == 0:
			s = ui.Tr(lang, "You open ", "Вы открываете ") + cell + ui.Tr(lang, ": empty.", ": пусто.")
		case c.State == minesweeper.Open:
			s = ui.Tr(lang, "You open ", "Вы открываете ") + cell + ": " + strconv.Itoa(c.Count) + "."
		}
		if opened > 1 {
			s = ui.JoinSay(s, ui.Plural(lang, opened, "cell opens.", "cells open.", "клетка открыта.", "клетки открыты.", "клеток открыто."))
		}
	}
	switch {
	case v.Status == minesweeper.Won && (!ok || p.Status != minesweeper.Won):
		s = ui.JoinSay(s, ui.Tr(lang, "The field is cleared.", "Поле разминировано."))
	case v.Status == minesweeper.Lost && (!ok || p.Status != minesweeper.Lost):
		s = ui.JoinSay(s, ui.Tr(lang, "The game is lost.", "Игра проиграна."))
	}
	return s
}
