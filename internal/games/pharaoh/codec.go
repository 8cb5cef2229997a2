package pharaoh

import (
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "pharaoh", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

func seatOK(seat int) bool { return seat == Person || seat == Bot }

// check verifies that the state is one the rules can reach.
func (s *state) check() error {
	if Levels.At(s.Rung) == "" || (s.Length != ShortSeries && s.Length != ChampionSeries) {
		return errors.New("unknown level or series length")
	}
	if !seatOK(s.Lead) || s.DealCount < 1 || s.Moves < 0 {
		return errors.New("bad lead or counter")
	}
	if err := s.checkScores(); err != nil {
		return err
	}
	if err := s.Deal.check(s.Phase == Playing); err != nil {
		return err
	}
	if len(s.Log) > maxLog {
		return errors.New("log too long")
	}
	for _, e := range s.Log {
		if err := e.check(); err != nil {
			return err
		}
	}
	if s.Phase != Playing {
		last := s.Deals[len(s.Deals)-1]
		d := &s.Deal
		if last.Hands != d.Hands || last.End != d.End || last.Winner != d.Winner || last.Last != d.Last ||
			last.Jokered != d.Jokered || last.Special != d.Special {
			return errors.New("the last deal's result does not match the table")
		}
	}
	return nil
}

// checkScores replays the deals into the match scores and the matches
// into the series.
func (s *state) checkScores() error {
	if len(s.Matches) > s.Length {
		return errors.New("too many matches")
	}
	dealt := 0
	for _, m := range s.Matches {
		diff := kit.Abs(m.Scores[0] - m.Scores[1])
		if m.Deals < 1 || max(m.Scores[0], m.Scores[1]) < MatchTarget || m.Mult != Multiplier(diff) ||
			m.Result != MatchResultFor(m.Scores, Person) {
			return errors.New("a match result does not add up")
		}
		dealt += m.Deals
	}
	var run [Seats]int
	for i, r := range s.Deals {
		if err := r.check(); err != nil {
			return err
		}
		for seat := range Seats {
			run[seat] += r.Points[seat]
		}
		if run != r.Scores {
			return errors.New("deal scores do not add up")
		}
		if i < len(s.Deals)-1 && max(run[0], run[1]) >= MatchTarget {
			return errors.New("a match went on after reaching the target")
		}
	}
	if run != s.Scores {
		return errors.New("match scores are not the sum of the deals")
	}
	settled := s.Phase == MatchOver || s.Phase == SeriesOver
	switch s.Phase {
	case Playing, DealOver:
		if len(s.Matches) >= s.Length || max(run[0], run[1]) >= MatchTarget || (s.Phase == DealOver && len(s.Deals) == 0) {
			return errors.New("a match in play that is settled")
		}
	case MatchOver, SeriesOver:
		if len(s.Matches) == 0 || (s.Phase == SeriesOver) != (len(s.Matches) == s.Length) {
			return errors.New("bad series phase")
		}
		last := s.Matches[len(s.Matches)-1]
		if last.Scores != run || last.Deals != len(s.Deals) {
			return errors.New("the last match does not match its deals")
		}
	default:
		return errors.New("unknown phase")
	}
	dealt += len(s.Deals)
	if settled {
		dealt -= len(s.Deals)
	}
	if s.Phase == Playing {
		dealt++
	}
	if dealt != s.DealCount {
		return errors.New("the deal count does not add up")
	}
	return nil
}

// check verifies one deal result on its own.
func (r DealResult) check() error {
	if !seatOK(r.First) || (r.Special != cards.RedJoker && r.Special != cards.BlackJoker) {
		return errors.New("bad deal result")
	}
	d := Deal{End: r.End, Winner: r.Winner, Last: r.Last, Hands: r.Hands, Jokered: r.Jokered, Special: r.Special}
	if err := d.checkEnd(); err != nil {
		return err
	}
	if d.Points() != r.Points {
		return errors.New("deal points do not match the hands")
	}
	return nil
}

// checkEnd verifies how a finished deal ended.
func (d *Deal) checkEnd() error {
	deck := DeckOf(d.Special)
	if !deck.Has(d.Last) {
		return errors.New("bad last card")
	}
	for seat := range Seats {
		if d.Hands[seat].Minus(deck) != 0 || d.Hands[seat].Len() > MaxHand {
			return errors.New("bad hand")
		}
		if d.Jokered[seat] && (d.Special != SeatColor(seat) || d.Hands[seat].Has(cards.JokerOf(d.Special))) {
			return errors.New("a special joker played that was not")
		}
	}
	if d.Hands[0].Intersect(d.Hands[1]) != 0 {
		return errors.New("a card in both hands")
	}
	switch d.End {
	case EndOut:
		if !seatOK(d.Winner) || !d.Hands[d.Winner].Empty() || d.Hands[1-d.Winner].Empty() {
			return errors.New("bad winner")
		}
	case EndStock, EndBlocked:
		if d.Winner != -1 {
			return errors.New("a winner of a deal nobody won")
		}
	default:
		return errors.New("unknown deal end")
	}
	return nil
}

// check verifies the table: every card of the deal's deck in exactly
// one place, and the turn's bookkeeping.
func (d *Deal) check(playing bool) error {
	if d.Special != cards.RedJoker && d.Special != cards.BlackJoker {
		return errors.New("bad special joker")
	}
	if !seatOK(d.Turn) || d.Passes < 0 || d.Passes >= Seats || len(d.Pile) == 0 {
		return errors.New("bad turn")
	}
	tally := cards.NewTally(DeckOf(d.Special))
	for seat := range Seats {
		h := d.Hands[seat]
		if h.Len() > MaxHand || !tally.AddSet(h) {
			return errors.New("a card is in two places")
		}
		if d.Drew[seat].Minus(h) != 0 || d.Lacks[seat].Intersect(h) != 0 || d.Lacks[seat].Minus(FullDeck) != 0 {
			return errors.New("drawn or known-missing cards do not match the hand")
		}
	}
	if !tally.AddList(d.Stock) || !tally.AddList(d.Pile) {
		return errors.New("bad card in the stock or the pile")
	}
	if !tally.Complete() {
		return errors.New("cards are missing")
	}
	if d.Called != cards.NoSuit && (!d.Called.Valid() || !d.Top().IsJoker()) {
		return errors.New("a suit called without a joker")
	}
	for seat := range Seats {
		if d.Jokered[seat] && !pileHas(d.Pile, cards.JokerOf(SeatColor(seat))) {
			return errors.New("a special joker played that is not on the pile")
		}
	}
	if !playing {
		if d.Drawn != cards.NoCard || d.Last != d.Top() {
			return errors.New("a finished deal with a turn in progress")
		}
		return d.checkEnd()
	}
	// The stock may be empty only while the player who drew its last
	// card may still play it.
	if d.End != InPlay || d.Winner != -1 || d.Last != cards.NoCard || (len(d.Stock) == 0 && d.Drawn == cards.NoCard) ||
		d.Hands[0].Empty() || d.Hands[1].Empty() {
		return errors.New("a deal in play that has ended")
	}
	if d.Drawn != cards.NoCard && (!d.Hands[d.Turn].Has(d.Drawn) || !Fits(d.Drawn, d.Top(), d.Called)) {
		return errors.New("bad drawn card")
	}
	return nil
}

func pileHas(pile cards.Packed, c cards.Card) bool {
	for _, p := range pile {
		if p == c {
			return true
		}
	}
	return false
}

// check verifies one log line.
func (e Event) check() error {
	if !seatOK(e.Seat) || e.N < 0 || e.N > 2 || (e.Card != cards.NoCard && !FullDeck.Has(e.Card)) ||
		(e.Suit != 0 && !e.Suit.Valid() && e.Suit != cards.NoSuit) {
		return errors.New("bad log entry")
	}
	switch e.Kind {
	case EvStart, EvPlay, EvDraw, EvMiss, EvKeep, EvFull, EvPenalty, EvSkip:
	case EvEnd:
		if e.End != EndOut && e.End != EndStock && e.End != EndBlocked {
			return errors.New("bad deal end in the log")
		}
	default:
		return errors.New("unknown log entry")
	}
	return nil
}
