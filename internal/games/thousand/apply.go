package thousand

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// Apply performs one action for a seat:
//
//	do=bid&bid=105   bid in the auction (100 to open, then 5 or more up)
//	do=pass          leave the auction
//	do=raise&bid=N   the declarer, holding the kitty, raises the bid
//	do=give&card=QS  the declarer gives a card to the next opponent
//	                 who has none yet (left first)
//	do=play&card=QS  play a card to the trick (a King or Queen leading a
//	                 trick but the first, with its partner in hand,
//	                 declares the marriage)
//	do=writeoff      the declarer, holding the kitty, gives the hand up
//	                 (only with that house rule)
//	do=next          deal the next hand once one is scored
//
// Every check happens before anything changes, so a refused action
// leaves the state as it was.
func (s *state) Apply(seat int, act kit.Action, now time.Time) error {
	bid, card := act.Get("bid"), act.Get("card")
	t := kit.Table{Seats: Players, Over: s.Over(), Ended: kit.MatchOver(), Resign: &s.Resignation, Moves: &s.Moves}
	return t.Play(seat, act, kit.Moves{
		ActBid:      func() error { return s.bid(seat, bid) },
		ActPass:     func() error { return s.pass(seat) },
		ActRaise:    func() error { return s.raise(seat, bid) },
		ActGive:     func() error { return s.give(seat, card) },
		ActPlay:     func() error { return s.play(seat, card) },
		ActWriteOff: func() error { return s.writeOff(seat) },
		ActNext:     func() error { return s.next(seat) },
	})
}

func (s *state) myTurn(seat int, phase Phase) error {
	if s.Phase != phase {
		switch s.Phase {
		case Bidding:
			return kit.Invalid("The auction is on: bid or pass.", "Идут торги: назначьте ставку или пасуйте.")
		case Giving:
			return kit.Invalid("The declarer is giving cards away.", "Играющий раздаёт карты из прикупа.")
		case Playing:
			return kit.Invalid("The tricks are being played.", "Идёт розыгрыш взяток.")
		}
		return kit.Invalid("The hand is over: deal the next one.", "Раздача окончена: сдайте следующую.")
	}
	if seat != s.Turn {
		return kit.Invalid("It is not your turn.", "Сейчас не ваш ход.")
	}
	return nil
}

// minBid is the least bid the auction allows now.
func (s *state) minBid() int {
	if s.Bid == 0 {
		return OpeningBid
	}
	return s.Bid + BidStep
}

func parseBid(text string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n <= 0 || n%BidStep != 0 {
		return 0, kit.Invalid("A bid is a number of points in steps of 5, like 105.",
			"Ставка — число очков с шагом 5, например 105.")
	}
	return n, nil
}

func (s *state) bid(seat int, text string) error {
	if err := s.myTurn(seat, Bidding); err != nil {
		return err
	}
	n, err := parseBid(text)
	if err != nil {
		return err
	}
	if lo := s.minBid(); n < lo {
		return kit.Invalid(fmt.Sprintf("Bid at least %d.", lo), fmt.Sprintf("Ставка — не меньше %d.", lo))
	}
	if hi := MaxBid(s.Hands[seat]); n > hi {
		if hi == PlainMax {
			return kit.Invalid("Without a marriage in hand you may bid at most 120.",
				"Без марьяжа на руке ставка — не больше 120.")
		}
		return kit.Invalid(fmt.Sprintf("With your marriages you may bid at most %d.", hi),
			fmt.Sprintf("С вашими марьяжами ставка — не больше %d.", hi))
	}
	s.Bid, s.Bidder, s.Bids[seat] = n, seat, n
	s.logEvent(Event{Seat: seat, Kind: EvBid, N: n})
	s.afterBid()
	return nil
}

