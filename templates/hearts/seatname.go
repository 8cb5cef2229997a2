package hearts

// SeatName is a seat's name at this table in a language, for the
// playback's narration.
func SeatName(lang string, seat int) string { return name(lang, seat) }
