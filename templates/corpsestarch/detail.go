package corpsestarch

import (
	"fmt"

	"gamehall/internal/games/corpsestarch"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// detail prints a result's particulars (kit.Detail) in a language.
func detail(lang string, d kit.Detail) string {
	p := ui.NewDetailParts(d)
	p.Add(ui.Tr(lang, "played ", "в игре ")+corpsestarch.Duration(d.Int("ms"), lang),
		fmt.Sprintf(ui.Tr(lang, "%d/%d sections open", "открыто разделов: %d/%d"), p.N("open"), p.N("sections")))
	return p.String()
}
