package pharaoh

import (
	"gamehall/internal/games/cards"
	"gamehall/internal/games/pharaoh"
)

// SeatName is a seat's name at this table in a language, for the
// playback's narration.
func SeatName(lang string, seat int) string { return name(lang, seat) }

// EventLine is one event of the log as the narration says it: the log's
// line with its card and, for a joker, the suit it calls.
func EventLine(lang string, e pharaoh.Event) string {
	s := eventText(lang, e)
	if s != "" && e.Card != cards.NoCard {
		s += " " + e.Card.Label()
		if e.Kind == pharaoh.EvPlay && e.Card.IsJoker() && e.Suit.Valid() {
			s += " → " + e.Suit.Symbol()
		}
	}
	return s
}
