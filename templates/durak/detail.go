package durak

import (
	"fmt"
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	add(ui.Plural(lang, n("players"), "player", "players", "игрок", "игрока", "игроков"), ui.BotsName(lang, d.Str("level")))
	switch d.Str("end") {
	case "resigned":
		add(ui.EndName(lang, "resigned"))
	case "fool":
		add(ui.Tr(lang, "left the fool", "остался в дураках"))
	case "draw":
		add(ui.Tr(lang, "draw", "ничья"))
	default:
		add(fmt.Sprintf(ui.Tr(lang, "out after bout %d of %d", "вышел после %d-го отбоя из %d"), n("out"), n("bouts")))
	}
	return strings.Join(parts, ", ")
}
