package durak

import (
	"slices"
	"time"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// View is what one seat may know: its own hand and the public play (the
// table, the trump card, the number of cards in the deck and in every
// hand, the discard pile, and the cards everyone saw go into a hand). It
// never holds another seat's hidden cards or the order of the deck.
type View struct {
	Seat    int
	Players int
	Level   kit.Level
	Phase   Phase
	// Bout counts bouts from 1.
	Bout int

	// Trump is the card turned up under the deck (shown even after it
	// has been drawn); TrumpSuit is its suit.
	Trump     cards.Card
	TrumpSuit cards.Suit
	// DeckCount is the cards left to draw, the trump card included.
	DeckCount int
	// Discard is every card beaten off so far (they were all seen).
	Discard cards.Set

	// Hand is the seat's cards in display order.
	Hand []cards.Card
	// Playable is what the seat may play now; playing one of them does
	// Play ("attack", "defend" or "throw"; empty when it is not this
	// seat's turn).
	Playable cards.Set
	Play     string
	// Target is the attack waiting to be beaten (while defending).
	Target cards.Card
	// CanTake and CanPass say which buttons the seat has now.
	CanTake, CanPass bool

	// Counts is every seat's number of cards; Known the cards everyone
	// has seen go into that hand and not come out yet.
	Counts []int
	Known  []cards.Set
	// KnownCards is Known of each seat in display order.
	KnownCards [][]cards.Card
	// OutAt is the bout with which a seat left the game (0 while in).
	OutAt []int

	Attacker, Defender int
	// Turn is the seat to act, -1 once the game is over.
	Turn  int
	Table []Pair
	// Limit is the most attacking cards this bout.
	Limit int
	// Taking is true when the defender has given up and the others may
	// still throw in.
	Taking bool

	// Opening is how the first attacker was chosen; Log the last bouts,
	// oldest first.
	Opening Reveal
	Log     []Bout
	// Fool is the seat left with cards at the end, -1 for none.
	Fool int
	// Variant is how this table plays; Transferable the cards the seat
	// may pass the attack on with now (do=transfer).
	Variant      Variant
	Transferable cards.Set
}

// MyTurn reports whether the seat must act now.
func (v View) MyTurn() bool { return v.Phase != Over && v.Turn == v.Seat }

// Over reports whether the game has ended.
func (v View) Over() bool { return v.Phase == Over }

// Draw reports a game that ended with no fool: the last players went out
// together, or the bout limit stopped a game going round in circles.
func (v View) Draw() bool { return v.Phase == Over && v.Fool < 0 }

// Capped reports a game ended by the bout limit with several players
// still holding cards.
func (v View) Capped() bool {
	if v.Phase != Over {
		return false
	}
	in := 0
	for _, at := range v.OutAt {
		if at == 0 {
			in++
		}
	}
	return in > 1
}

// NextDefender is the seat a transfer would make the defender.
func (v View) NextDefender() int {
	for i := 1; i <= v.Players; i++ {
		if seat := (v.Defender + i) % v.Players; v.OutAt[seat] == 0 {
			return seat
		}
	}
	return v.Defender
}

// In reports whether a seat is still in the game.
func (v View) In(seat int) bool { return v.OutAt[seat] == 0 }

// TableCards is every card on the table now.
func (v View) TableCards() cards.Set { return tableSet(v.Table) }

// Uncovered counts the attacks on the table not yet beaten.
func (v View) Uncovered() int {
	n := 0
	for _, p := range v.Table {
		if !p.Covered() {
			n++
		}
	}
	return n
}

// Place is a seat's finishing place among those out (1 for the first
// out; seats out with the same bout share a place), 0 while in.
func (v View) Place(seat int) int {
	if v.OutAt[seat] == 0 {
		return 0
	}
	place := 1
	for _, at := range v.OutAt {
		if at != 0 && at < v.OutAt[seat] {
			place++
		}
	}
	return place
}

// Unseen is every card this seat cannot account for: not in its hand,
// on the table, in the discard pile or known to be in another hand.
// The deck (trump card aside) and the unknown parts of other hands are
// drawn from it.
func (v View) Unseen() cards.Set {
	seen := cards.SetOf(v.Hand...).Union(v.TableCards()).Union(v.Discard)
	for seat, k := range v.Known {
		if seat != v.Seat {
			seen = seen.Union(k)
		}
	}
	if v.DeckCount > 0 {
		seen = seen.Add(v.Trump)
	}
	return v.Variant.Deck().Minus(seen)
}

// View is the table as the given seat sees it.
func (s *state) View(seat int, now time.Time) View {
	if seat < 0 || seat >= s.Players {
		seat = 0
	}
	trump := s.TrumpSuit()
	v := View{
		Seat:      seat,
		Players:   s.Players,
		Level:     s.level(),
		Phase:     s.Phase,
		Bout:      s.Bout,
		Trump:     s.Trump,
		TrumpSuit: trump,
		DeckCount: len(s.Deck),
		Discard:   s.Discard,
		Hand:      Sorted(s.Hands[seat], trump),
		Counts:    make([]int, s.Players),
		Known:     slices.Clone(s.Known),
		OutAt:     slices.Clone(s.OutAt),
		Attacker:  s.Attacker,
		Defender:  s.Defender,
		Turn:      s.Turn,
		Table:     slices.Clone(s.Table),
		Limit:     s.Limit,
		Taking:    s.Phase == Taking,
		Opening:   s.Opening,
		Log:       slices.Clone(s.Log),
		Fool:      s.Fool,
		Variant:   s.Variant,
	}
	v.KnownCards = make([][]cards.Card, s.Players)
	for other := range s.Players {
		v.Counts[other] = s.Hands[other].Len()
		v.KnownCards[other] = Sorted(s.Known[other], trump)
	}
	if s.Phase == Over || s.Turn != seat {
		return v
	}
	switch s.Phase {
	case Attack:
		v.Play, v.Playable = ActAttack, s.Hands[seat]
	case Defend:
		at, _ := s.uncovered()
		v.Target = s.Table[at].Attack
		v.Play, v.Playable = ActDefend, Beaters(s.Hands[seat], v.Target, trump)
		v.Transferable = s.transferable(seat)
		v.CanTake = true
	case Throw, Taking:
		v.Play, v.Playable = ActThrow, s.throwable(seat)
		v.CanPass = true
	}
	return v
}
