package thousand

import (
	"errors"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// codec stores the state after its version and RNG (kit.Codec); a new
// stored form takes Version 2 and still reads 1.
var codec = kit.Codec[state]{Name: "thousand", Version: 1, RNG: func(s *state) **rand.PCG { return &s.rng }, Check: (*state).check}

// Encode writes the whole state, RNG included.
func (s *state) Encode() ([]byte, error) { return codec.Encode(s) }

func seatOK(seat int) bool { return seat >= 0 && seat < Players }

// check verifies that the state is one the rules can reach.
func (s *state) check() error {
	if Levels.At(s.Rung) == "" {
		return errors.New("unknown level")
	}
	if !seatOK(s.Dealer) || !seatOK(s.Turn) || !seatOK(s.Leader) || s.Moves < 0 {
		return errors.New("bad dealer, turn or counter")
	}
	if err := s.checkResults(); err != nil {
		return err
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkAuction(); err != nil {
		return err
	}
	if err := s.checkTricks(); err != nil {
		return err
	}
	if len(s.Log) > maxLog {
		return errors.New("log too long")
	}
	for _, e := range s.Log {
		if !seatOK(e.Seat) || e.N < 0 || e.N > 1000 || (e.Card != cards.NoCard && !FullDeck.Has(e.Card)) {
			return errors.New("bad log entry")
		}
		switch e.Kind {
		case EvDeal, EvBid, EvPass, EvKitty, EvRaise, EvGive, EvPlay, EvMarriage, EvTrick, EvWriteOff:
		default:
			return errors.New("unknown log entry")
		}
	}
	return nil
}

// checkResults replays the scored hands, under the house rules, into
// the scores and the house rules' counts.
func (s *state) checkResults() error {
	var st Standing
	for _, r := range s.Sheet {
		if !seatOK(r.Dealer) || !seatOK(r.Declarer) || r.Bid < OpeningBid || r.Bid%BidStep != 0 || r.Bid > PlainMax+280 {
			return errors.New("bad hand result")
		}
		for _, sc := range st.Scores {
			if sc >= Target {
				return errors.New("a hand after the match was won")
			}
		}
		cardSum := 0
		for seat := range Players {
			if r.Cards[seat] < 0 || r.Cards[seat] > 120 || r.Marr[seat] < 0 || r.Marr[seat] > 280 || r.Marr[seat]%20 != 0 {
				return errors.New("impossible hand points")
			}
			cardSum += r.Cards[seat]
		}
		if r.WrittenOff {
			if !s.House.WriteOff || cardSum != 0 || r.Marr != [3]int{} || r.Made {
				return errors.New("a hand written off that was played")
			}
		} else if cardSum != 120 || r.Made != (r.Earned(r.Declarer) >= r.Bid) {
			return errors.New("hand points do not add up")
		}
		want := r
		st = settle(s.House, st, &want)
		if want.Delta != r.Delta || want.Marks != r.Marks {
			return errors.New("a hand's score does not follow from its points")
		}
		if st.Scores != r.Scores {
			return errors.New("running scores do not add up")
		}
	}
	if st.Scores != s.Scores || st.Bolts != s.Bolts || st.Barrel != s.Barrel {
		return errors.New("scores are not the sum of the hands")
	}
	reached := false
	for _, sc := range st.Scores {
		reached = reached || sc >= Target
	}
	if reached != (s.Phase == MatchOver) {
		return errors.New("the match is over exactly when someone has 1000")
	}
	return nil
}

// writtenOff reports whether the hand just scored was given up.
func (s *state) writtenOff() bool {
	return (s.Phase == HandOver || s.Phase == MatchOver) && len(s.Sheet) > 0 && s.Sheet[len(s.Sheet)-1].WrittenOff
}

// checkCards verifies that the 24 cards are each in exactly one place:
// a hand, the kitty, the trick or a completed trick.
func (s *state) checkCards() error {
	tally := cards.NewTally(FullDeck)
	for _, h := range s.Hands {
		if !tally.AddSet(h) {
			return errors.New("a card is in two hands")
		}
	}
	if !tally.AddSet(s.Kitty) {
		return errors.New("bad kitty")
	}
	if !tally.AddList(s.Trick) {
		return errors.New("bad card in the trick")
	}
	for _, t := range s.Done {
		if !tally.AddList(t.Cards[:]) {
			return errors.New("bad card in a trick")
		}
	}
	if !tally.Complete() {
		return errors.New("cards are missing")
	}
	if s.Shown.Minus(FullDeck) != 0 || (s.Shown.Len() != 0 && s.Shown.Len() != KittySize) {
		return errors.New("bad kitty shown")
	}
	return nil
}

// checkAuction verifies the bidding and the kitty against the phase.
func (s *state) checkAuction() error {
	in := 0
	for seat := range Players {
		if b := s.Bids[seat]; b != 0 && (b < OpeningBid || b%BidStep != 0 || b > s.Bid) {
			return errors.New("bad bid")
		}
		if !s.Passed[seat] {
			in++
		}
	}
	if s.Bid != 0 && (s.Bid < OpeningBid || s.Bid%BidStep != 0 || s.Bid > PlainMax+280) {
		return errors.New("bad highest bid")
	}
	if s.Phase == Bidding {
		if s.Kitty.Len() != KittySize || s.Shown != 0 || s.Declarer != -1 || s.Gave != [3]cards.Card{} {
			return errors.New("the kitty is not face down during the auction")
		}
		if in < 2 || s.Passed[s.Turn] {
			return errors.New("the auction should be over")
		}
		if (s.Bid == 0) != (s.Bidder == -1) || (s.Bidder >= 0 && (!seatOK(s.Bidder) || s.Passed[s.Bidder] || s.Bids[s.Bidder] != s.Bid)) {
			return errors.New("bad highest bidder")
		}
		for seat := range Players {
			if s.Hands[seat].Len() != HandSize {
				return errors.New("a hand of the wrong size in the auction")
			}
		}
		if len(s.Done) != 0 || len(s.Trick) != 0 || len(s.Marr) != 0 {
			return errors.New("tricks during the auction")
		}
		return nil
	}
	if s.Kitty != 0 {
		return errors.New("the kitty is still face down")
	}
	switch s.Phase {
	case Giving, Playing:
	case HandOver, MatchOver:
		if len(s.Sheet) == 0 {
			return errors.New("a scored hand without a result")
		}
		r := s.Sheet[len(s.Sheet)-1]
		played := Tricks
		if r.WrittenOff {
			played = 0
		}
		if r.Declarer != s.Declarer || r.Bid != s.Bid || r.Dealer != s.Dealer || len(s.Done) != played {
			return errors.New("the last result does not match the hand")
		}
	default:
		return errors.New("unknown phase")
	}
	if !seatOK(s.Declarer) || s.Bidder != s.Declarer || s.Shown.Len() != KittySize || s.Bid == 0 {
		return errors.New("a hand without a declarer")
	}
	if s.Gave[s.Declarer] != cards.NoCard {
		return errors.New("the declarer gave to themself")
	}
	given := 0
	for seat, c := range s.Gave {
		if c != cards.NoCard {
			if !FullDeck.Has(c) {
				return errors.New("bad card given")
			}
			given++
		} else if seat != s.Declarer && s.Phase != Giving && !s.writtenOff() {
			return errors.New("an opponent got no card")
		}
	}
	if s.Phase == Giving {
		if s.Turn != s.Declarer || given >= 2 || len(s.Done) != 0 || len(s.Trick) != 0 {
			return errors.New("bad giving phase")
		}
		if s.Gave[next(next(s.Declarer))] != cards.NoCard && s.Gave[next(s.Declarer)] == cards.NoCard {
			return errors.New("cards given out of order")
		}
		if s.Hands[s.Declarer].Len() != HandSize+KittySize-given {
			return errors.New("the declarer holds the wrong number of cards")
		}
		for seat := range Players {
			if seat != s.Declarer && s.Hands[seat].Len() != HandSize+kit.Btoi(s.Gave[seat] != cards.NoCard) {
				return errors.New("an opponent holds the wrong number of cards")
			}
		}
	}
	return nil
}

// checkTricks verifies the tricks: whose turn, who won each, hand sizes,
// and marriages declared by their leaders.
func (s *state) checkTricks() error {
	if s.Phase == Bidding || s.Phase == Giving || s.writtenOff() {
		if len(s.Done) != 0 || len(s.Trick) != 0 || len(s.Marr) != 0 {
			return errors.New("tricks before the play")
		}
		return nil
	}
	if len(s.Done) > Tricks || len(s.Trick) >= Players || (len(s.Done) == Tricks && len(s.Trick) != 0) {
		return errors.New("too many tricks")
	}
	if (s.Phase == Playing) == (len(s.Done) == Tricks) {
		return errors.New("the play ends exactly after eight tricks")
	}
	for i, m := range s.Marr {
		if !seatOK(m.Seat) || !m.Suit.Valid() || m.Trick < 1 || m.Trick > len(s.Done) || (i > 0 && m.Trick <= s.Marr[i-1].Trick) {
			return errors.New("bad marriage")
		}
		var lead cards.Card
		switch {
		case m.Trick < len(s.Done):
			lead = s.Done[m.Trick].Cards[0]
			if s.Done[m.Trick].Leader != m.Seat {
				return errors.New("a marriage declared by a seat that did not lead")
			}
		case len(s.Trick) > 0 && s.Leader == m.Seat:
			lead = s.Trick[0]
		default:
			return errors.New("a marriage never led")
		}
		if lead.Suit() != m.Suit || (lead.Rank() != cards.King && lead.Rank() != cards.Queen) {
			return errors.New("a marriage not led with its King or Queen")
		}
	}
	leader := s.Declarer
	marr := 0
	trump := cards.NoSuit
	for i, t := range s.Done {
		if t.Leader != leader {
			return errors.New("a trick led by the wrong seat")
		}
		for marr < len(s.Marr) && s.Marr[marr].Trick == i {
			trump = s.Marr[marr].Suit
			marr++
		}
		if w := (t.Leader + Winner(t.Cards[:], trump)) % Players; t.Winner != w {
			return errors.New("a trick given to the wrong seat")
		}
		leader = t.Winner
	}
	if s.Leader != leader {
		return errors.New("the wrong leader")
	}
	if s.Phase == Playing {
		if s.Turn != (s.Leader+len(s.Trick))%Players {
			return errors.New("the wrong seat to play")
		}
		for seat := range Players {
			played := len(s.Done)
			if (seat-s.Leader+Players)%Players < len(s.Trick) {
				played++
			}
			if s.Hands[seat].Len() != Tricks-played {
				return errors.New("a hand of the wrong size")
			}
		}
	}
	return nil
}
