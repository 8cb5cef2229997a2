package game101

import (
	"gamehall/internal/games/game101"
	"gamehall/templates/ui"
)

// narration says what one action added to the game's log, or the action
// itself when there is nothing new in it.
var narration = ui.LogNarration[game101.View, game101.Event]{
	Log:      func(v game101.View) []game101.Event { return v.Log },
	Same:     ui.SameEvent[game101.Event],
	Line:     func(lang string, _ game101.View, e game101.Event) string { return EventLine(lang, e) },
	SeatName: SeatName,
}
