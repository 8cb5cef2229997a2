package hearts

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Phase is where a round stands.
type Phase string

// The phases of a round and of the game.
const (
	// Passing: seats choose three cards to pass.
	Passing Phase = "pass"
	// Playing: tricks are being played.
	Playing Phase = "play"
	// RoundOver: the round is scored; the person deals the next one.
	RoundOver Phase = "round-over"
	// GameOver: someone reached the target.
	GameOver Phase = "over"
)

// Trick is one trick: who led and each seat's card (NoCard while a seat
// has not played yet). Winner is -1 until the trick is complete.
type Trick struct {
	Leader int               `json:"l"`
	Cards  [Seats]cards.Card `json:"c"`
	Winner int               `json:"w"`
}

// Count is the number of cards played to the trick.
func (t Trick) Count() int {
	n := 0
	for _, c := range t.Cards {
		if c != cards.NoCard {
			n++
		}
	}
	return n
}

// Led is the suit of the trick's first card, or NoSuit when empty.
func (t Trick) Led() cards.Suit { return t.Cards[t.Leader].Suit() }

// Set is the cards played to the trick.
func (t Trick) Set() cards.Set { return cards.SetOf(t.Cards[:]...) }

// Plays lists the trick's cards in the order they were played.
func (t Trick) Plays() []Play {
	var out []Play
	for i := range Seats {
		seat := (t.Leader + i) % Seats
		if c := t.Cards[seat]; c != cards.NoCard {
			out = append(out, Play{Seat: seat, Card: c})
		}
	}
	return out
}

// Play is one card played by one seat.
type Play struct {
	Seat int
	Card cards.Card
}

// RoundResult is the score of one finished round.
type RoundResult struct {
	// Points is what each seat scores for the round, after the moon.
	Points [Seats]int `json:"p"`
	// Moon is the seat that shot the moon, or -1.
	Moon int `json:"m"`
}

// state is one game. Its exported fields are the stored form (see
// codec.go); rng is marshalled separately.
type state struct {
	rng *rand.PCG
	// The person may resign at any time (kit.ActResign).
	kit.Resignation

	// Rung is the bots' level as its place on Levels, the number
	// stored games have always kept.
	Rung   int `json:"lv"`
	Target int `json:"tg"`
	// Round counts rounds from 0; it picks the pass direction.
	Round int   `json:"rd"`
	Phase Phase `json:"ph"`
	// Hands holds each seat's cards. While passing, the chosen cards
	// stay in the hand until all four seats have chosen.
	Hands [Seats]cards.Set `json:"h"`
	// Chosen is each seat's pass: chosen while Passing, given once play
	// starts (empty in a round without a pass).
	Chosen [Seats]cards.Set `json:"ps"`
	// Tricks are this round's completed tricks, in order.
	Tricks []Trick `json:"tr"`
	// Current is the trick being played.
	Current Trick `json:"cu"`
	Turn    int   `json:"tn"`
	Broken  bool  `json:"hb"`
	// Rounds has one entry per finished round; Scores is their sum.
	Rounds []RoundResult `json:"rs"`
	Scores [Seats]int    `json:"sc"`
	// Moves counts the person's actions, for the leaderboard.
	Moves int `json:"mv"`
}

var _ kit.State[View] = (*state)(nil)

// deal starts round n: shuffle, thirteen cards each, and either the pass
// or, in every fourth round, the first trick.
func (s *state) deal(n int) {
	deck := cards.Deck52()
	cards.Shuffle(deck, rand.New(s.rng))
	s.Round = n
	for seat := range Seats {
		s.Hands[seat] = cards.SetOf(deck[seat*HandSize : (seat+1)*HandSize]...)
	}
	s.Chosen = [Seats]cards.Set{}
	s.Tricks = nil
	s.Broken = false
	if DirectionOf(n) == PassNone {
		s.startPlay()
		return
	}
	s.Phase = Passing
	s.Current = Trick{Winner: -1}
	s.Turn = 0
}

// startPlay begins the first trick: the holder of the two of clubs leads.
func (s *state) startPlay() {
	s.Phase = Playing
	for seat, h := range s.Hands {
		if h.Has(TwoOfClubs) {
			s.Turn = seat
		}
	}
	s.Current = Trick{Leader: s.Turn, Winner: -1}
}

// exchange moves every chosen pass to its receiver.
func (s *state) exchange() {
	dir := DirectionOf(s.Round)
	for seat := range Seats {
		s.Hands[seat] = s.Hands[seat].Minus(s.Chosen[seat])
	}
	for seat := range Seats {
		to := dir.Receiver(seat)
		s.Hands[to] = s.Hands[to].Union(s.Chosen[seat])
	}
	s.startPlay()
}

// taken is the cards each seat has won in this round's tricks.
func (s *state) taken() [Seats]cards.Set {
	var out [Seats]cards.Set
	for _, t := range s.Tricks {
		out[t.Winner] = out[t.Winner].Union(t.Set())
	}
	return out
}

// endRound scores the thirteen tricks, applies the moon and decides
// whether the game is over.
func (s *state) endRound() {
	res := RoundResult{Moon: -1}
	for seat, won := range s.taken() {
		res.Points[seat] = SetPoints(won)
		if res.Points[seat] == MoonPoints {
			res.Moon = seat
		}
	}
	if res.Moon >= 0 {
		for seat := range Seats {
			res.Points[seat] = MoonPoints
		}
		res.Points[res.Moon] = 0
	}
	s.Rounds = append(s.Rounds, res)
	reached := false
	for seat := range Seats {
		s.Scores[seat] += res.Points[seat]
		reached = reached || s.Scores[seat] >= s.Target
	}
	s.Phase = RoundOver
	if reached {
		s.Phase = GameOver
	}
}

// NextBot reports a bot that must act: any bot that has not chosen its
// pass yet, or the bot whose turn it is to play.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	switch s.Phase {
	case Passing:
		for seat := 1; seat < Seats; seat++ {
			if s.Chosen[seat].Empty() {
				return seat, true
			}
		}
	case Playing:
		if s.Turn != kit.HumanSeat {
			return s.Turn, true
		}
	}
	return 0, false
}

// Over reports whether someone has reached the target.
func (s *state) Over() bool { return s.Phase == GameOver || s.Quit }

// Winners are the seats with the lowest score (more than one on a tie).
func (s *state) Winners() []int {
	low := s.Scores[0]
	for _, sc := range s.Scores {
		low = min(low, sc)
	}
	var out []int
	for seat, sc := range s.Scores {
		if sc == low {
			out = append(out, seat)
		}
	}
	return out
}

// level is the bots' level.
func (s *state) level() kit.Level { return Levels.At(s.Rung) }
