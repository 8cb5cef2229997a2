package minesweeper

import (
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	if d.Bool("noguess") {
		p.Add(ui.Tr(lang, "no guessing", "без угадывания"))
	}
	if _, over := d["3bv"]; !over {
		return p.String() // a game in play: its win-rate entry only
	}
	ms := d.Int("ms")
	rate := 0.0
	if ms > 0 {
		rate = float64(d.Int("solved")) * 1000 / float64(ms)
	}
	bv := ui.Itoa(p.N("3bv"))
	if p.N("solved") != p.N("3bv") {
		bv = ui.Itoa(p.N("solved")) + "/" + bv
	}
	p.Add("3BV "+bv, ui.Fixed(lang, rate)+" 3BV/"+ui.Tr(lang, "s", "с"))
	if c := p.N("clicks"); c > 0 {
		p.Add(ui.Tr(lang, "efficiency ", "эффективность ") + ui.Itoa(p.N("solved")*100/c) + "%")
	}
	return p.String()
}
