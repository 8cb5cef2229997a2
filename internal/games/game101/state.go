package game101

import (
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where the match stands.
type Phase string

// The phases.
const (
	// Playing: a round is under way.
	Playing Phase = "play"
	// RoundOver: a round is scored and the person deals the next one.
	RoundOver Phase = "round-over"
	// MatchOver: one player is left.
	MatchOver Phase = "over"
)

// EventKind names one thing that happened at the table.
type EventKind string

// The events of a round, as the log shows them. Every one is public.
const (
	// EvStart: the dealer turned Card up to start the pile.
	EvStart EventKind = "start"
	// EvPlay: Seat played Card, after drawing N cards from the stock
	// (N is 0 for a card from the hand).
	EvPlay EventKind = "play"
	// EvDrawn: Seat drew N cards, none matched, and the stock ran dry.
	EvDrawn EventKind = "drawn"
	// EvPass: Seat had nothing to play and nothing to draw.
	EvPass EventKind = "pass"
	// EvPenalty: Seat drew N cards for the card played before and
	// misses the turn.
	EvPenalty EventKind = "penalty"
	// EvSkip: Seat misses the turn (an ace was played).
	EvSkip EventKind = "skip"
	// EvShuffle: the pile but its top, N cards, became the new stock.
	EvShuffle EventKind = "shuffle"
	// EvBlocked: nobody could play or draw; Seat had the lowest hand
	// and wins the round.
	EvBlocked EventKind = "blocked"
)

// Event is one line of the table's log.
type Event struct {
	Seat int        `json:"s"`
	Kind EventKind  `json:"k"`
	Card cards.Card `json:"c,omitempty"`
	N    int        `json:"n,omitempty"`
}

// Bonus is the winner's (negative) score for the card they went out on
// (see FinishBonus); 0 for a blocked round.
func (r RoundResult) Bonus() int {
	if r.Blocked {
		return 0
	}
	return FinishBonus(r.Last)
}

// RoundResult is one finished round.
type RoundResult struct {
	Dealer int `json:"d"`
	Winner int `json:"w"`
	// Last is the card the winner went out on, or the top of the pile
	// when the round was blocked.
	Last cards.Card `json:"c"`
	// Blocked: nobody could play or draw, and the lowest hand won.
	Blocked bool `json:"b,omitempty"`
	// Played marks the seats that took part (not out before it).
	Played []bool `json:"pl"`
	// Points is what each seat scored: the winner's bonus (0, -20 or
	// -40) and the others' cards left in hand; 0 for seats not playing.
	Points []int `json:"p"`
	// Scores are the running scores after the round, with exactly 101
	// already dropped to 0.
	Scores []int `json:"s"`
	// Out marks the seats this round put out of the match.
	Out []bool `json:"o"`
}

// maxLog is how many of the round's latest events the state keeps.
const maxLog = 48

// state is one match. Its exported fields are the stored form (see
// codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	Players int `json:"np"`
	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung   int   `json:"lv"`
	Phase  Phase `json:"ph"`
	Dealer int   `json:"dl"`
	Turn   int   `json:"tn"`
	// Hands holds each seat's cards; a seat out of the match has none
	// once the next round is dealt.
	Hands []cards.Set `json:"h"`
	// Stock is drawn from its end; Pile is the discard pile, its last
	// card on top.
	Stock cards.Packed `json:"st"`
	Pile  cards.Packed `json:"pi"`
	// Out marks seats whose score went above Limit.
	Out    []bool        `json:"out"`
	Scores []int         `json:"sc"`
	Rounds []RoundResult `json:"rs"`
	// Log is the latest events of the round being played.
	Log []Event `json:"lg"`
	// Drew is, per seat, the cards it got from the stock since its own
	// last action: private, shown only to that seat.
	Drew []cards.Set `json:"dr"`
	// Lacks is, per seat, cards the table knows it does not hold: when
	// a seat had to draw it had nothing matching the top. Public.
	Lacks []cards.Set `json:"lk"`
	// Shuffles counts the times this round's pile became the stock.
	Shuffles int `json:"sh"`
	// Misses counts the players in a row who could not play a card
	// since the last card was played.
	Misses int `json:"mi"`
	// BotRun counts the bots' actions since the person last acted.
	BotRun int `json:"br"`
	// Moves counts the person's actions.
	Moves int `json:"mv"`
}

var _ kit.State[View] = (*state)(nil)

// newState seats the players and deals the first round from a random
// dealer.
func newState(rng *rand.PCG, players int, level kit.Level) *state {
	s := &state{
		rng:     rng,
		Players: players,
		Rung:    Levels.Index(level),
		Hands:   make([]cards.Set, players),
		Out:     make([]bool, players),
		Scores:  make([]int, players),
		Drew:    make([]cards.Set, players),
		Lacks:   make([]cards.Set, players),
	}
	s.deal(rand.New(s.rng).IntN(players))
	return s
}

