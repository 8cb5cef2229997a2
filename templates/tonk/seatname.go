package tonk

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/tonk"
)

// SeatName is a seat's name at this table in a language, for the
// playback's narration.
func SeatName(lang string, seat int) string { return name(lang, seat) }

// EventLine is one event of the log as the narration says it: the log's
// line with its cards, if any.
func EventLine(lang string, v tonk.View, e tonk.Event) string {
	s := eventText(lang, v, e)
	if s == "" {
		return ""
	}
	if e.Card != cards.NoCard {
		s += " " + e.Card.Label()
	}
	for _, c := range e.Cards {
		s += " " + c.Label()
	}
	return s
}
