package game101

import (
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "game101", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

// check verifies that the state is one the rules can reach: every card
// exactly once, scores equal to the rounds replayed, the right players
// out, a turn that belongs to a player who is in.
func (s *state) check() error {
	n := s.Players
	if n < MinPlayers || n > MaxPlayers {
		return errors.New("bad number of players")
	}
	if Levels.At(s.Rung) == "" {
		return errors.New("unknown level")
	}
	if len(s.Hands) != n || len(s.Out) != n || len(s.Scores) != n || len(s.Drew) != n || len(s.Lacks) != n {
		return errors.New("per-seat lists of the wrong length")
	}
	seatOK := func(seat int) bool { return seat >= 0 && seat < n }
	if !seatOK(s.Dealer) || !seatOK(s.Turn) || s.Moves < 0 || s.BotRun < 0 || s.Shuffles < 0 || s.Shuffles > MaxShuffles ||
		s.Misses < 0 || s.Misses >= n {
		return errors.New("bad dealer, turn or counter")
	}
	if err := s.checkRounds(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if len(s.Log) > maxLog {
		return errors.New("log too long")
	}
	for _, e := range s.Log {
		if !seatOK(e.Seat) || e.N < 0 || e.N > len(Deck) || (e.Card != cards.NoCard && !FullDeck.Has(e.Card)) {
			return errors.New("bad log entry")
		}
		switch e.Kind {
		case EvStart, EvPlay, EvDrawn, EvPass, EvPenalty, EvSkip, EvShuffle, EvBlocked:
		default:
			return errors.New("unknown log entry")
		}
	}

	active := s.active()
	switch s.Phase {
	case Playing:
		if s.Out[s.Dealer] || s.Out[s.Turn] {
			return errors.New("the dealer or the player to move is out")
		}
		for seat, h := range s.Hands {
			if h.Empty() != s.Out[seat] {
				return errors.New("a player in has no cards, or one out has some")
			}
		}
		if active < 2 {
			return errors.New("a round with fewer than two players")
		}
	case RoundOver:
		if len(s.Rounds) == 0 || active < 2 || (s.Out[kit.HumanSeat] && s.BotRun < PauseAfter) {
			return errors.New("a scored round nobody can deal on from")
		}
	case MatchOver:
		if len(s.Rounds) == 0 || active != 1 {
			return errors.New("the match is over but not with one player left")
		}
	default:
		return errors.New("unknown phase")
	}
	if s.Phase != Playing {
		last := s.Rounds[len(s.Rounds)-1]
		if (!last.Blocked && !s.Hands[last.Winner].Empty()) || s.top() != last.Last {
			return errors.New("the round's winner still holds cards")
		}
	}
	return nil
}

// checkRounds replays the round results into the scores and the players
// out.
func (s *state) checkRounds() error {
	n := s.Players
	scores := make([]int, n)
	out := make([]bool, n)
	for _, r := range s.Rounds {
		if len(r.Played) != n || len(r.Points) != n || len(r.Scores) != n || len(r.Out) != n {
			return errors.New("round result of the wrong length")
		}
		if r.Winner < 0 || r.Winner >= n || r.Dealer < 0 || r.Dealer >= n || !FullDeck.Has(r.Last) {
			return errors.New("bad round winner, dealer or last card")
		}
		players := 0
		for seat := range n {
			if r.Played[seat] == out[seat] {
				return errors.New("a round's players do not match who was in")
			}
			if !r.Played[seat] {
				if r.Points[seat] != 0 || r.Out[seat] || r.Scores[seat] != scores[seat] {
					return errors.New("a player who was out scored")
				}
				continue
			}
			players++
			pts := r.Points[seat]
			switch {
			case seat == r.Winner && r.Blocked && pts != 0:
				return errors.New("a blocked round's winner scored")
			case seat == r.Winner && !r.Blocked && pts != FinishBonus(r.Last):
				return errors.New("the winner's bonus does not match the last card")
			case seat != r.Winner && (pts < 0 || pts > MaxHandPoints):
				return errors.New("impossible round points")
			}
			next, gone := AfterRound(scores[seat], pts)
			if next != r.Scores[seat] || gone != r.Out[seat] {
				return errors.New("scores do not add up")
			}
			scores[seat], out[seat] = next, gone
		}
		if players < 2 || !r.Played[r.Winner] || r.Out[r.Winner] || !r.Played[r.Dealer] {
			return errors.New("a round without a proper table")
		}
	}
	for seat := range n {
		if scores[seat] != s.Scores[seat] || out[seat] != s.Out[seat] {
			return errors.New("scores are not the sum of the rounds")
		}
	}
	return nil
}

// checkCards verifies that the 36 cards are each in exactly one place.
func (s *state) checkCards() error {
	if len(s.Pile) == 0 {
		return errors.New("the pile is empty")
	}
	tally := cards.NewTally(FullDeck)
	for seat, h := range s.Hands {
		if !tally.AddSet(h) {
			return errors.New("a card is in two places")
		}
		if s.Drew[seat].Minus(h) != 0 || s.Lacks[seat].Intersect(h) != 0 || s.Lacks[seat].Minus(FullDeck) != 0 {
			return errors.New("drawn or known-missing cards do not match the hand")
		}
	}
	if !tally.AddList(s.Stock) {
		return errors.New("bad card in the stock")
	}
	if !tally.AddList(s.Pile) {
		return errors.New("bad card in the pile")
	}
	if !tally.Complete() {
		return errors.New("cards are missing")
	}
	return nil
}
