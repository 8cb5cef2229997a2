package owchess

import (
	"errors"
	"math/rand/v2"
	"time"

	"gamehall/internal/games/kit"
)

// recordVersion is bumped when the stored form changes.
const recordVersion = 1

// record is the whole stored state of a game, RNG included.
type record struct {
	V     int       `json:"v"`
	Level kit.Level `json:"level"`
	Human Color     `json:"human"`
	Timer bool      `json:"timer"`
	// Friend is a game between two people at one screen (no bot);
	// Cover hides the board between their turns until the next player
	// says they are ready.
	Friend bool `json:"friend,omitempty"`
	Cover  bool `json:"cover,omitempty"`

	Board Board  `json:"board"`
	Fog   [2]Fog `json:"fog"`
	Turn  Color  `json:"turn"`
	Ply   int    `json:"ply"`
	// Shop is true while the side to move stands at a merchant with the
	// shop open; its move ends when it leaves the shop.
	Shop bool `json:"shop,omitempty"`

	Coins     [2]int  `json:"coins"`
	Collected [2]int  `json:"collected"`
	Ext       [2]bool `json:"ext"`
	// Curses counts the curses laid on each side.
	Curses  [2]int `json:"curses"`
	Strikes [2]int `json:"strikes"`
	// Deadline is when the side to move runs out of time.
	Deadline time.Time `json:"deadline"`
	// Moves counts the moves each side has made.
	Moves [2]int `json:"moves"`

	// End is why the game ended ("" while it goes on); Winner is the
	// winning colour, or -1 for a draw.
	End    string `json:"end,omitempty"`
	Winner int    `json:"winner"`

	Log []Event `json:"log"`
	RNG []byte  `json:"rng"`
}

// The reasons a game ends.
const (
	EndKing   = "king"   // a king was destroyed
	EndTime   = "time"   // a side ran out of time twice
	EndResign = "resign" // the person resigned
	EndLimit  = "limit"  // MaxPlies moves were played: a draw
	EndStuck  = "stuck"  // neither side can move: a draw
)

// MaxPlies ends a game as a draw after this many moves of both sides, so
// every game finishes.
const MaxPlies = 500

// MoveTime is the time each side has for a move.
const MoveTime = 2 * time.Minute

// maxHP bounds hit points in stored states (upgrades stack, but never
// near this).
const maxHP = 1000

// maxLog is how many events the state keeps.
const maxLog = 60

var errBad = errors.New("owchess: decode: bad state")

// check validates a decoded record, so a state that could never arise
// is refused rather than played.
func (r *record) check() error {
	if r.V != recordVersion {
		return errors.New("owchess: decode: unknown version")
	}
	if !Levels.Has(r.Level) {
		return errBad
	}
	if r.Human > Black || r.Turn > Black || r.Ply < 0 || r.Ply > MaxPlies {
		return errBad
	}
	kings := [2]int{}
	for sq, c := range r.Board {
		p := c.P
		if p.Kind > King || p.Color > Black || c.Bonus > AddPiece {
			return errBad
		}
		if p.Kind == None {
			if p != (Piece{}) {
				return errBad
			}
			continue
		}
		if p.HP < 1 || p.HP > p.Max || p.Max > maxHP {
			return errBad
		}
		if p.Kind == Pawn && Rank(sq) == PromotionRank(p.Color) {
			return errBad
		}
		if p.Kind == King {
			kings[p.Color]++
		}
	}
	for c := range 2 {
		if kings[c] > 1 || (kings[c] == 0 && r.End != EndKing) {
			return errBad
		}
		for _, age := range r.Fog[c] {
			if age < 0 || age > Closed {
				return errBad
			}
		}
		if r.Coins[c] < 0 || r.Collected[c] < 0 || r.Curses[c] < 0 ||
			r.Curses[c] > 100 || r.Strikes[c] < 0 || r.Strikes[c] > 2 || r.Moves[c] < 0 {
			return errBad
		}
	}
	switch r.End {
	case "":
		if r.Winner != -1 {
			return errBad
		}
	case EndKing, EndTime, EndResign:
		if r.Winner != 0 && r.Winner != 1 {
			return errBad
		}
	case EndLimit, EndStuck:
		if r.Winner != -1 {
			return errBad
		}
	default:
		return errBad
	}
	if (r.Cover && !r.Friend) || (r.Friend && r.Human != White) {
		return errBad
	}
	if len(r.Log) > maxLog {
		return errBad
	}
	for _, e := range r.Log {
		if e.From < -1 || e.From > 63 || e.To < -1 || e.To > 63 || e.By > Black {
			return errBad
		}
	}
	var pcg rand.PCG
	if err := pcg.UnmarshalBinary(r.RNG); err != nil {
		return errBad
	}
	return nil
}
