package chess

import (
	"time"

	"gamehall/internal/games/kit"
)

const recordVersion = 1

// record is everything a game stores. The position, the move list in
// SAN and the repetition history are derived from it by replaying the
// moves, so the stored form stays small and cannot contradict itself.
type record struct {
	Version int       `json:"v"`
	Start   string    `json:"start"`
	Moves   []string  `json:"moves,omitempty"` // UCI, from Start
	Human   string    `json:"human"`           // "white" or "black"
	Level   kit.Level `json:"level"`
	Created time.Time `json:"created"`
	// End is set for the endings the board cannot show: "resigned"
	// (the person gave up) and "agreed" (a draw offer was accepted).
	End string `json:"end,omitempty"`
	// DrawOffer is "pending" while the bot considers the person's
	// offer, "declined" after it said no (until the next move).
	DrawOffer string `json:"drawOffer,omitempty"`
	// Takebacks counts the move pairs taken back.
	Takebacks int `json:"takebacks,omitempty"`
}

// Ending reasons, also the status keys of the view.
const (
	EndCheckmate    = "checkmate"
	EndStalemate    = "stalemate"
	EndInsufficient = "insufficient"
	EndFifty        = "fifty"
	EndThreefold    = "threefold"
	EndResigned     = "resigned"
	EndAgreed       = "agreed"
)
