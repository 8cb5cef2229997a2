package game101

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/game101"
)

// SeatName is a seat's name at this table in a language, for the
// playback's narration.
func SeatName(lang string, seat int) string { return name(lang, seat) }

// EventLine is one event of the log as the narration says it: the log's
// line with its card, if any ("Boris played 6♣").
func EventLine(lang string, e game101.Event) string {
	s := eventText(lang, e)
	if s != "" && e.Card != cards.NoCard {
		s += " " + e.Card.Label()
	}
	return s
}
