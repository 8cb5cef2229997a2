package checkers

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// narrate names the move just made: "The bot plays c3:e5:g3."
func narrate(lang string, seat int, act url.Values, v checkers.View, prev any, shown func(code string) bool) string {
	if v.LastMove == nil || v.LastMove.Notation == "" {
		return ui.BoardSay(lang, seat, "")
	}
	s := v.LastMove.Notation
	if n := len(v.LastMove.Captured); n > 0 {
		s += fmt.Sprintf(ui.Tr(lang, ", taking %d", ", взято шашек: %d"), n)
	}
	if v.LastMove.Crowns {
		s += ui.Tr(lang, ", crowned", ", в дамки")
	}
	if seat == kit.HumanSeat {
		return ui.Tr(lang, "You play ", "Ваш ход: ") + s + "."
	}
	return ui.Tr(lang, "The bot plays ", "Бот ходит: ") + s + "."
}
