package chess

import (
	"net/url"

	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// narrate says the move just made: "The bot plays e5."
func narrate(lang string, seat int, act url.Values, v chess.View, prev any, shown func(code string) bool) string {
	if len(v.SAN) == 0 {
		return ""
	}
	san := v.SAN[len(v.SAN)-1]
	if seat == kit.HumanSeat {
		return ui.Tr(lang, "You play ", "Ваш ход: ") + san + "."
	}
	return ui.Tr(lang, "The bot plays ", "Бот ходит: ") + san + "."
}
