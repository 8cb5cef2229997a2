package tonk

import (
	"slices"

	"gamehall/internal/games/tonk"
	"gamehall/templates/ui"
)

// narration says what one action added to the hand's log, or the action
// itself when there is nothing new in it.
var narration = ui.LogNarration[tonk.View, tonk.Event]{
	Log:      func(v tonk.View) []tonk.Event { return v.Log },
	Same:     sameEvent,
	Line:     EventLine,
	SeatName: SeatName,
}

// sameEvent compares two log entries field by field (an event holds a
// list of cards, so == does not).
func sameEvent(a, b tonk.Event) bool {
	return a.Seat == b.Seat && a.Kind == b.Kind && a.Card == b.Card && a.N == b.N && slices.Equal(a.Cards, b.Cards)
}
