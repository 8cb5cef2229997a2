package durak

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is what the bout on the table is waiting for.
type Phase string

// The phases of a bout and of the game.
const (
	// Attack: the attacker must open the bout with any card.
	Attack Phase = "attack"
	// Defend: the defender must beat the uncovered card or take.
	Defend Phase = "defend"
	// Throw: every card is beaten; the others, in turn from the
	// attacker, may throw in a card of a rank on the table or pass.
	Throw Phase = "throw"
	// Taking: the defender has given up; the others may still throw in
	// (several cards each, in turn) before the defender takes it all.
	Taking Phase = "taking"
	// Over: one player is left holding cards, or nobody is.
	Over Phase = "over"
)

// Pair is one attacking card on the table, the card that beat it
// (NoCard while uncovered), and the seat that laid the attack.
type Pair struct {
	Attack  cards.Card `json:"a"`
	Defence cards.Card `json:"d,omitempty"`
	By      int        `json:"b"`
}

// Covered reports whether the attack has been beaten.
func (p Pair) Covered() bool { return p.Defence != cards.NoCard }

// Bout is a finished bout as the log keeps it: all public.
type Bout struct {
	// N counts bouts from 1.
	N        int    `json:"n"`
	Attacker int    `json:"a"`
	Defender int    `json:"d"`
	Pairs    []Pair `json:"p"`
	// Taken is true when the defender picked the table up.
	Taken bool `json:"t,omitempty"`
	// Drew is how many cards each seat drew after the bout.
	Drew []int `json:"dr"`
	// Out lists the seats that left the game with this bout.
	Out []int `json:"o,omitempty"`
}

// Cards is every card the bout put on the table.
func (b Bout) Cards() cards.Set { return tableSet(b.Pairs) }

// Reveal is the card that decided the first attacker: the lowest trump,
// shown to everyone (NoCard when nobody held a trump and the first
// attacker was drawn by lot).
type Reveal struct {
	Seat int        `json:"s"`
	Card cards.Card `json:"c,omitempty"`
}

// LogSize is how many finished bouts the state remembers for the page.
const LogSize = 8

// MaxBouts ends a game that goes round in circles (cards only ever taken,
// never beaten off, so they pass from hand to hand for ever): after this
// many bouts everyone still holding cards shares a draw. Real games take
// 10 to 50 bouts.
const MaxBouts = 100

// state is one game. Its exported fields are the stored form (see
// codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	Players int `json:"n"`
	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung int `json:"lv"`
	// Trump is the card turned up under the deck; its suit is trump.
	Trump cards.Card `json:"tr"`
	// Deck is the draw pile, top first; Trump is its last card until
	// someone draws it.
	Deck    []cards.Card `json:"dk"`
	Discard cards.Set    `json:"x"`
	Hands   []cards.Set  `json:"h"`
	// Known is, for every seat, the cards everyone has seen go into its
	// hand (the lowest trump shown, a table picked up, the trump card
	// drawn) and that it has not played since.
	Known []cards.Set `json:"k"`
	// OutAt is the bout with which a seat left the game (0 while in).
	OutAt []int `json:"o"`

	Phase    Phase  `json:"ph"`
	Bout     int    `json:"b"`
	Attacker int    `json:"at"`
	Defender int    `json:"df"`
	Turn     int    `json:"tn"`
	Table    []Pair `json:"t"`
	// Limit is the most attacking cards this bout: six, and never more
	// than the defender held when it began.
	Limit int `json:"lm"`
	// Passes counts the throwers, in turn order from the attacker, that
	// have passed since the last card was beaten (or since the take).
	Passes int `json:"ps"`

	Opening Reveal `json:"op"`
	Log     []Bout `json:"lg"`
	// Fool is the seat left holding cards, or -1 (no fool yet, or a draw).
	Fool int `json:"f"`
	// Moves counts the person's actions, for the leaderboard.
	Moves int `json:"mv"`
	// Variant is the table's rules beyond plain throw-in Durak with 36
	// cards; the zero value (every game stored before it) is that game.
	Variant Variant `json:"va,omitzero"`
}

// Variant is how a table plays: the deck, transfers, and whether throw-ins
// wait for the first beaten bout.
type Variant struct {
	// DeckSize is 24, 36 or 52; 0 stands for 36.
	DeckSize int `json:"d,omitempty"`
	// Transfer is переводной: a defender who has beaten nothing yet may
	// pass the attack on with a card of the same rank.
	Transfer bool `json:"t,omitempty"`
	// FirstBeat: until the first bout is beaten off, a bout is one card
	// (no throw-ins).
	FirstBeat bool `json:"f,omitempty"`
}

