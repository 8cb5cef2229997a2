package owchess

import "gamehall/internal/games/owchess"

// LogText is one event of the seat's log as the narration says it: the
// same line the board's log shows, naming only what the seat saw.
func LogText(lang string, l owchess.LogLine, friend bool) string { return logText(lang, l, friend) }