func (s *state) pass(seat int) error {
	if err := s.myTurn(seat, Bidding); err != nil {
		return err
	}
	if s.Bid == 0 {
		return kit.Invalid("The player left of the dealer must open with at least 100.",
			"Игрок слева от сдающего обязан открыть торги ставкой не меньше 100.")
	}
	s.Passed[seat] = true
	s.logEvent(Event{Seat: seat, Kind: EvPass})
	s.afterBid()
	return nil
}

// afterBid moves the auction on: to the next player still in, or, when
// only the highest bidder is left, to the kitty.
func (s *state) afterBid() {
	in := 0
	for _, p := range s.Passed {
		if !p {
			in++
		}
	}
	if in == 1 && s.Bidder >= 0 {
		s.takeKitty(s.Bidder)
		return
	}
	t := next(s.Turn)
	for s.Passed[t] {
		t = next(t)
	}
	s.Turn = t
}

// takeKitty ends the auction: the kitty is turned up for all and goes
// to the declarer's hand.
func (s *state) takeKitty(declarer int) {
	s.Declarer = declarer
	s.Shown = s.Kitty
	s.Hands[declarer] = s.Hands[declarer].Union(s.Kitty)
	s.Kitty = 0
	s.Phase = Giving
	s.Turn = declarer
	s.logEvent(Event{Seat: declarer, Kind: EvKitty, N: s.Bid})
}

func (s *state) raise(seat int, text string) error {
	if err := s.myTurn(seat, Giving); err != nil {
		return err
	}
	if s.giveTo() != next(s.Declarer) {
		return kit.Invalid("The bid may be raised only before giving cards away.", "Повысить ставку можно только до того, как отдать карты.")
	}
	n, err := parseBid(text)
	if err != nil {
		return err
	}
	if n <= s.Bid {
		return kit.Invalid(fmt.Sprintf("Raise above your bid of %d.", s.Bid), fmt.Sprintf("Повышайте выше своей ставки %d.", s.Bid))
	}
	if hi := MaxBid(s.Hands[seat]); n > hi {
		return kit.Invalid(fmt.Sprintf("Your hand allows a bid of at most %d.", hi), fmt.Sprintf("Ваша рука позволяет ставку не больше %d.", hi))
	}
	s.Bid = n
	s.Bids[seat] = n
	s.logEvent(Event{Seat: seat, Kind: EvRaise, N: n})
	return nil
}

// GiveTo is the opponent who gets the declarer's next card: the one
// on the declarer's left first.
func (s *state) giveTo() int {
	for _, to := range [2]int{next(s.Declarer), next(next(s.Declarer))} {
		if s.Gave[to] == cards.NoCard {
			return to
		}
	}
	return -1
}

func (s *state) give(seat int, code string) error {
	c, err := s.ownCard(seat, Giving, code)
	if err != nil {
		return err
	}
	to := s.giveTo()
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Hands[to] = s.Hands[to].Add(c)
	s.Gave[to] = c
	s.logEvent(Event{Seat: seat, Kind: EvGive, N: to})
	if s.giveTo() < 0 {
		s.Phase = Playing
		s.Leader = seat
		s.Turn = seat
	}
	return nil
}

// ownCard is the card code names in seat's hand, once myTurn lets seat
// act in phase.
func (s *state) ownCard(seat int, phase Phase, code string) (cards.Card, error) {
	if err := s.myTurn(seat, phase); err != nil {
		return cards.NoCard, err
	}
	return cards.FromHand(code, FullDeck, s.Hands[seat])
}

func (s *state) leadCard() cards.Card {
	if len(s.Trick) == 0 {
		return cards.NoCard
	}
	return s.Trick[0]
}

