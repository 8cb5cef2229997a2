package tonk

import (
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where the game stands.
type Phase string

// The phases.
const (
	// Start: the player to move may drop, draw from the stock or take
	// the top of the discard pile.
	Start Phase = "start"
	// Drawn: the player to move has drawn; they may declare Tonk (before
	// spreading), spread, hit, and must discard or go out.
	Drawn Phase = "drawn"
	// HandOver: the hand is settled; the person deals the next one or
	// leaves the table.
	HandOver Phase = "hand-over"
	// GameOver: the person left the table or cannot pay the next ante.
	GameOver Phase = "over"
)

// EventKind names one thing that happened at the table. Every event is
// public: a card drawn from the stock is never named.
type EventKind string

// The events of a hand.
const (
	EvDeal    EventKind = "deal"    // Seat dealt; Card was turned up to start the pile
	EvDraw    EventKind = "draw"    // Seat drew from the stock
	EvTake    EventKind = "take"    // Seat took Card from the discard pile
	EvSpread  EventKind = "spread"  // Seat laid spread number N (Cards)
	EvHit     EventKind = "hit"     // Seat hit spread number N with Card
	EvDiscard EventKind = "discard" // Seat discarded Card
	EvLast    EventKind = "last"    // the stock ran out: every other player has one more turn
	EvDrop    EventKind = "drop"    // Seat dropped with N points
	EvTonk    EventKind = "tonk"    // Seat declared Tonk with N points
	EvOut     EventKind = "out"     // Seat went out (emptied the hand)
	EvDealt   EventKind = "dealt"   // Seat was dealt N points: tonk on the deal
	EvDead    EventKind = "dead"    // the hand is dead
)

// Event is one line of the table's log.
type Event struct {
	Seat  int          `json:"s"`
	Kind  EventKind    `json:"k"`
	Card  cards.Card   `json:"c,omitempty"`
	Cards []cards.Card `json:"cs,omitempty"`
	N     int          `json:"n,omitempty"`
}

// How names the way a hand ended.
type How string

// The ends of a hand.
const (
	WentOut    How = "out"       // a player emptied the hand: the pot
	Tonked     How = "tonk"      // a player declared Tonk: the pot doubled
	DealTonk   How = "deal-tonk" // dealt 49 or 50: the pot doubled
	Dropped    How = "drop"      // a correct drop: the pot
	DropFailed How = "drop-lost" // a wrong drop: the lowest take the pot and an ante
	Dead       How = "dead"      // the stock ran out with no winner: antes back
	DeadDeal   How = "dead-deal" // two tonks on the deal: antes back
)

// HandResult is one settled hand.
type HandResult struct {
	No     int `json:"no"`
	Dealer int `json:"d"`
	How    How `json:"h"`
	// Caller is the seat that went out, declared Tonk or dropped; -1
	// for a dead hand.
	Caller int `json:"c"`
	// Winners are the seats paid from the pot (none in a dead hand).
	Winners []int `json:"w"`
	Pot     int   `json:"p"`
	// Points and Left are each hand's count and number of cards at the
	// end; Shown is each hand laid open for the count.
	Points []int       `json:"pt"`
	Left   []int       `json:"l"`
	Shown  []cards.Set `json:"sh"`
	// Net is what each seat won or lost on the hand, ante included.
	Net []int `json:"n"`
}

// Won reports whether seat took money from the pot.
func (r HandResult) Won(seat int) bool { return slices.Contains(r.Winners, seat) }

// maxLog and maxHistory bound the stored log and list of hands.
const (
	maxLog     = 60
	maxHistory = 12
)

// state is one game at the table. Its exported fields are the stored
// form (see codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	Players int `json:"np"`
	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung      int `json:"lv"`
	Ante      int `json:"an"`
	Threshold int `json:"th"`
	// DealTonk: a hand dealt 49 or 50 points wins at once.
	DealTonk bool  `json:"dt"`
	Phase    Phase `json:"ph"`
	Dealer   int   `json:"dl"`
	Turn     int   `json:"tn"`

	Hands []cards.Set `json:"h"`
	// Stock is drawn from its end; Pile is the discard pile, its last
	// card on top.
	Stock   cards.Packed `json:"st"`
	Pile    cards.Packed `json:"pi"`
	Spreads []Spread     `json:"sp"`
	// Taken is, per seat, the cards it took from the pile and still
	// holds: everybody saw them taken.
	Taken []cards.Set `json:"tk"`
	// Fresh is the card the player to move took from the pile this
	// turn (it may not go straight back); Spread marks that they have
	// spread or hit this turn (no Tonk after that).
	Fresh  cards.Card `json:"fr,omitempty"`
	Spread bool       `json:"sd,omitempty"`
	// Final: the stock is empty; Left more turns end the hand dead.
	Final bool `json:"fi,omitempty"`
	Left  int  `json:"lf,omitempty"`

	// Bank is each seat's bankroll; Pot the antes of the hand in play.
	Bank []int `json:"bk"`
	Pot  int   `json:"pt"`
	// Peak is the person's highest bankroll; Broke marks a game that
	// ended because the person could not ante.
	Peak  int  `json:"pk"`
	Broke bool `json:"br,omitempty"`

	// HandNo counts hands dealt; Wins counts hands won per seat; Tonks
	// counts the person's Tonks.
	HandNo  int          `json:"hn"`
	Wins    []int        `json:"wn"`
	Tonks   int          `json:"tks"`
	History []HandResult `json:"hi"`
	Log     []Event      `json:"lg"`
	// Moves counts the person's actions.
	Moves int `json:"mv"`
}

