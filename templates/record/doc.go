// Package record renders a finished game's public page: who played, how
// it ended, and its replay move by move (links per step without
// JavaScript; record.js steps without reloading, with ←/→ and Home/End).
package record

import (
	"embed"
	"fmt"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/static"
)

//go:embed record.css record.js
var files embed.FS

// Assets are the page's stylesheet and script, for ui.Page.
var Assets = static.Add("record", files, "record.css", "record.js")

// View is one moment of a game's record page.
type View struct {
	ID       int64
	Slug     string
	Game     string // the game's name, in the page's language
	Player   string // the player's username; "" for a guest
	Outcome  string // "win", "loss", "draw" or ""
	Ranked   bool
	Detail   string // the result's particulars, in the page's language
	Started  time.Time
	Finished time.Time
	// Step is the moment shown: 0 is the start, Steps the end.
	Step, Steps int
	// Kept is false for a game played before records were kept: only
	// its end is shown.
	Kept bool
	// Ended is set when the stored game went on past its record (an end
	// the hall made outside the game's steps): the last moment is the
	// game as stored.
	Ended bool
	// Turns says the game has other seats than the person's; then
	// PrevTurn and NextTurn are the nearest moments where it was the
	// person's turn (-1 when there is none): a trick or a round of the
	// table at a time.
	Turns              bool
	PrevTurn, NextTurn int
	// Say tells what the step shown did.
	Say string
	// Hidden are the cards nobody could see at this moment (the other
	// hands, the stock, the kitty...), laid open because the game is
	// over; empty for games without hidden cards.
	Hidden []cards.Pile
	// Board is the board's HTML, rendered from the person's view at that
	// moment by the game's own view package.
	Board string
}

// URL is the address of moment n of the record.
func (v View) URL(n int) string { return fmt.Sprintf("/r/%d?n=%d", v.ID, n) }

// Path is the record's own address (its end).
func (v View) Path() string { return fmt.Sprintf("/r/%d", v.ID) }
