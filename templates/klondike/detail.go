package klondike

import (
	"strings"

	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	moves := func(k int) string { return ui.Plural(lang, k, "move", "moves", "ход", "хода", "ходов") }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	add(moves(n("moves")))
	if k := n("undos"); k > 0 {
		add(ui.Plural(lang, k, "undo", "undos", "отмена", "отмены", "отмен"))
	}
	if k := n("hints"); k > 0 {
		add(ui.Plural(lang, k, "hint", "hints", "подсказка", "подсказки", "подсказок"))
	}
	return strings.Join(parts, ", ")
}
