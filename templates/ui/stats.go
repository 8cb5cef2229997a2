package ui

import (
	"net/url"

	"github.com/a-h/templ"

	"gamehall/internal/games/kit"
)

// Stats is a solitaire's record on its players' profiles, declared by
// its view package (View.Stats) so that the profile names no game: the
// win-rate boards it reads (one row per game started) and Show, which
// folds the player's ranked games on them, oldest first, with the
// engine's statistics and renders the profile's section of them (nil
// when there is nothing to show).
type Stats struct {
	Boards []string
	Show   func(lang string, games []kit.Played) templ.Component
}

// Tallying is v with its record on the profile (see Stats).
func (v View[V]) Tallying(boards []string, show func(lang string, games []kit.Played) templ.Component) View[V] {
	v.Stats = Stats{Boards: boards, Show: show}
	return v
}

// BoardURL is a leaderboard page.
func BoardURL(slug, board, period string) string {
	return "/leaderboard/" + slug + "?board=" + url.QueryEscape(board) + "&period=" + period
}

// Percent prints a share as a whole percentage.
func Percent(part, whole int) string {
	if whole <= 0 {
		return "—"
	}
	return Itoa((part*1000/whole+5)/10) + "%"
}
