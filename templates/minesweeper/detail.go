package minesweeper

import (
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	if d.Bool("noguess") {
		add(ui.Tr(lang, "no guessing", "без угадывания"))
	}
	if _, over := d["3bv"]; !over {
		return strings.Join(parts, ", ") // a game in play: its win-rate entry only
	}
	ms := d.Int("ms")
	rate := 0.0
	if ms > 0 {
		rate = float64(d.Int("solved")) * 1000 / float64(ms)
	}
	bv := ui.Itoa(n("3bv"))
	if n("solved") != n("3bv") {
		bv = ui.Itoa(n("solved")) + "/" + bv
	}
	add("3BV "+bv, ui.Fixed(lang, rate)+" 3BV/"+ui.Tr(lang, "s", "с"))
	if c := n("clicks"); c > 0 {
		add(ui.Tr(lang, "efficiency ", "эффективность ") + ui.Itoa(n("solved")*100/c) + "%")
	}
	return strings.Join(parts, ", ")
}
