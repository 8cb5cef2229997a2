package templates

import (
	"net/url"

	"gamehall/internal/games/chess"
)

// Say narrates one action for the person's status line and screen
// reader: seat acted with act, and view is the person's seat's view just
// after it. It speaks only of what that view shows (an action's fields
// may name a card the seat never sees, such as a bot's pass, so the
// narrators read the view, not the action, for anything hidden). Empty
// when the game has no narrator; the page then shows the board's own
// status line.
func Say(lang string, seat int, act url.Values, view any) string {
	switch v := view.(type) {
	case chess.View:
		return chessSay(lang, seat, v)
	}
	return ""
}
