package pharaoh

import (
	"net/url"

	"gamehall/internal/games/pharaoh"
	"gamehall/templates/ui"
)

// narrate says what one action added to the game's log: the action and
// its effects, "Boris played 6♣. Vera draws 1 and misses a turn.", or
// the action itself when prev is not known or nothing was added.
func narrate(lang string, seat int, act url.Values, v pharaoh.View, prev any, shown func(code string) bool) string {
	if s := eventsSay(lang, v, prev); s != "" {
		return s
	}
	return ui.CardSay(lang, SeatName(lang, seat), seat, act, shown)
}

// eventsSay says what one action added to the log; empty when prev is
// not the same game's view or nothing was added.
func eventsSay(lang string, v pharaoh.View, prev any) string {
	var lines []string
	p, ok := prev.(pharaoh.View)
	if !ok {
		return ""
	}
	for _, e := range ui.NewEvents(p.Log, v.Log, ui.SameEvent[pharaoh.Event]) {
		lines = append(lines, EventLine(lang, e))
	}
	return ui.Sentences(lines)
}
