package pages

import (
	"time"

	"github.com/a-h/templ"

	"gamehall/templates/ui"
)

// ProfileView is a player's profile: public at /u/{name}, and the
// player's own at /profile (Own), where a guest sees what signing up
// keeps.
type ProfileView struct {
	Name    string // "" for a guest's own page
	Games   Games  // every game, to name them and order the counts
	Own     bool
	Ratings []RatingLine
	Stats   []GameStatsLine
	Recent  []GameLine
	Counts  map[string][2]int // own page: slug -> started, finished
	// Solo are the solitaires' records (ui.View.Stats), in the
	// registry's order: only of games the player has played.
	Solo []templ.Component
}

// RatingLine is one rating with its history chart.
type RatingLine struct {
	Slug             string
	Game             string // the game's name, in the page's language
	TitleEN, TitleRU string // the variant, e.g. "9x9"; "" for the game's only rating
	R, RD            float64
	Games            int
	ChartSVG         string // from internal/ratingchart: numbers and escaped text only
}

// Title names the rating: the game and its variant.
func (r RatingLine) Title(lang string) string {
	return joinNonEmpty(" ", r.Game, ui.Tr(lang, r.TitleEN, r.TitleRU))
}

// GameStatsLine is a player's record in one game (ranked games).
type GameStatsLine struct {
	Slug                string
	Played              int
	Wins, Draws, Losses int
	Streak, BestStreak  int
}

// GameLine is one finished game; it links to the game's record page.
type GameLine struct {
	ID       int64
	Slug     string
	Finished time.Time
	Outcome  string
	Ranked   bool
	Detail   string // the result's particulars, in the page's language
}
