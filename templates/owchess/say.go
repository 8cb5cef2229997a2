package owchess

import (
	"net/url"

	"gamehall/internal/games/owchess"
	"gamehall/templates/ui"
)

// narrate tells what the seat saw of the move just made, as its log
// does (a move out of the fog names no piece).
func narrate(lang string, seat int, act url.Values, v owchess.View, prev any, shown func(code string) bool) string {
	p, ok := prev.(owchess.View)
	if !ok {
		return ui.BoardSay(lang, seat, "")
	}
	var lines []string
	for _, l := range ui.NewEvents(p.Log, v.Log, ui.SameEvent[owchess.LogLine]) {
		lines = append(lines, LogText(lang, l, v.Friend))
	}
	if len(lines) == 0 {
		return ui.BoardSay(lang, seat, "")
	}
	return ui.Sentences(lines)
}
