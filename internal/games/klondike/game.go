// Package klondike is the rules engine of Klondike solitaire: draw one
// or draw three with unlimited redeals, runs moved whole or from any
// face-up card, the exposed card turned automatically, unlimited undo,
// cards sent home with one action, auto-complete when the win is
// certain, hints, a move counter and a server-kept clock, and deals
// proven winnable on request. It is pure: time comes in as an argument
// and the deal comes from the seed given to New.
package klondike

import (
	"net/url"
	"time"

	"gamehall/internal/games/kit"
)

// Slug is the game's stable name in URLs and the database.
const Slug = "klondike"

// Game makes and restores Klondike states; its zero value is ready.
type Game struct{}

var _ kit.Game[View] = Game{}

// Info describes Klondike: fastest win and fewest moves per draw mode.
func (Game) Info() kit.Info {
	return kit.Info{
		Slug:    Slug,
		NameEN:  "Klondike",
		NameRU:  "Косынка",
		BlurbEN: "The classic patience, draw one or three.",
		BlurbRU: "Классический пасьянс, по одной или по три.",
		Options: formOptions,
		Boards:  boards,
		Ranking: ranking,
	}
}

// New deals a game from the new-game form: draw=1 (default) or 3, and
// winnable=1 for a deal the solver has proven can be won. The same seed
// and options always give the same deal.
func (Game) New(opts url.Values, seed uint64, _ time.Time) (kit.State[View], error) {
	o, err := parseOptions(opts)
	if err != nil {
		return nil, err
	}
	return newGame(o, seed), nil
}

// Decode restores a state written by Encode and rejects anything else.
func (Game) Decode(data []byte) (kit.State[View], error) {
	return decodeState(data)
}
