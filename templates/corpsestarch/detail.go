package corpsestarch

import (
	"fmt"
	"strings"

	"gamehall/internal/games/corpsestarch"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	n := func(key string) int { return int(d.Int(key)) }
	var parts []string
	add := func(s ...string) { parts = append(parts, s...) }
	add(ui.Tr(lang, "played ", "в игре ")+corpsestarch.Duration(d.Int("ms"), lang),
		fmt.Sprintf(ui.Tr(lang, "%d/%d sections open", "открыто разделов: %d/%d"), n("open"), n("sections")))
	return strings.Join(parts, ", ")
}
