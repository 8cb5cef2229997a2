package tonk

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/tonk"
	"gamehall/templates/ui"
)

// narrate says what one action added to the game's log: the action and
// its effects, "Boris played 6♣. Vera draws 1 and misses a turn.", or
// the action itself when prev is not known or nothing was added.
func narrate(lang string, seat int, act url.Values, v tonk.View, prev any, shown func(code string) bool) string {
	if s := eventsSay(lang, v, prev); s != "" {
		return s
	}
	return ui.CardSay(lang, SeatName(lang, seat), seat, act, shown)
}

// eventsSay says what one action added to the log; empty when prev is
// not the same game's view or nothing was added.
func eventsSay(lang string, v tonk.View, prev any) string {
	var lines []string
	p, ok := prev.(tonk.View)
	if !ok {
		return ""
	}
	eq := func(a, b tonk.Event) bool {
		return a.Seat == b.Seat && a.Kind == b.Kind && a.Card == b.Card && a.N == b.N && fmt.Sprint(a.Cards) == fmt.Sprint(b.Cards)
	}
	for _, e := range ui.NewEvents(p.Log, v.Log, eq) {
		lines = append(lines, EventLine(lang, v, e))
	}
	return ui.Sentences(lines)
}