// Size is the number of cards in the deck.
func (v Variant) Size() int {
	if v.DeckSize == 0 {
		return 36
	}
	return v.DeckSize
}

// Deck is the variant's deck as a set.
func (v Variant) Deck() cards.Set { return DeckOf(v.Size()) }

var _ kit.State[View] = (*state)(nil)

// newState shuffles, turns up the trump, deals and starts the first bout.
func newState(players int, level kit.Level, variant Variant, rng *rand.PCG) *state {
	s := &state{
		rng:     rng,
		Players: players,
		Rung:    Levels.Index(level),
		Hands:   make([]cards.Set, players),
		Known:   make([]cards.Set, players),
		OutAt:   make([]int, players),
		Fool:    -1,
		Variant: variant,
	}
	deck := deckCards(variant.Size())
	cards.Shuffle(deck, rand.New(s.rng))
	s.Trump = deck[len(deck)-1]
	// One card at a time round the table, never the trump card: with six
	// players the last seat gets five and the trump alone is left.
	next := 0
	for range HandSize {
		for seat := range players {
			if next < len(deck)-1 {
				s.Hands[seat] = s.Hands[seat].Add(deck[next])
				next++
			}
		}
	}
	s.Deck = deck[next:]
	s.chooseFirst()
	s.startBout(s.Opening.Seat)
	return s
}

// TrumpSuit is the suit of the turned-up card.
func (s *state) TrumpSuit() cards.Suit { return s.Trump.Suit() }

// chooseFirst finds the lowest trump in any hand; without one, the first
// attacker is drawn by lot.
func (s *state) chooseFirst() {
	trump := s.TrumpSuit()
	best := cards.NoCard
	for seat, h := range s.Hands {
		if low, ok := h.OfSuit(trump).Lowest(); ok && (best == cards.NoCard || low.Rank() < best.Rank()) {
			best = low
			s.Opening = Reveal{Seat: seat, Card: low}
		}
	}
	if best == cards.NoCard {
		s.Opening = Reveal{Seat: rand.New(s.rng).IntN(s.Players)}
		return
	}
	s.Known[s.Opening.Seat] = s.Known[s.Opening.Seat].Add(best)
}

// inGame reports whether a seat is still playing.
func (s *state) inGame(seat int) bool { return s.OutAt[seat] == 0 }

// nextInGame is the first seat after from, round the table, still in
// the game (from itself if it is the only one).
func (s *state) nextInGame(from int) int {
	for i := 1; i <= s.Players; i++ {
		seat := (from + i) % s.Players
		if s.inGame(seat) {
			return seat
		}
	}
	return from
}

// startBout opens a bout with attacker, who must be in the game.
func (s *state) startBout(attacker int) {
	s.Bout++
	s.Phase = Attack
	s.Attacker = attacker
	s.Defender = s.nextInGame(attacker)
	s.Turn = attacker
	s.Table = nil
	s.Passes = 0
	s.Limit = s.openingLimit()
}

// openingLimit is the most attacking cards of a bout as it opens: six,
// never more than the defender holds, and one (no throw-ins) before the
// first bout beaten off where the table plays so.
func (s *state) openingLimit() int {
	if s.Variant.FirstBeat && s.Discard.Empty() {
		return 1
	}
	return min(MaxAttacks, s.Hands[s.Defender].Len())
}

// transferable is what the defender may pass the attack on with: while
// nothing on the table is beaten yet, a card of the attacking rank, if the
// next player could face one more card than the table holds.
func (s *state) transferable(seat int) cards.Set {
	if !s.Variant.Transfer || s.Phase != Defend || seat != s.Defender || len(s.Table) == 0 {
		return 0
	}
	for _, p := range s.Table {
		if p.Covered() {
			return 0
		}
	}
	next := s.nextInGame(s.Defender)
	if n := len(s.Table) + 1; n > MaxAttacks || n > s.Hands[next].Len() {
		return 0
	}
	rank := s.Table[0].Attack.Rank()
	var out cards.Set
	for _, c := range s.Hands[seat].Cards() {
		if c.Rank() == rank {
			out = out.Add(c)
		}
	}
	return out
}

// attacks is the number of attacking cards on the table.
func (s *state) attacks() int { return len(s.Table) }

// uncovered returns the index of the first attack not yet beaten.
func (s *state) uncovered() (int, bool) {
	for i, p := range s.Table {
		if !p.Covered() {
			return i, true
		}
	}
	return -1, false
}

