// Package kit is the contract between a pure rules engine and the hall.
//
// A game is one package under internal/games that implements [Game] and
// [State] for its own view type V. The hall (internal/handlers) loads the
// encoded state, hands it the player's form as an [Action], lets bots act
// until a human must move, saves the state and renders View(seat) with the
// game's templ component. Everything here is pure: time comes in as an
// argument and randomness comes from the seed given to New, kept inside the
// state (for example a math/rand/v2 PCG, which marshals to bytes).
//
// A refused action changes nothing. Apply returns an [*InputError] for
// input that is malformed or against the rules, and then the state is
// exactly what it was: its encoding is the same bytes. This is the one
// guarantee for refusals: the hall relies on it and shows the game it has
// in hand after a refusal instead of reading it again, and the contract
// suite (kit/kittest) checks it for every game after every refused
// action, fuzzed ones included.
//
// A game with hidden information implements [Keeper], listing what each
// seat must never see; kittest looks for those secrets in every view and
// the hall's tests in every page.
package kit

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/url"
	"time"
)

// Game describes one kind of game and makes or restores its states.
type Game[V any] interface {
	// Info describes the game to the catalogue, the new-game page and
	// the leaderboards.
	Info() Info
	// New starts a game from the new-game form. The seed comes from
	// crypto/rand; now is the server clock. Bad options return an
	// [*InputError].
	New(opts url.Values, seed uint64, now time.Time) (State[V], error)
	// Decode restores a state written by State.Encode. It must reject
	// any other bytes with an error and never panic.
	Decode(data []byte) (State[V], error)
}

// State is one game in progress (or finished). Methods other than Apply
// and Advance must not change it.
type State[V any] interface {
	// Encode serialises the whole state, RNG included.
	Encode() ([]byte, error)
	// Apply performs one action for a seat at time now. Input that is
	// malformed or against the rules returns an [*InputError] and leaves
	// the state exactly as it was.
	Apply(seat int, act Action, now time.Time) error
	// NextBot reports a bot seat that must act now, if any. The hall
	// calls the game's bot for that seat and applies its action, and
	// repeats until ok is false.
	NextBot() (seat int, ok bool)
	// Over reports whether the game has ended; an ended game accepts no
	// more actions.
	Over() bool
	// Results are the leaderboard entries this game stands at now, one
	// per board at most. The hall stores them on every save, replacing
	// the game's earlier entry for the same board.
	Results() []Result
	// View is everything the given seat may see at time now, and
	// nothing more: it is rendered into HTML and given to bots.
	View(seat int, now time.Time) V
}

// Advancer is implemented by states that change with time alone (idle
// games, move timers). The hall calls Advance before every render and
// action and saves the state when it reports a change.
type Advancer interface {
	Advance(now time.Time) (changed bool)
}

// Bot chooses an action for the seat whose view it is given. It must
// return before ctx's deadline (the hall gives each move a budget) and
// may use rng for its own choices; it never sees more than the view.
type Bot[V any] func(ctx context.Context, view V, rng *rand.Rand) (Action, error)

// Action is one thing a seat does, in the same words a browser form
// posts: the field "do" names the action and the other fields are its
// arguments (for example do=reveal&x=3&y=4). Bots speak the same
// language, so they can do nothing a person could not.
type Action = url.Values

// HumanSeat is the seat of the person who created the game.
const HumanSeat = 0

// Info declares a game: everything the hall shows about it before a
// game starts, in both languages, and its options as data.
type Info struct {
	Slug string
	// NameEN and NameRU are the game's name; BlurbEN and BlurbRU its
	// one-line description in the catalogue.
	NameEN, NameRU   string
	BlurbEN, BlurbRU string
	// Levels are the bot levels offered, weakest first; empty for a
	// game without bots.
	Levels Ladder
	// Options are the fields of the new-game form, in display order.
	Options []Option
	// Boards lists the game's leaderboards, in display order.
	Boards []Board
	// Ranking says which settings are ranked (nil: all of them).
	Ranking Ranking
	// Opponent says the person plays against someone (bots, or a
	// friend at the same screen): the game accepts [ActResign] from the
	// person at any time, and once they have moved, leaving it counts as
	// a loss (resigning, abandoning it, or leaving it untouched for
	// [AbandonAfter]). Solo games are kept until finished.
	Opponent bool
}

