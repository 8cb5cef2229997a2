package pages

import "gamehall/templates/ui"

// TurnTitle is the head of a game page's title, which a background tab
// shows: "Your move" when the person must act, "Game over" at the end,
// else empty. view is the person's view.
func TurnTitle(lang string, view any, over bool) string {
	if over {
		return ui.Tr(lang, "Game over", "Партия окончена")
	}
	mine := false
	if v, ok := view.(interface{ MyTurn() bool }); ok {
		mine = v.MyTurn()
	}
	// Hearts' pass is the person's to make before any trick is played.
	if p, ok := view.(interface{ MustPass() bool }); ok && p.MustPass() {
		mine = true
	}
	if mine {
		return ui.Tr(lang, "Your move", "Ваш ход")
	}
	return ""
}