// deal shuffles the deck, gives five cards to every player still in the
// match and four to the dealer, and turns the next card up: it counts
// as the dealer's play, so its effect falls on the dealer's left.
func (s *state) deal(dealer int) {
	deck := slices.Clone(Deck)
	cards.Shuffle(deck, rand.New(s.rng))
	s.Phase = Playing
	s.Dealer = dealer
	s.Log = nil
	s.Shuffles, s.Misses = 0, 0
	for seat := range s.Players {
		s.Hands[seat], s.Drew[seat], s.Lacks[seat] = 0, 0, 0
	}
	i := 0
	for _, seat := range s.activeFrom(dealer + 1) {
		n := HandSize
		if seat == dealer {
			n--
		}
		s.Hands[seat] = cards.SetOf(deck[i : i+n]...)
		i += n
	}
	start := deck[i]
	s.Pile = cards.Packed{start}
	s.Stock = cards.Packed(slices.Clone(deck[i+1:]))
	s.log(Event{Seat: dealer, Kind: EvStart, Card: start})
	s.Turn = dealer
	s.afterPlay(start)
}

// activeFrom lists the seats still in the match, going left from seat
// first (seat itself included when it is in).
func (s *state) activeFrom(first int) []int {
	out := make([]int, 0, s.Players)
	for i := range s.Players {
		seat := (first + i) % s.Players
		if !s.Out[seat] {
			out = append(out, seat)
		}
	}
	return out
}

// nextActive is the first seat to the left of seat that is still in.
func (s *state) nextActive(seat int) int {
	for i := 1; i <= s.Players; i++ {
		next := (seat + i) % s.Players
		if !s.Out[next] {
			return next
		}
	}
	return seat
}

// active is the number of seats still in the match.
func (s *state) active() int {
	n := 0
	for _, out := range s.Out {
		if !out {
			n++
		}
	}
	return n
}

// Top is the card on top of the discard pile.
func (s *state) top() cards.Card { return s.Pile[len(s.Pile)-1] }

// playable is what seat may play now.
func (s *state) playable(seat int) cards.Set {
	return s.Hands[seat].Intersect(Matching(s.top()))
}

// canReshuffle reports whether the pile may become a new stock.
func (s *state) canReshuffle() bool { return len(s.Pile) > 1 && s.Shuffles < MaxShuffles }

// canDraw reports whether a card can still come from the stock, after
// reshuffling the pile if need be.
func (s *state) canDraw() bool { return len(s.Stock) > 0 || s.canReshuffle() }

func (s *state) log(e Event) {
	s.Log = append(s.Log, e)
	if n := len(s.Log); n > maxLog {
		s.Log = slices.Delete(s.Log, 0, n-maxLog)
	}
}

// takeOne draws the stock's last card; when the stock is empty, the
// pile except its top is shuffled into a new stock first (at most
// MaxShuffles times a round). ok is false when there is nothing to
// draw.
func (s *state) takeOne() (cards.Card, bool) {
	if len(s.Stock) == 0 {
		if !s.canReshuffle() {
			return cards.NoCard, false
		}
		s.Shuffles++
		top := s.top()
		s.Stock = append(s.Stock[:0], s.Pile[:len(s.Pile)-1]...)
		cards.Shuffle(s.Stock, rand.New(s.rng))
		s.Pile = cards.Packed{top}
		s.log(Event{Kind: EvShuffle, N: len(s.Stock)})
	}
	c := s.Stock[len(s.Stock)-1]
	s.Stock = s.Stock[:len(s.Stock)-1]
	return c, true
}

// afterPlay applies the effect of card c, just played by the seat whose
// turn it is, and hands the turn on.
func (s *state) afterPlay(c cards.Card) {
	next := s.nextActive(s.Turn)
	eff := EffectOf(c)
	if eff.Draw > 0 {
		n := 0
		for range eff.Draw {
			got, ok := s.takeOne()
			if !ok {
				break
			}
			s.Hands[next] = s.Hands[next].Add(got)
			s.Drew[next] = s.Drew[next].Add(got)
			n++
		}
		if n > 0 {
			// Unknown cards came in: what the table knew is gone.
			s.Lacks[next] = 0
		}
		s.log(Event{Seat: next, Kind: EvPenalty, N: n})
	} else if eff.Skip {
		s.log(Event{Seat: next, Kind: EvSkip})
	}
	if eff.Skip {
		next = s.nextActive(next)
	}
	s.Turn = next
}

