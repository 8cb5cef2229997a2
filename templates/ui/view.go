package ui

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"gamehall/internal/games/kit"
	"gamehall/static"
)

// Page is what every full page knows.
type Page struct {
	Lang  string
	Title string
	User  string // username; empty for a guest
	Path  string // the current path, to come back to after a switch
	Flash string
	// Styles and Scripts are extra static files (names for Asset) the
	// page needs, e.g. a game's own CSS and keyboard script.
	Styles  []string
	Scripts []string
	// Prefs are the visitor's table settings.
	Prefs Prefs
	// Board is set on a game page: the skip link then leads to the
	// board rather than to the page's main content.
	Board bool
	// Bots is set on the page of a game with bot seats: only there does
	// the bots' speed switch mean anything.
	Bots bool
}

// Prefs are a visitor's table settings: the playback speed of bots'
// turns (normal, slow, fast, instant), sound (on, off) and the colour
// theme (system, light, dark).
type Prefs struct {
	Speed, Sound, Theme string
}

// Frame is what a game's board component knows besides its view.
type Frame struct {
	GameID  int64
	Version int64
	Slug    string
	Lang    string
	Error   string // why the last action was refused
	Over    bool
	// Player names the person in game records (PGN, PDN, SGF): their
	// username, or "Guest".
	Player string
	// Guest is set for a visitor who has not signed up: a finished game
	// invites them to sign up to keep it.
	Guest bool
	// Frames are the boards between the person's action and this one,
	// one after each action it set off (see PlayFrame); Say narrates the
	// last action, the one that led to this board.
	Frames []PlayFrame
	Say    string
	Actor  int // the seat whose action Say narrates
	// Title is the page title for this board ("Your move · Chess").
	Title string
	// Casual is why the game does not count on leaderboards and
	// ratings, in the page's language; "" for a ranked game.
	Casual string
	// Confirm, when set, asks the person to confirm help that makes a
	// ranked game casual.
	Confirm *Confirm
	// Leave, when set, is the text of a link under the board to the
	// game's leave page ("Resign…"), for games whose board has no
	// resign button of its own (card games with an opponent).
	Leave string
	// Resigned says the person resigned a game whose board cannot say
	// so itself: the hall says it and takes the board's controls away.
	Resigned bool
	// Aborts says leaving now aborts the game (before the person's first
	// move): a board's Resign button then says Abort, as the leave page
	// does, since nothing will be recorded.
	Aborts bool
}

// LeaveURL is the page that asks before leaving the game.
func (f Frame) LeaveURL() string { return fmt.Sprintf("/games/%d/leave", f.GameID) }

// resignValues are the fields htmx posts for a board's Resign button
// (see Resign): the action and the version of the board shown.
func resignValues(f Frame) string {
	return fmt.Sprintf(`{"do":%q,"v":"%d"}`, kit.ActResign, f.Version)
}

// Confirm is the server's confirm step for help (a take-back, a hint)
// that turns a ranked game casual: the question, and the refused
// action's fields, which the confirm button posts again with the
// consent (kit.ConfirmKey) added.
type Confirm struct {
	Question string
	Fields   [][2]string // name, value; the version "v" is left out
}

// PlayFrame is one step of a playback: the person's seat's board after
// one action, already rendered from that seat's view (so it holds
// nothing the seat may not see), and a sentence saying what happened.
type PlayFrame struct {
	HTML string
	Say  string
	Seat int // the seat that acted
}

// Action is the URL a board's forms post to.
func (f Frame) Action() string { return fmt.Sprintf("/games/%d", f.GameID) }

// RecordURL is the finished game's public page, with its replay.
func (f Frame) RecordURL() string { return fmt.Sprintf("/r/%d", f.GameID) }

// NewFrame is what a game's new-game form knows.
type NewFrame struct {
	Slug  string
	Lang  string
	Error string
	// Values are what the form shows: the posted form after a refusal,
	// else the person's settings of their last game of it (nil: the
	// defaults).
	Values url.Values
}

// Action is the URL the new-game form posts to.
func (f NewFrame) Action() string { return "/play/" + f.Slug }

// Asset returns a static file's content-hashed URL.
func Asset(name string) string { return static.URL(name) }

// Millis formats a time given in milliseconds, in the page's language,
// to tenths of a second: "18.0 s" ("18,0 с"), and past a minute
// "2:05.3" ("2:05,3"). Boards, summaries and profiles all print times
// with it.
func Millis(lang string, ms int64) string {
	tenths := ms / 100
	if ms >= 60_000 {
		return fmt.Sprintf("%d:%02d%s%d", ms/60_000, ms/1000%60, Tr(lang, ".", ","), tenths%10)
	}
	return fmt.Sprintf("%d%s%d\u00a0%s", ms/1000, Tr(lang, ".", ","), tenths%10, Tr(lang, "s", "с"))
}

// Fixed formats x with two decimals and the language's decimal mark:
// "2.41", "2,41" (3BV per second).
func Fixed(lang string, x float64) string {
	s := fmt.Sprintf("%.2f", x)
	if lang == "ru" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Itoa formats an integer.
func Itoa[T ~int | ~int64 | ~int32 | ~uint8 | ~uint16 | ~uint32](n T) string {
	return fmt.Sprint(int64(n))
}

// Ago says how long ago a moment was, roughly.
func Ago(lang string, t time.Time) string {
	d := time.Since(t)
	switch {
	case d < time.Minute:
		return Tr(lang, "just now", "только что")
	case d < time.Hour:
		return fmt.Sprintf(Tr(lang, "%d min ago", "%d мин назад"), int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf(Tr(lang, "%d h ago", "%d ч назад"), int(d.Hours()))
	}
	return fmt.Sprintf(Tr(lang, "%d days ago", "%d дн. назад"), int(d.Hours()/24))
}

// NewGameQuestion is asked before a board's New game button (or its key)
// leaves a game that is not over for a new one.
func NewGameQuestion(lang string) string {
	return Tr(lang, "Leave this game for a new one? It stays under Continue, so you can come back to it.",
		"Оставить эту партию и начать новую? Она останется в списке «Продолжить», и к ней можно вернуться.")
}