// ActResign is the action (do=resign) by which the person gives up a
// game with an opponent: the game ends at once as their loss. Before
// their first move it records nothing (a game counts from the first
// move); the hall offers aborting instead.
const ActResign = "resign"

// AbandonAfter is how long a game with an opponent may stay untouched
// after the person's first move before the hall records it as their
// loss.
const AbandonAfter = 7 * 24 * time.Hour

// Board is one leaderboard of a game.
type Board struct {
	Key     string // stable key stored with results, e.g. "beginner"
	TitleEN string
	TitleRU string
	Rank    Rank
	Unit    Unit
}

// Rank says how a board orders players.
type Rank int

const (
	// RankWins orders players by wins, then draws; losses are shown.
	RankWins Rank = iota
	// RankLowest orders by the lowest winning score (times, moves).
	RankLowest
	// RankHighest orders by the highest score (bankroll, points).
	RankHighest
	// RankWinRate orders by wins over games finished, among players with
	// at least MinGamesForWinRate games in the period.
	RankWinRate
)

// MinGamesForWinRate is the fewest games a player needs in a period to
// appear on a win-rate board: below it a rate says little (one lucky
// deal is 100 %).
const MinGamesForWinRate = 20

// Unit says how a score is printed.
type Unit int

const (
	UnitCount  Unit = iota // a plain number
	UnitMillis             // a duration in milliseconds
	UnitCoins              // money or resources
)

// Outcome is how a game ended for the human seat.
type Outcome int

const (
	Unfinished Outcome = iota
	Win
	Loss
	Draw
)

// String returns the outcome's stable name, as stored in the database.
func (o Outcome) String() string {
	switch o {
	case Win:
		return "win"
	case Loss:
		return "loss"
	case Draw:
		return "draw"
	}
	return "none"
}

// Result is one leaderboard entry of one game.
type Result struct {
	Board   string // Board.Key
	Outcome Outcome
	Score   int64 // the board's metric, in its Unit
	Moves   int   // moves made by the human, when meaningful
	// Ranked says the game was played under the game's standard
	// settings and without help (take-backs, hints): only ranked results
	// reach leaderboards and ratings. Casual ones stay in the player's
	// own history.
	Ranked bool
	// Detail is the result's particulars as data, printed in the
	// viewer's language (see [Detail]).
	Detail Detail
}

// On is the same result on another board: a game that scores one end
// on two boards (the level's and a best-score table) reports r and
// r.On(best).
func (r Result) On(board string) Result {
	r.Board = board
	return r
}

// InputError is a refused action or option: the hall answers 422 with
// the message in the player's language and changes nothing.
type InputError struct {
	EN, RU string
	// TooFast marks an action refused only because it came sooner than
	// a person could act (the hall answers 429 instead of 422).
	TooFast bool
	// Confirm marks help refused only until the player confirms that
	// the game becomes casual (see [NeedsConfirm]); EN and RU ask.
	Confirm bool
}

func (e *InputError) Error() string { return e.EN }

// Message returns the text for a language ("ru" or anything else).
func (e *InputError) Message(lang string) string {
	if lang == "ru" && e.RU != "" {
		return e.RU
	}
	return e.EN
}

// Invalid makes an [*InputError] with an English and a Russian message.
func Invalid(en, ru string) error { return &InputError{EN: en, RU: ru} }

// TooFast makes an [*InputError] for an action that came faster than a
// person plays; nothing changes and the hall answers 429.
func TooFast(en, ru string) error { return &InputError{EN: en, RU: ru, TooFast: true} }

// IsInvalid reports whether err is an [*InputError].
func IsInvalid(err error) bool {
	var ie *InputError
	return errors.As(err, &ie)
}

// ToMove is the seat that acts next in a game: the bot seat NextBot
// names, else the person's.
func ToMove(st interface{ NextBot() (int, bool) }) int {
	if seat, ok := st.NextBot(); ok {
		return seat
	}
	return HumanSeat
}