func (s *state) play(seat int, code string) error {
	c, err := s.ownCard(seat, Playing, code)
	if err != nil {
		return err
	}
	if !Legal(s.Hands[seat], s.leadCard(), s.Trump()).Has(c) {
		lead := s.leadCard()
		if s.Hands[seat].OfSuit(lead.Suit()).Empty() {
			return kit.Invalid("You have no card of the suit led: play a trump.", "Масти хода у вас нет: кладите козырь.")
		}
		return kit.Invalid("Follow suit: play a card of the suit led.", "Ходите в масть: кладите карту масти хода.")
	}
	if len(s.Trick) == 0 && Declares(s.Hands[seat], c, len(s.Done)) {
		s.Marr = append(s.Marr, Marriage{Seat: seat, Suit: c.Suit(), Trick: len(s.Done)})
		s.logEvent(Event{Seat: seat, Kind: EvMarriage, Card: c, N: MarriageValue(c.Suit())})
	}
	s.Hands[seat] = s.Hands[seat].Remove(c)
	s.Trick = append(s.Trick, c)
	s.logEvent(Event{Seat: seat, Kind: EvPlay, Card: c})
	if len(s.Trick) < Players {
		s.Turn = next(seat)
		return nil
	}
	t := Trick{Leader: s.Leader, Winner: (s.Leader + Winner(s.Trick, s.Trump())) % Players}
	copy(t.Cards[:], s.Trick)
	s.Done = append(s.Done, t)
	s.Trick = nil
	pts := 0
	for _, x := range t.Cards {
		pts += Points(x)
	}
	s.logEvent(Event{Seat: t.Winner, Kind: EvTrick, N: pts})
	s.Leader, s.Turn = t.Winner, t.Winner
	if len(s.Done) == Tricks {
		s.score()
	}
	return nil
}

// score ends the hand: the declarer gains or loses the bid, the others
// add what they earned, under the house rules; 1000 ends the match.
func (s *state) score() {
	r := HandResult{Dealer: s.Dealer, Declarer: s.Declarer, Bid: s.Bid, Cards: s.taken(), Marr: s.marriagePoints()}
	r.Made = r.Earned(s.Declarer) >= s.Bid
	s.record(r)
}

// record settles a hand's result into the scores and the sheet.
func (s *state) record(r HandResult) {
	st := settle(s.House, s.standing(), &r)
	s.Scores, s.Bolts, s.Barrel = st.Scores, st.Bolts, st.Barrel
	s.Sheet = append(s.Sheet, r)
	s.Phase = HandOver
	for _, sc := range s.Scores {
		if sc >= Target {
			s.Phase = MatchOver
		}
	}
}

// canWriteOff reports whether the declarer may give the hand up now:
// with the house rule, holding the kitty, before giving a card.
func (s *state) canWriteOff() bool {
	return s.House.WriteOff && s.Phase == Giving && s.giveTo() == next(s.Declarer)
}

func (s *state) writeOff(seat int) error {
	if !s.House.WriteOff {
		return kit.Invalid("This match is played without writing off a hand.", "В этой партии расписывать игру нельзя.")
	}
	if err := s.myTurn(seat, Giving); err != nil {
		return err
	}
	if !s.canWriteOff() {
		return kit.Invalid("A hand may be written off only before giving cards away.", "Расписать игру можно только до того, как отдать карты.")
	}
	s.logEvent(Event{Seat: seat, Kind: EvWriteOff, N: s.Bid})
	s.record(HandResult{Dealer: s.Dealer, Declarer: s.Declarer, Bid: s.Bid, WrittenOff: true})
	return nil
}

func (s *state) next(seat int) error {
	if s.Phase != HandOver {
		return kit.Invalid("The hand is still being played.", "Раздача ещё не окончена.")
	}
	if seat != kit.HumanSeat {
		return kit.Invalid("Only the person deals the next hand.", "Следующую раздачу начинает только человек.")
	}
	s.deal(next(s.Dealer))
	return nil
}

// NextBot reports the bot seat that must act now.
func (s *state) NextBot() (int, bool) {
	if s.Quit {
		return 0, false
	}
	switch s.Phase {
	case Bidding, Giving, Playing:
		return s.Turn, s.Turn != kit.HumanSeat
	}
	return 0, false
}

// Over reports whether the match has ended.
func (s *state) Over() bool { return s.Phase == MatchOver || s.Quit }
