package tonk

import (
	"errors"
	"math/rand/v2"
	"slices"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "tonk", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

// check verifies that the state is one the rules can reach.
func (s *state) check() error {
	n := s.Players
	if n < MinBots+1 || n > MaxPlayers {
		return errors.New("bad number of players")
	}
	if Levels.At(s.Rung) == "" || !slices.Contains(Antes, s.Ante) || !slices.Contains(Thresholds, s.Threshold) {
		return errors.New("bad level, ante or threshold")
	}
	if len(s.Hands) != n || len(s.Taken) != n || len(s.Bank) != n || len(s.Wins) != n {
		return errors.New("per-seat lists of the wrong length")
	}
	seatOK := func(seat int) bool { return seat >= 0 && seat < n }
	if !seatOK(s.Dealer) || !seatOK(s.Turn) || s.HandNo < 1 || s.Moves < 0 || s.Tonks < 0 {
		return errors.New("bad dealer, turn or counter")
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkMoney(); err != nil {
		return err
	}
	playing := s.Phase == Start || s.Phase == Drawn
	switch s.Phase {
	case Start, Drawn, HandOver:
		if s.Broke {
			return errors.New("broke but still at the table")
		}
	case GameOver:
	default:
		return errors.New("unknown phase")
	}
	if playing {
		if (len(s.Stock) == 0) != s.Final || s.Left < 0 || s.Left >= n || (!s.Final && s.Left != 0) {
			return errors.New("the last round does not match the stock")
		}
		if s.Hands[s.Turn].Empty() {
			return errors.New("the player to move has no cards")
		}
		if s.Phase == Start && (s.Fresh != cards.NoCard || s.Spread) {
			return errors.New("a turn that has not drawn has taken or spread")
		}
		if s.Fresh != cards.NoCard && !s.Taken[s.Turn].Has(s.Fresh) && !s.Spread {
			return errors.New("the card just taken is gone without a spread")
		}
	} else if s.Fresh != cards.NoCard || s.Spread || len(s.History) == 0 {
		return errors.New("a settled hand with a turn in progress")
	}
	if len(s.Log) > maxLog || len(s.History) > maxHistory {
		return errors.New("log or history too long")
	}
	for _, e := range s.Log {
		if !seatOK(e.Seat) || e.N < 0 || e.N > 60 || (e.Card != cards.NoCard && !FullDeck.Has(e.Card)) || len(e.Cards) > 14 {
			return errors.New("bad log entry")
		}
		switch e.Kind {
		case EvDeal, EvDraw, EvTake, EvSpread, EvHit, EvDiscard, EvLast, EvDrop, EvTonk, EvOut, EvDealt, EvDead:
		default:
			return errors.New("unknown log entry")
		}
	}
	for _, r := range s.History {
		if err := r.check(n); err != nil {
			return err
		}
	}
	return nil
}

// checkCards verifies that the 52 cards are each in exactly one place.
func (s *state) checkCards() error {
	tally := cards.NewTally(FullDeck)
	for seat, h := range s.Hands {
		if h.Len() > HandSize+1 || !tally.AddSet(h) || s.Taken[seat].Minus(h) != 0 {
			return errors.New("a bad hand")
		}
	}
	if !tally.AddList(s.Stock) || !tally.AddList(s.Pile) {
		return errors.New("a bad card in the stock or the pile")
	}
	for _, sp := range s.Spreads {
		if !sp.valid(s.Players) || !tally.AddSet(sp.Cards) {
			return errors.New("a bad spread")
		}
	}
	if !tally.Complete() {
		return errors.New("cards are missing")
	}
	if s.Fresh != cards.NoCard && !FullDeck.Has(s.Fresh) {
		return errors.New("a bad card just taken")
	}
	return nil
}

// checkMoney verifies that no chip was made or lost: the bankrolls and
// the pot add up to what the table sat down with.
func (s *state) checkMoney() error {
	total := s.Pot
	for _, b := range s.Bank {
		total += b
	}
	playing := s.Phase == Start || s.Phase == Drawn
	if total != s.Players*StartBankroll || (playing && s.Pot != s.Players*s.Ante) || (!playing && s.Pot != 0) {
		return errors.New("the chips do not add up")
	}
	if s.Peak < StartBankroll || s.Peak < s.Bank[kit.HumanSeat] {
		return errors.New("bad peak bankroll")
	}
	wins := 0
	for _, w := range s.Wins {
		if w < 0 {
			return errors.New("bad win count")
		}
		wins += w
	}
	if wins > s.HandNo*s.Players {
		return errors.New("more wins than hands")
	}
	return nil
}

// check verifies one settled hand's record.
func (r HandResult) check(n int) error {
	if len(r.Points) != n || len(r.Left) != n || len(r.Shown) != n || len(r.Net) != n || len(r.Winners) > n || r.No < 1 {
		return errors.New("hand record of the wrong length")
	}
	if r.Dealer < 0 || r.Dealer >= n || r.Caller < -1 || r.Caller >= n || r.Pot < 0 {
		return errors.New("bad hand record")
	}
	sum := 0
	for seat := range n {
		sum += r.Net[seat]
		if r.Shown[seat].Minus(FullDeck) != 0 || r.Left[seat] != r.Shown[seat].Len() || r.Points[seat] != HandPoints(r.Shown[seat]) {
			return errors.New("hand record does not match its cards")
		}
	}
	for _, w := range r.Winners {
		if w < 0 || w >= n {
			return errors.New("bad winner")
		}
	}
	if sum != 0 {
		return errors.New("a hand made or lost chips")
	}
	switch r.How {
	case WentOut, Tonked, DealTonk, Dropped, DropFailed, Dead, DeadDeal:
	default:
		return errors.New("unknown end of a hand")
	}
	return nil
}