func newState(rng *rand.PCG, players int, level kit.Level, ante, threshold int, dealTonk bool) *state {
	s := &state{
		rng:       rng,
		Players:   players,
		Rung:      Levels.Index(level),
		Ante:      ante,
		Threshold: threshold,
		DealTonk:  dealTonk,
		Bank:      make([]int, players),
		Wins:      make([]int, players),
		Peak:      StartBankroll,
	}
	for i := range s.Bank {
		s.Bank[i] = StartBankroll
	}
	s.Dealer = int(rand.New(rng).IntN(players))
	s.deal()
	return s
}

// next is the seat to the left of seat.
func (s *state) next(seat int) int { return (seat + 1) % s.Players }

func (s *state) logEvent(e Event) {
	s.Log = append(s.Log, e)
	if len(s.Log) > maxLog {
		s.Log = slices.Delete(s.Log, 0, len(s.Log)-maxLog)
	}
}

// top is the top of the discard pile, or NoCard.
func (s *state) top() cards.Card {
	if len(s.Pile) == 0 {
		return cards.NoCard
	}
	return s.Pile[len(s.Pile)-1]
}

// deal collects the antes and deals a new hand: five cards each, one
// card turned up to start the pile; the deal passes to the left and the
// player left of the dealer moves first. A hand dealt 49 or 50 points is
// settled at once when that rule is on.
func (s *state) deal() {
	if s.HandNo > 0 {
		s.Dealer = s.next(s.Dealer)
	}
	s.HandNo++
	s.Pot = 0
	for seat := range s.Bank {
		s.Bank[seat] -= s.Ante
		s.Pot += s.Ante
	}
	deck := cards.Deck52()
	cards.Shuffle(deck, rand.New(s.rng))
	s.Hands = make([]cards.Set, s.Players)
	s.Taken = make([]cards.Set, s.Players)
	for i := range HandSize {
		for k := range s.Players {
			seat := (s.Dealer + 1 + k) % s.Players
			s.Hands[seat] = s.Hands[seat].Add(deck[i*s.Players+k])
		}
	}
	rest := deck[HandSize*s.Players:]
	s.Pile = cards.Packed{rest[0]}
	s.Stock = cards.Packed(slices.Clone(rest[1:]))
	s.Spreads = nil
	s.Fresh, s.Spread, s.Final, s.Left = cards.NoCard, false, false, 0
	s.Log = nil
	s.logEvent(Event{Seat: s.Dealer, Kind: EvDeal, Card: rest[0]})
	s.Turn = s.next(s.Dealer)
	s.Phase = Start
	if s.DealTonk {
		s.checkDealTonk()
	}
}

// checkDealTonk settles a hand in which someone was dealt 49 or 50: one
// such hand wins as a Tonk, two or more make the hand dead.
func (s *state) checkDealTonk() {
	var who []int
	for k := range s.Players {
		seat := (s.Dealer + 1 + k) % s.Players
		if HandPoints(s.Hands[seat]) >= DealTonkPoints {
			who = append(who, seat)
			s.logEvent(Event{Seat: seat, Kind: EvDealt, N: HandPoints(s.Hands[seat])})
		}
	}
	switch len(who) {
	case 0:
	case 1:
		s.settleTonk(who[0], DealTonk)
	default:
		s.settleDead(DeadDeal)
	}
}

var _ kit.State[View] = (*state)(nil)

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
