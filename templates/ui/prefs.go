package ui

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