// playCard puts card c from seat's hand on the pile; the round ends when
// it was the last one.
func (s *state) playCard(seat int, c cards.Card) {
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Drew[seat] = 0
	s.Misses = 0
	s.Pile = append(s.Pile, c)
	s.log(Event{Seat: seat, Kind: EvPlay, Card: c})
	if s.Hands[seat].Empty() {
		s.endRound(seat, c)
		return
	}
	s.afterPlay(c)
}

// drawUntilMatch is the turn of a seat with nothing to play: it draws
// one card at a time until one matches, which is played at once, or
// until nothing is left to draw and the turn passes.
func (s *state) drawUntilMatch(seat int) {
	top := s.top()
	known := Matching(top)
	s.Drew[seat] = 0
	drawn := 0
	for {
		c, ok := s.takeOne()
		if !ok {
			if drawn == 0 {
				s.Lacks[seat] = s.Lacks[seat].Union(known)
				s.log(Event{Seat: seat, Kind: EvPass})
			} else {
				s.Lacks[seat] = known
				s.log(Event{Seat: seat, Kind: EvDrawn, N: drawn})
			}
			// Nothing can be drawn again until a card is played, so a
			// whole circle of misses means nobody ever can move.
			s.Misses++
			if s.Misses >= s.active() {
				s.endBlocked()
				return
			}
			s.Turn = s.nextActive(seat)
			return
		}
		drawn++
		if Matches(c, top) {
			// Cards kept on the way are unknown to the table; only the
			// miss itself is certain.
			if drawn == 1 {
				s.Lacks[seat] = s.Lacks[seat].Union(known)
			} else {
				s.Lacks[seat] = known
			}
			s.Misses = 0
			s.Pile = append(s.Pile, c)
			s.log(Event{Seat: seat, Kind: EvPlay, Card: c, N: drawn})
			s.afterPlay(c)
			return
		}
		s.Hands[seat] = s.Hands[seat].Add(c)
		s.Drew[seat] = s.Drew[seat].Add(c)
	}
}

// endBlocked ends a round nobody can move in: the player with the
// fewest points in hand wins it, then the one with fewer cards, then the
// first to the dealer's left.
func (s *state) endBlocked() {
	best := -1
	for _, seat := range s.activeFrom(s.Dealer + 1) {
		if best < 0 || blockedBefore(s.Hands[seat], s.Hands[best]) {
			best = seat
		}
	}
	s.log(Event{Seat: best, Kind: EvBlocked})
	s.score(best, s.top(), true)
}

// blockedBefore reports whether hand a wins a blocked round over hand b.
func blockedBefore(a, b cards.Set) bool {
	pa, pb := HandPoints(a), HandPoints(b)
	if pa != pb {
		return pa < pb
	}
	return a.Len() < b.Len()
}

// endRound scores the round that winner has just won with card last.
func (s *state) endRound(winner int, last cards.Card) { s.score(winner, last, false) }

// score writes a round's result, puts out whoever went above the limit
// and either waits for the person to deal again, ends the match, or
// (the person being out) deals the next round at once so the bots play
// the match out. Once the bots have made PauseAfter moves since the
// person last acted it waits for the person instead, so that no single
// request runs into the hall's bound on bot moves.
func (s *state) score(winner int, last cards.Card, blocked bool) {
	s.Misses = 0
	res := RoundResult{
		Dealer:  s.Dealer,
		Winner:  winner,
		Last:    last,
		Blocked: blocked,
		Played:  make([]bool, s.Players),
		Points:  make([]int, s.Players),
		Scores:  make([]int, s.Players),
		Out:     make([]bool, s.Players),
	}
	for seat := range s.Players {
		if !s.Out[seat] {
			pts := HandPoints(s.Hands[seat])
			switch {
			case seat == winner && blocked:
				pts = 0
			case seat == winner:
				pts = FinishBonus(last)
			}
			next, out := AfterRound(s.Scores[seat], pts)
			res.Played[seat], res.Points[seat], res.Out[seat] = true, pts, out
			s.Scores[seat], s.Out[seat] = next, out
		}
		res.Scores[seat] = s.Scores[seat]
	}
	s.Rounds = append(s.Rounds, res)
	switch {
	case s.active() <= 1:
		s.Phase = MatchOver
	case s.Out[kit.HumanSeat] && s.BotRun < PauseAfter:
		s.deal(winner)
	default:
		s.Phase = RoundOver
	}
}

// NextBot reports the bot whose turn it is.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	if s.Phase == Playing && s.Turn != kit.HumanSeat {
		return s.Turn, true
	}
	return 0, false
}

// Over reports whether one player is left.
func (s *state) Over() bool { return s.Phase == MatchOver || s.Quit }

// Winner is the last player left, or -1 while the match goes on.
func (s *state) Winner() int {
	if s.Phase != MatchOver {
		return -1
	}
	for seat, out := range s.Out {
		if !out {
			return seat
		}
	}
	return -1
}

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
