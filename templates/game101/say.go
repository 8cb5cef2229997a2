package game101

import (
	"net/url"

	"gamehall/internal/games/game101"
	"gamehall/templates/ui"
)

// narrate says what one action added to the game's log: the action and
// its effects, "Boris played 6♣. Vera draws 1 and misses a turn.", or
// the action itself when prev is not known or nothing was added.
func narrate(lang string, seat int, act url.Values, v game101.View, prev any, shown func(code string) bool) string {
	if s := eventsSay(lang, v, prev); s != "" {
		return s
	}
	return ui.CardSay(lang, SeatName(lang, seat), seat, act, shown)
}

// eventsSay says what one action added to the log; empty when prev is
// not the same game's view or nothing was added.
func eventsSay(lang string, v game101.View, prev any) string {
	var lines []string
	p, ok := prev.(game101.View)
	if !ok {
		return ""
	}
	for _, e := range ui.NewEvents(p.Log, v.Log, ui.SameEvent[game101.Event]) {
		lines = append(lines, EventLine(lang, e))
	}
	return ui.Sentences(lines)
}
