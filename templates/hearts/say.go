package hearts

import (
	"fmt"
	"net/url"

	"gamehall/internal/games/hearts"
	"gamehall/internal/games/kit"
	"gamehall/templates/ui"
)

// narrate says what a player did and who took the trick it completed.
func narrate(lang string, seat int, act url.Values, v hearts.View, prev any, shown func(code string) bool) string {
	return ui.JoinSay(ui.CardSay(lang, SeatName(lang, seat), seat, act, shown), trickSay(lang, v, prev))
}

// trickSay says who took the trick an action completed in Hearts.
func trickSay(lang string, v hearts.View, prev any) string {
	p, ok := prev.(hearts.View)
	if !ok || len(v.Tricks) != len(p.Tricks)+1 {
		return ""
	}
	t := v.Tricks[len(v.Tricks)-1]
	who := SeatName(lang, t.Winner)
	points := ui.Plural(lang, t.Points, "point", "points", "очко", "очка", "очков")
	if t.Winner == kit.HumanSeat {
		return fmt.Sprintf(ui.Tr(lang, "You take the trick (%s).", "Вы берёте взятку (%s)."), points)
	}
	return fmt.Sprintf(ui.Tr(lang, "%s takes the trick (%s).", "%s: взятка (%s)."), who, points)
}
