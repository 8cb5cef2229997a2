package thousand

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/thousand"
)

// SeatName is a seat's name at this table in a language, for the
// playback's narration.
func SeatName(lang string, seat int) string { return name(lang, seat) }

// EventLine is one event of the log as the narration says it: the log's
// line with its card, if any.
func EventLine(lang string, e thousand.Event) string {
	s := eventText(lang, e)
	if s != "" && e.Card != cards.NoCard && e.Kind != thousand.EvMarriage {
		s += " " + e.Card.Label()
	}
	return s
}
