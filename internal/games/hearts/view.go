package hearts

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own hand, its own pass, and the
// public play. It never holds another seat's hand or the deck.
type View struct {
	Seat   int
	Level  kit.Level
	Target int
	Phase  Phase
	// Round counts rounds from 0; Pass is its direction.
	Round int
	Pass  Direction
	// PassTo and PassFrom are the seats this seat gives to and gets
	// from this round (itself when there is no pass).
	PassTo, PassFrom int

	// Hand is the seat's cards in display order (clubs, diamonds,
	// spades, hearts).
	Hand []cards.Card
	// Playable is what the seat may play now: empty unless it is this
	// seat's turn in play. While passing it is the whole hand until the
	// pass is chosen.
	Playable cards.Set
	// Passed is the seat's own pass (chosen, or given once play has
	// started); Received is what it was given. Both empty without a pass.
	Passed, Received []cards.Card
	// WaitingForPass is true while this seat has passed and others have
	// not.
	WaitingForPass bool

	// Current is the trick on the table in play order; Leader led it.
	Current []Play
	Leader  int
	// Tricks are this round's completed tricks (all of them public);
	// the last one is the "last trick".
	Tricks []TrickView
	// Turn is the seat to play (meaningful while Playing).
	Turn         int
	HeartsBroken bool
	FirstTrick   bool
	// CardsLeft is the number of cards in each seat's hand.
	CardsLeft [Seats]int
	// Taken is the points each seat has taken this round so far.
	Taken [Seats]int

	// Rounds has one row per finished round; Scores is the total.
	Rounds []RoundResult
	Scores [Seats]int
	// Winners are the lowest scores once the game is over.
	Winners []int
}

// TrickView is one completed trick as shown on the table.
type TrickView struct {
	Plays  []Play
	Winner int
	Points int
}

// LastTrick returns the most recent completed trick of the round.
func (v View) LastTrick() (TrickView, bool) { return kit.Last(v.Tricks) }

// MyTurn reports whether the seat must play a card now.
func (v View) MyTurn() bool { return v.Phase == Playing && v.Turn == v.Seat }

// MustPass reports whether the seat still has to choose its pass.
func (v View) MustPass() bool { return v.Phase == Passing && !v.WaitingForPass }

// Over reports whether the game has ended.
func (v View) Over() bool { return v.Phase == GameOver }

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if !seatOK(seat) {
		seat = 0
	}
	dir := DirectionOf(s.Round)
	v := View{
		Seat:         seat,
		Level:        s.level(),
		Target:       s.Target,
		Phase:        s.Phase,
		Round:        s.Round,
		Pass:         dir,
		PassTo:       dir.Receiver(seat),
		PassFrom:     dir.Giver(seat),
		Hand:         s.Hands[seat].Cards(),
		Leader:       s.Current.Leader,
		Current:      s.Current.Plays(),
		Turn:         s.Turn,
		HeartsBroken: s.Broken,
		FirstTrick:   len(s.Tricks) == 0,
		Rounds:       slices.Clone(s.Rounds),
		Scores:       s.Scores,
	}
	slices.SortFunc(v.Hand, Display)
	for other := range Seats {
		v.CardsLeft[other] = s.Hands[other].Len()
	}
	taken := s.taken()
	for other := range Seats {
		v.Taken[other] = SetPoints(taken[other])
	}
	for _, t := range s.Tricks {
		v.Tricks = append(v.Tricks, TrickView{Plays: t.Plays(), Winner: t.Winner, Points: SetPoints(t.Set())})
	}
	switch s.Phase {
	case Passing:
		v.Passed = sortedCards(s.Chosen[seat])
		v.WaitingForPass = !s.Chosen[seat].Empty()
		if !v.WaitingForPass {
			v.Playable = s.Hands[seat]
		}
	case Playing, RoundOver, GameOver:
		if dir != PassNone {
			v.Passed = sortedCards(s.Chosen[seat])
			v.Received = sortedCards(s.Chosen[v.PassFrom])
		}
		if s.Phase == Playing && s.Turn == seat {
			v.Playable = s.legal(seat)
		}
	}
	if s.Phase == GameOver {
		v.Winners = s.Winners()
	}
	return v
}

func sortedCards(set cards.Set) []cards.Card {
	out := set.Cards()
	slices.SortFunc(out, Display)
	return out
}
