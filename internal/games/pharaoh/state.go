package pharaoh

import (
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where the series stands.
type Phase string

// The phases.
const (
	// Playing: a deal is under way.
	Playing Phase = "play"
	// DealOver: a deal is scored and the match goes on; the person
	// deals the next one.
	DealOver Phase = "deal-over"
	// MatchOver: a score reached 100 and the match is settled; the
	// person starts the next match of the series.
	MatchOver Phase = "match-over"
	// SeriesOver: every match of the series is played.
	SeriesOver Phase = "over"
)

// EventKind names one thing that happened in a deal.
type EventKind string

// The events of a deal, as the log shows them. Every one is public: a
// card drawn is never named.
const (
	// EvStart: Card was turned up; Seat moves first.
	EvStart EventKind = "start"
	// EvPlay: Seat played Card (a joker calling Suit).
	EvPlay EventKind = "play"
	// EvDraw: Seat had nothing to play and drew a card. Whether it fits
	// is not said: the next event is the play of it, or EvKeep.
	EvDraw EventKind = "draw"
	// EvMiss: the older form of EvDraw + EvKeep for a card that did not
	// fit; still read from saves, no longer written (it told the other
	// player that a kept card fits).
	EvMiss EventKind = "miss"
	// EvKeep: Seat kept the card it drew and the turn passed, whether
	// the card fits or not.
	EvKeep EventKind = "keep"
	// EvFull: Seat, with twelve cards and nothing that fits, passed.
	EvFull EventKind = "full"
	// EvPenalty: Seat drew N cards for the card played before and
	// misses the turn.
	EvPenalty EventKind = "penalty"
	// EvSkip: Seat misses the turn (a king was played).
	EvSkip EventKind = "skip"
	// EvEnd: the deal ended (End says how; Seat went out on EndOut).
	EvEnd EventKind = "end"
)

// Event is one line of the deal's log.
type Event struct {
	Seat int        `json:"s"`
	Kind EventKind  `json:"k"`
	Card cards.Card `json:"c,omitempty"`
	Suit cards.Suit `json:"u,omitempty"`
	N    int        `json:"n,omitempty"`
	End  EndKind    `json:"e,omitempty"`
}

// Bonus is the winner's (negative) score for the card they went out
// on (see FinishBonus); 0 when nobody went out.
func (r DealResult) Bonus() int {
	if r.Winner < 0 {
		return 0
	}
	return FinishBonus(r.Last, r.Winner)
}

// DealResult is one finished deal, with both hands laid open.
type DealResult struct {
	First   int              `json:"f"`
	Special cards.JokerColor `json:"sj"`
	End     EndKind          `json:"e"`
	// Winner went out on Last; -1 when the stock ran out or the deal
	// was blocked (Last is then the top of the pile).
	Winner  int              `json:"w"`
	Last    cards.Card       `json:"c"`
	Hands   [Seats]cards.Set `json:"h"`
	Jokered [Seats]bool      `json:"jk"`
	// Points is what each seat scored; Scores the match scores after.
	Points [Seats]int `json:"p"`
	Scores [Seats]int `json:"s"`
}

// MatchResult is one finished match (кон).
type MatchResult struct {
	Deals  int        `json:"d"`
	Scores [Seats]int `json:"s"`
	// Mult is the multiplier of the score difference; Result is the
	// person's result (positive: the person won), Result*-1 the bot's.
	Mult   int `json:"m"`
	Result int `json:"r"`
}

// maxLog is how many of the deal's latest events the state keeps.
const maxLog = 60

// state is one series. Its exported fields are the stored form (see
// codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung   int   `json:"lv"`
	Length int   `json:"len"`
	Phase  Phase `json:"ph"`
	// Lead is the seat that moved first in the series' first deal; the
	// lead alternates, so deal k is led by (Lead+k)%2.
	Lead      int  `json:"ld"`
	DealCount int  `json:"dc"`
	Deal      Deal `json:"d"`
	// Scores are the current match's running scores; Deals its
	// finished deals.
	Scores  [Seats]int    `json:"sc"`
	Deals   []DealResult  `json:"ds"`
	Matches []MatchResult `json:"ms"`
	Log     []Event       `json:"lg"`
	// Moves counts the person's actions.
	Moves int `json:"mv"`
}

var _ kit.State[View] = (*state)(nil)

func newState(rng *rand.PCG, level kit.Level, length int) *state {
	s := &state{rng: rng, Rung: Levels.Index(level), Length: length}
	s.Lead = rand.New(s.rng).IntN(Seats)
	s.deal()
	return s
}

// deal shuffles a fresh deck, its special joker red or black at random,
// and lays out the next deal.
func (s *state) deal() {
	r := rand.New(s.rng)
	special := cards.RedJoker
	if r.IntN(2) == 1 {
		special = cards.BlackJoker
	}
	deck := cards.Deck26(special)
	cards.Shuffle(deck, r)
	first := (s.Lead + s.DealCount) % Seats
	s.DealCount++
	s.Deal = NewDeal(deck, special, first)
	s.Phase = Playing
	s.Log = nil
	s.addLog(Event{Seat: first, Kind: EvStart, Card: s.Deal.Top()})
}

func (s *state) addLog(e Event) {
	s.Log = append(s.Log, e)
	if n := len(s.Log); n > maxLog {
		s.Log = slices.Delete(s.Log, 0, n-maxLog)
	}
}

// settle scores a deal that has just ended, and the match if a score
// reached the target, and the series if that was its last match.
func (s *state) settle() {
	d := &s.Deal
	pts := d.Points()
	res := DealResult{
		First: (s.Lead + s.DealCount - 1) % Seats, Special: d.Special, End: d.End,
		Winner: d.Winner, Last: d.Last, Hands: d.Hands, Jokered: d.Jokered, Points: pts,
	}
	for seat := range Seats {
		s.Scores[seat] += pts[seat]
	}
	res.Scores = s.Scores
	s.Deals = append(s.Deals, res)
	if max(s.Scores[0], s.Scores[1]) < MatchTarget {
		s.Phase = DealOver
		return
	}
	s.Matches = append(s.Matches, MatchResult{
		Deals:  len(s.Deals),
		Scores: s.Scores,
		Mult:   Multiplier(kit.Abs(s.Scores[0] - s.Scores[1])),
		Result: MatchResultFor(s.Scores, Person),
	})
	s.Phase = MatchOver
	if len(s.Matches) >= s.Length {
		s.Phase = SeriesOver
	}
}

// Total is the person's series result so far: the sum of the finished
// matches' results.
func (s *state) Total() int {
	total := 0
	for _, m := range s.Matches {
		total += m.Result
	}
	return total
}

// NextBot reports the bot when it is its turn.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	if s.Phase == Playing && s.Deal.Turn == Bot {
		return Bot, true
	}
	return 0, false
}

// Over reports whether the series has ended.
func (s *state) Over() bool { return s.Phase == SeriesOver || s.Quit }

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
