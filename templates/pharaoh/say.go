package pharaoh

import (
	"gamehall/internal/games/pharaoh"
	"gamehall/templates/ui"
)

// narration says what one action added to the game's log, or the action
// itself when there is nothing new in it.
var narration = ui.LogNarration[pharaoh.View, pharaoh.Event]{
	Log:      func(v pharaoh.View) []pharaoh.Event { return v.Log },
	Same:     ui.SameEvent[pharaoh.Event],
	Line:     func(lang string, _ pharaoh.View, e pharaoh.Event) string { return EventLine(lang, e) },
	SeatName: SeatName,
}
