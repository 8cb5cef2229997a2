package templates

import (
	"gamehall/internal/games/baduk"
	"gamehall/internal/games/checkers"
	"gamehall/internal/games/chess"
	"gamehall/internal/games/owchess"
)

// themeNext is the theme the switch goes to from theme (system, light,
// dark, round again), with the button's label.
func themeNext(lang, theme string) (string, string) {
	switch theme {
	case "light":
		return "dark", Tr(lang, "Theme: light. Switch to dark", "Тема: светлая. Сделать тёмной")
	case "dark":
		return "system", Tr(lang, "Theme: dark. Follow the system", "Тема: тёмная. Как в системе")
	}
	return "light", Tr(lang, "Theme: as the system. Switch to light", "Тема: как в системе. Сделать светлой")
}

func themeIcon(theme string) string {
	switch theme {
	case "light":
		return "☀"
	case "dark":
		return "☾"
	}
	return "◐"
}

func speedName(lang, s string) string {
	switch s {
	case "slow":
		return Tr(lang, "slow", "медленно")
	case "fast":
		return Tr(lang, "fast", "быстро")
	case "instant":
		return Tr(lang, "instant", "сразу")
	}
	return Tr(lang, "normal", "обычно")
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// TurnTitle is the head of a game page's title, which a background tab
// shows: "Your move" when the person must act, "Game over" at the end,
// else empty. view is the person's view.
func TurnTitle(lang string, view any, over bool) string {
	if over {
		return Tr(lang, "Game over", "Партия окончена")
	}
	mine := false
	switch v := view.(type) {
	case interface{ MyTurn() bool }:
		mine = v.MyTurn()
	case chess.View:
		mine = v.YourTurn
	case checkers.View:
		mine = v.YourTurn
	case baduk.View:
		mine = v.YourTurn
	case owchess.View:
		mine = v.YourTurn
	}
	if mine {
		return Tr(lang, "Your move", "Ваш ход")
	}
	return ""
}
