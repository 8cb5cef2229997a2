package pages

import (
	"gamehall/internal/games/chess"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// chessSay says the move just made: "The bot plays e5."
func chessSay(lang string, seat int, v chess.View) string {
	if len(v.SAN) == 0 {
		return ""
	}
	san := v.SAN[len(v.SAN)-1]
	if seat == kit.HumanSeat {
		return ui.Tr(lang, "You play ", "Ваш ход: ") + san + "."
	}
	return ui.Tr(lang, "The bot plays ", "Бот ходит: ") + san + "."
}