func tableSet(pairs []Pair) cards.Set {
	var out cards.Set
	for _, p := range pairs {
		out = out.Add(p.Attack).Add(p.Defence)
	}
	return out
}

// throwers lists the seats that may throw in this bout, in turn order:
// the attacker first, then round the table without the defender and
// without players who are out.
func (s *state) throwers() []int {
	out := make([]int, 0, s.Players-1)
	for i := range s.Players {
		seat := (s.Attacker + i) % s.Players
		if seat != s.Defender && s.inGame(seat) {
			out = append(out, seat)
		}
	}
	return out
}

// throwable is what a seat may throw in now: cards of the ranks on the
// table, while the bout's limit is not reached.
func (s *state) throwable(seat int) cards.Set {
	if s.attacks() >= s.Limit || len(s.Table) == 0 {
		return 0
	}
	return OfRanks(s.Hands[seat], tableSet(s.Table))
}

// settle moves the turn on after an action: to the next thrower who
// has something to throw (a thrower with nothing passes by itself), or
// ends the bout when nobody can or will throw more.
func (s *state) settle() {
	switch s.Phase {
	case Attack:
		s.Turn = s.Attacker
	case Defend:
		s.Turn = s.Defender
	case Throw, Taking:
		if s.attacks() >= s.Limit {
			s.endBout(s.Phase == Taking)
			return
		}
		order := s.throwers()
		for s.Passes < len(order) {
			seat := order[s.Passes]
			if !s.throwable(seat).Empty() {
				s.Turn = seat
				return
			}
			s.Passes++
		}
		s.endBout(s.Phase == Taking)
	}
}

// endBout clears the table (to the discard pile, or into the defender's
// hand), refills the hands, sends out the players left without cards
// and starts the next bout, or ends the game.
func (s *state) endBout(taken bool) {
	onTable := tableSet(s.Table)
	if taken {
		s.Hands[s.Defender] = s.Hands[s.Defender].Union(onTable)
		s.Known[s.Defender] = s.Known[s.Defender].Union(onTable)
	} else {
		s.Discard = s.Discard.Union(onTable)
	}
	done := Bout{N: s.Bout, Attacker: s.Attacker, Defender: s.Defender, Pairs: s.Table, Taken: taken, Drew: s.refill(taken)}
	s.Table = nil
	for seat := range s.Players {
		if s.inGame(seat) && s.Hands[seat].Empty() && len(s.Deck) == 0 {
			s.OutAt[seat] = s.Bout
			done.Out = append(done.Out, seat)
		}
	}
	s.Log = append(s.Log, done)
	if len(s.Log) > LogSize {
		s.Log = append([]Bout(nil), s.Log[len(s.Log)-LogSize:]...)
	}
	var left []int
	for seat := range s.Players {
		if s.inGame(seat) {
			left = append(left, seat)
		}
	}
	if len(left) <= 1 || s.Bout >= MaxBouts {
		s.Phase = Over
		s.Turn = -1
		if len(left) == 1 {
			s.Fool = left[0]
		}
		return
	}
	next := s.Defender
	if taken || !s.inGame(next) {
		next = s.nextInGame(s.Defender)
	}
	s.startBout(next)
}

// refill draws every hand back up to six: the attacker first, then round
// the table, the defender last, and not at all after taking. It returns
// how many cards each seat drew.
func (s *state) refill(taken bool) []int {
	drew := make([]int, s.Players)
	order := make([]int, 0, s.Players)
	for i := range s.Players {
		if seat := (s.Attacker + i) % s.Players; seat != s.Defender {
			order = append(order, seat)
		}
	}
	if !taken {
		order = append(order, s.Defender)
	}
	for _, seat := range order {
		for s.inGame(seat) && s.Hands[seat].Len() < HandSize && len(s.Deck) > 0 {
			c := s.Deck[0]
			s.Deck = s.Deck[1:]
			s.Hands[seat] = s.Hands[seat].Add(c)
			if c == s.Trump {
				// The trump card lies face up: everyone sees who gets it.
				s.Known[seat] = s.Known[seat].Add(c)
			}
			drew[seat]++
		}
	}
	return drew
}

// NextBot reports the bot whose turn it is.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	if s.Phase == Over || s.Turn == kit.HumanSeat {
		return 0, false
	}
	return s.Turn, true
}

// Over reports whether the game has ended.
func (s *state) Over() bool { return s.Phase == Over || s.Quit }

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
