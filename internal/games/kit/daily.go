package kit

import "time"

// Daily is one of a game's daily challenges as it stands on one day:
// the same deal or field for everyone, with a board of the day's wins.
type Daily struct {
	// Key names the challenge in URLs and the database; it is unique
	// among the hall's challenges and never changes, since the day's
	// seed is derived from it.
	Key string
	// Board is the result board the day's board ranks by.
	Board string
	// TitleEN and TitleRU name the challenge; NoteEN and NoteRU say what
	// it is on the day's page.
	TitleEN, TitleRU string
	NoteEN, NoteRU   string
}

// Dailies is implemented by a Game that has daily challenges. It is
// optional: the hall's daily page lists the challenges of every game
// that implements it, in the registry's order, and links to it from
// those games' pages. The day is passed in (midnight UTC), so a game
// may change a challenge from some day on while the days before keep
// exactly the deals they had.
type Dailies[V any] interface {
	// Dailies lists the game's challenges of day, in page order.
	Dailies(day time.Time) []Daily
	// NewDaily makes the game of challenge key on day from seed, which
	// the hall derives from the day, the key and a secret. A practice
	// game (a past day) is casual; now is the server clock. An unknown
	// key returns an [*InputError].
	NewDaily(key string, day time.Time, seed uint64, practice bool, now time.Time) (State[V], error)
}
