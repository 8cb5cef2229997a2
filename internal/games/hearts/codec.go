package hearts

import (
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "hearts", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

var fullDeck = cards.SetOf(cards.Deck52()...)

func seatOK(seat int) bool { return seat >= 0 && seat < Seats }

// check verifies that the state is one the rules can reach: every card
// exactly once, hand sizes matching the tricks played, turns in order
// and scores equal to the sum of the rounds.
func (s *state) check() error {
	if Levels.At(s.Rung) == "" {
		return errors.New("unknown level")
	}
	if s.Target < MinTarget || s.Target > MaxTarget {
		return errors.New("target out of range")
	}
	if s.Round < 0 || s.Round != len(s.Rounds)-kit.Btoi(s.Phase == RoundOver || s.Phase == GameOver) {
		return errors.New("round number does not match the results")
	}
	if s.Moves < 0 || len(s.Tricks) > HandSize {
		return errors.New("bad counters")
	}
	var sum [Seats]int
	for _, r := range s.Rounds {
		total, moon := 0, r.Moon
		for seat, p := range r.Points {
			if p < 0 || p > MoonPoints {
				return errors.New("bad round points")
			}
			sum[seat] += p
			total += p
		}
		if (moon < 0 && (moon != -1 || total != MoonPoints)) ||
			(moon >= 0 && (!seatOK(moon) || r.Points[moon] != 0 || total != 3*MoonPoints)) {
			return errors.New("round points do not add up")
		}
	}
	if sum != s.Scores {
		return errors.New("scores are not the sum of the rounds")
	}
	reached := false
	for _, sc := range s.Scores {
		reached = reached || sc >= s.Target
	}
	if reached != (s.Phase == GameOver) {
		return errors.New("game over does not match the target")
	}

	// Every card exactly once: in a hand, the current trick or a
	// completed trick.
	var seen cards.Set
	add := func(set cards.Set) bool {
		if set&^fullDeck != 0 || set&seen != 0 {
			return false
		}
		seen |= set
		return true
	}
	for _, h := range s.Hands {
		if !add(h) {
			return errors.New("a card is in two places")
		}
	}
	for _, t := range s.Tricks {
		if !seatOK(t.Leader) || t.Count() != Seats || t.Winner != Winner(t.Cards, t.Leader) || !add(t.Set()) {
			return errors.New("bad completed trick")
		}
	}
	if !seatOK(s.Current.Leader) || s.Current.Winner != -1 || !add(s.Current.Set()) {
		return errors.New("bad current trick")
	}
	if seen != fullDeck {
		return errors.New("cards are missing")
	}
	for _, c := range s.Current.Cards {
		if c != cards.NoCard && !c.Valid() {
			return errors.New("bad card in the trick")
		}
	}

	switch s.Phase {
	case Passing:
		if DirectionOf(s.Round) == PassNone || len(s.Tricks) != 0 || s.Current.Count() != 0 || s.Broken {
			return errors.New("a passing round has begun play")
		}
		for seat, h := range s.Hands {
			if h.Len() != HandSize || s.Chosen[seat].Minus(h) != 0 {
				return errors.New("bad hand while passing")
			}
			if n := s.Chosen[seat].Len(); n != 0 && n != PassCount {
				return errors.New("bad pass")
			}
		}
		if s.Chosen[1] != 0 && s.Chosen[2] != 0 && s.Chosen[3] != 0 && s.Chosen[0] != 0 {
			return errors.New("every pass is chosen but not exchanged")
		}
	case Playing:
		if len(s.Tricks) == HandSize {
			return errors.New("all tricks played but the round is not scored")
		}
		if err := s.checkPlay(); err != nil {
			return err
		}
	case RoundOver, GameOver:
		if len(s.Tricks) != HandSize || s.Current.Count() != 0 {
			return errors.New("a finished round has cards left")
		}
	default:
		return errors.New("unknown phase")
	}
	return nil
}

// checkPlay verifies the turn order and hand sizes during play.
func (s *state) checkPlay() error {
	played := s.Current.Count()
	if !seatOK(s.Turn) || s.Turn != (s.Current.Leader+played)%Seats {
		return errors.New("wrong seat to play")
	}
	for i := range Seats {
		seat := (s.Current.Leader + i) % Seats
		if (s.Current.Cards[seat] != cards.NoCard) != (i < played) {
			return errors.New("the trick has a gap")
		}
		want := HandSize - len(s.Tricks) - kit.Btoi(i < played)
		if s.Hands[seat].Len() != want {
			return errors.New("hand size does not match the tricks")
		}
	}
	if len(s.Tricks) > 0 && s.Current.Leader != s.Tricks[len(s.Tricks)-1].Winner {
		return errors.New("the last winner must lead")
	}
	passes := 0
	for _, c := range s.Chosen {
		switch c.Len() {
		case PassCount:
			passes++
		case 0:
		default:
			return errors.New("bad pass")
		}
	}
	if (DirectionOf(s.Round) == PassNone) != (passes == 0) || (passes != 0 && passes != Seats) {
		return errors.New("passes do not match the round")
	}
	hearts := !s.Current.Set().OfSuit(cards.Hearts).Empty()
	for _, t := range s.Tricks {
		hearts = hearts || !t.Set().OfSuit(cards.Hearts).Empty()
	}
	if hearts != s.Broken {
		return errors.New("hearts broken does not match the play")
	}
	return nil
}
