package durak

import (
	"fmt"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.Plural(lang, p.N("players"), "player", "players", "игрок", "игрока", "игроков"), ui.BotsName(lang, d.Str("level")))
	switch d.Str("end") {
	case "resigned":
		p.Add(ui.EndName(lang, "resigned"))
	case "fool":
		p.Add(ui.Tr(lang, "left the fool", "остался в дураках"))
	case "draw":
		p.Add(ui.Tr(lang, "draw", "ничья"))
	default:
		p.Add(fmt.Sprintf(ui.Tr(lang, "out after bout %d of %d", "вышел после %d-го отбоя из %d"), p.N("out"), p.N("bouts")))
	}
	return p.String()
}
