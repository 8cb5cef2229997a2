package thousand

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where the match stands.
type Phase string

// The phases of a hand and of the match.
const (
	// Bidding: the auction for the kitty.
	Bidding Phase = "bid"
	// Giving: the declarer has the kitty and gives one card to each
	// opponent (and may raise the bid first).
	Giving Phase = "give"
	// Playing: the eight tricks.
	Playing Phase = "play"
	// HandOver: the hand is scored; the person deals the next one.
	HandOver Phase = "hand-over"
	// MatchOver: somebody reached 1000.
	MatchOver Phase = "over"
)

// EventKind names one thing that happened at the table.
type EventKind string

// The events of a hand, as the log shows them. Every one is public: a
// card given away is never named.
const (
	EvDeal     EventKind = "deal"     // Seat dealt
	EvBid      EventKind = "bid"      // Seat bid N
	EvPass     EventKind = "pass"     // Seat passed
	EvKitty    EventKind = "kitty"    // Seat won the auction at N and took the kitty
	EvRaise    EventKind = "raise"    // Seat, the declarer, raised the bid to N
	EvGive     EventKind = "give"     // Seat gave a card face down to seat N
	EvPlay     EventKind = "play"     // Seat played Card
	EvMarriage EventKind = "marriage" // Seat declared the marriage of Card's suit, worth N
	EvTrick    EventKind = "trick"    // Seat took a trick worth N points
	EvWriteOff EventKind = "writeoff" // Seat, the declarer, wrote the hand off at N
)

// Event is one line of the table's log.
type Event struct {
	Seat int        `json:"s"`
	Kind EventKind  `json:"k"`
	Card cards.Card `json:"c,omitempty"`
	N    int        `json:"n,omitempty"`
}

// Trick is one completed trick: who led, the cards in order of play and
// who took it.
type Trick struct {
	Leader int           `json:"l"`
	Cards  [3]cards.Card `json:"c"`
	Winner int           `json:"w"`
}

// Points are the card points of the trick's cards.
func (t Trick) Points() int {
	n := 0
	for _, c := range t.Cards {
		n += Points(c)
	}
	return n
}

// Marriage is a declared marriage.
type Marriage struct {
	Seat int        `json:"s"`
	Suit cards.Suit `json:"u"`
	// Trick is the index in the hand of the trick it was led to.
	Trick int `json:"t"`
}

// Value is what the marriage adds to its declarer's points.
func (m Marriage) Value() int { return MarriageValue(m.Suit) }

// HandResult is one scored hand.
type HandResult struct {
	Dealer   int  `json:"d"`
	Declarer int  `json:"de"`
	Bid      int  `json:"b"`
	Made     bool `json:"m"`
	// Cards is the card points each seat took; Marr the value of the
	// marriages each declared.
	Cards [3]int `json:"c"`
	Marr  [3]int `json:"mr"`
	// Delta is what the hand added to each score; Scores the totals after.
	Delta  [3]int `json:"dt"`
	Scores [3]int `json:"s"`
	// WrittenOff: the declarer gave the hand up before the play (a
	// house rule); Marks is what the house rules did to each seat.
	WrittenOff bool    `json:"wo,omitempty"`
	Marks      [3]Mark `json:"mk,omitzero"`
}

// Earned is what a seat made in the hand: card points and marriages.
func (r HandResult) Earned(seat int) int { return r.Cards[seat] + r.Marr[seat] }

// maxLog bounds the events kept for the hand being played.
const maxLog = 96

