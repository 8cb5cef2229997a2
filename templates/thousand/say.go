package thousand

import (
	"gamehall/internal/games/thousand"
	"gamehall/templates/ui"
)

// narration says what one action added to the game's log, or the action
// itself when there is nothing new in it.
var narration = ui.LogNarration[thousand.View, thousand.Event]{
	Log:      func(v thousand.View) []thousand.Event { return v.Log },
	Same:     ui.SameEvent[thousand.Event],
	Line:     func(lang string, _ thousand.View, e thousand.Event) string { return EventLine(lang, e) },
	SeatName: SeatName,
}