// state is one match. Its exported fields are the stored form (see
// codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung   int   `json:"lv"`
	Phase  Phase `json:"ph"`
	Dealer int   `json:"dl"`
	Turn   int   `json:"tn"`
	// Hands holds each seat's cards.
	Hands [3]cards.Set `json:"h"`
	// Kitty is the three cards set aside: face down while Bidding, then
	// in the declarer's hand and shown to all as Shown.
	Kitty cards.Set `json:"k"`
	Shown cards.Set `json:"ks"`

	// Bid is the highest bid so far and Bidder who made it (-1 before
	// the opening bid); Bids is each seat's last bid, Passed who is out
	// of the auction.
	Bid    int     `json:"bd"`
	Bidder int     `json:"bb"`
	Bids   [3]int  `json:"bs"`
	Passed [3]bool `json:"ps"`

	// Declarer won the auction (-1 while bidding). Gave is the card the
	// declarer gave each opponent: private to the declarer and that
	// opponent.
	Declarer int           `json:"de"`
	Gave     [3]cards.Card `json:"gv"`

	// Leader leads the trick being played; Trick holds its cards so far.
	Leader int          `json:"ld"`
	Trick  []cards.Card `json:"tk"`
	// Done is this hand's completed tricks; Marr its marriages, the
	// last one's suit is trump.
	Done []Trick    `json:"dn"`
	Marr []Marriage `json:"mr"`

	Scores [3]int       `json:"sc"`
	Sheet  []HandResult `json:"rs"`
	// House is the match's house rules (zero: the original game); Bolts
	// and Barrel are their running counts (see Standing).
	House  HouseRules `json:"hr,omitzero"`
	Bolts  [3]int     `json:"bo,omitzero"`
	Barrel [3]int     `json:"ba,omitzero"`
	Log    []Event    `json:"lg"`
	// Moves counts the person's actions.
	Moves int `json:"mv"`
}

// newState deals the first hand with a random dealer.
func newState(rng *rand.PCG, level kit.Level, house HouseRules) *state {
	s := &state{rng: rng, Rung: Levels.Index(level), House: house}
	s.deal(rand.New(rng).IntN(Players))
	return s
}

// deal starts a hand with dealer: shuffles, seven cards each, three to
// the kitty, and the auction opens left of the dealer.
func (s *state) deal(dealer int) {
	deck := cards.Hand(Deck).Set().Cards()
	cards.Shuffle(deck, rand.New(s.rng))
	s.Dealer = dealer
	s.Phase = Bidding
	for i := range Players {
		s.Hands[i] = cards.SetOf(deck[i*HandSize : (i+1)*HandSize]...)
	}
	s.Kitty = cards.SetOf(deck[Players*HandSize:]...)
	s.Shown = 0
	s.Bid, s.Bidder = 0, -1
	s.Bids = [3]int{}
	s.Passed = [3]bool{}
	s.Declarer = -1
	s.Gave = [3]cards.Card{}
	s.Trick = nil
	s.Done = nil
	s.Marr = nil
	s.Turn = next(dealer)
	s.Leader = s.Turn
	s.Log = []Event{{Seat: dealer, Kind: EvDeal}}
}

func next(seat int) int { return (seat + 1) % Players }

// Trump is the suit of the last marriage declared, or NoSuit.
func (s *state) Trump() cards.Suit {
	if len(s.Marr) == 0 {
		return cards.NoSuit
	}
	return s.Marr[len(s.Marr)-1].Suit
}

func (s *state) logEvent(e Event) {
	s.Log = append(s.Log, e)
	if len(s.Log) > maxLog {
		s.Log = s.Log[len(s.Log)-maxLog:]
	}
}

// taken returns the card points each seat took in this hand's tricks.
func (s *state) taken() [3]int {
	var out [3]int
	for _, t := range s.Done {
		for _, c := range t.Cards {
			out[t.Winner] += Points(c)
		}
	}
	return out
}

// marriagePoints returns the value of each seat's declared marriages.
func (s *state) marriagePoints() [3]int {
	var out [3]int
	for _, m := range s.Marr {
		out[m.Seat] += MarriageValue(m.Suit)
	}
	return out
}

// Winner is the seat that won the match, or -1 while it goes on: the
// highest score at or above 1000; on a tie the last declarer, then the
// first from the last dealer's left.
func (s *state) Winner() int {
	if s.Phase != MatchOver || len(s.Sheet) == 0 {
		return -1
	}
	last := s.Sheet[len(s.Sheet)-1]
	return matchWinner(s.Scores, last.Declarer, last.Dealer)
}

func matchWinner(scores [3]int, declarer, dealer int) int {
	best := -1
	for i := range Players {
		seat := (dealer + 1 + i) % Players
		if scores[seat] < Target {
			continue
		}
		if best < 0 || scores[seat] > scores[best] || (scores[seat] == scores[best] && seat == declarer) {
			best = seat
		}
	}
	return best
}

// standing is the running scores and house-rule counts.
func (s *state) standing() Standing {
	return Standing{Scores: s.Scores, Bolts: s.Bolts, Barrel: s.Barrel}
}

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
