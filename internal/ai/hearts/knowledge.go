package hearts

import (
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

// situation is what the heuristic players look at when choosing a card.
// The same struct describes a seat inside a simulated round, where the
// fields are filled from the simulation instead of a View.
type situation struct {
	me         int
	hand       cards.Set
	legal      cards.Set
	trick      [game.Seats]cards.Card // by seat, NoCard if not played
	leader     int
	count      int // cards in the trick so far
	firstTrick bool
	// played holds every card seen this round, the trick included.
	played cards.Set
	// queenWith is the seat known to hold the queen of spades (because
	// this seat passed it there), or -1.
	queenWith int
	// shooter is another seat that has taken every point of the round
	// so far, enough to be running for the moon, or -1.
	shooter int
}

func (s *situation) leading() bool { return s.count == 0 }

func (s *situation) led() cards.Suit { return s.trick[s.leader].Suit() }

func (s *situation) last() bool { return s.count == game.Seats-1 }

// winning is the card currently taking the trick.
func (s *situation) winning() cards.Card {
	best := s.trick[s.leader]
	for _, c := range s.trick {
		if c.Suit() == best.Suit() && c.Rank() > best.Rank() {
			best = c
		}
	}
	return best
}

// trickPoints is the penalty already in the trick.
func (s *situation) trickPoints() int {
	return game.SetPoints(cards.SetOf(s.trick[:]...))
}

// hasPlayed reports whether seat has already played to this trick.
func (s *situation) hasPlayed(seat int) bool { return s.trick[seat] != cards.NoCard }

// queenOut reports whether the queen of spades is still held by another
// seat.
func (s *situation) queenOut() bool {
	return !s.played.Has(game.QueenOfSpades) && !s.hand.Has(game.QueenOfSpades)
}

// situationOf reads a seat's view.
func situationOf(v game.View) *situation {
	s := &situation{
		me:         v.Seat,
		hand:       cards.SetOf(v.Hand...),
		legal:      v.Playable,
		leader:     v.Leader,
		count:      len(v.Current),
		firstTrick: v.FirstTrick,
		queenWith:  -1,
		shooter:    moonThreat(v.Taken, v.Seat),
	}
	for _, p := range v.Current {
		s.trick[p.Seat] = p.Card
		s.played = s.played.Add(p.Card)
	}
	for _, t := range v.Tricks {
		for _, p := range t.Plays {
			s.played = s.played.Add(p.Card)
		}
	}
	for _, c := range v.Passed {
		if c == game.QueenOfSpades && v.Pass != game.PassNone && v.Phase == game.Playing && !s.played.Has(c) {
			s.queenWith = v.PassTo
		}
	}
	return s
}

// knowledge is what a seat can deduce about the hidden hands: which cards
// are still out, how many each seat holds, which suits each seat has
// shown out of, and which cards it knows a seat holds (its own pass).
type knowledge struct {
	me     int
	unseen cards.Set
	size   [game.Seats]int
	void   [game.Seats][4]bool
	known  [game.Seats]cards.Set
	taken  [game.Seats]int
}

// knowledgeOf counts the round so far from the public history.
func knowledgeOf(v game.View) *knowledge {
	k := &knowledge{me: v.Seat, size: v.CardsLeft, taken: v.Taken}
	seen := cards.SetOf(v.Hand...)
	broken := false
	note := func(plays []game.Play) {
		if len(plays) == 0 {
			return
		}
		led := plays[0].Card.Suit()
		// Leading a heart before hearts are broken is allowed only
		// with nothing but hearts in hand.
		if led == cards.Hearts && !broken {
			for _, s := range []cards.Suit{cards.Clubs, cards.Diamonds, cards.Spades} {
				k.void[plays[0].Seat][s] = true
			}
		}
		for _, p := range plays {
			seen = seen.Add(p.Card)
			if p.Card.Suit() != led {
				k.void[p.Seat][led] = true
			}
			if p.Card.Suit() == cards.Hearts {
				broken = true
			}
		}
	}
	for _, t := range v.Tricks {
		note(t.Plays)
	}
	note(v.Current)
	k.unseen = cards.SetOf(cards.Deck52()...).Minus(seen)
	if v.Pass != game.PassNone && v.Phase == game.Playing {
		k.known[v.PassTo] = cards.SetOf(v.Passed...).Intersect(k.unseen)
	}
	k.size[v.Seat] = 0
	return k
}

// moonThreat returns the other seat that has taken every point so far,
// enough of them to be heading for the moon, or -1.
func (k *knowledge) moonThreat() int { return moonThreat(k.taken, k.me) }

// moonThreat is the seat other than me that has taken every point of
// the round so far, at least a few hearts or the queen with more, or -1.
// The queen alone (13 to 15) is more often a burden than a plan.
func moonThreat(taken [game.Seats]int, me int) int {
	threat := -1
	for seat := range game.Seats {
		if taken[seat] == 0 {
			continue
		}
		if threat >= 0 {
			return -1 // points are split: no moon
		}
		threat = seat
	}
	if threat < 0 || threat == me {
		return -1
	}
	if p := taken[threat]; p >= 13+3 || (p >= minMoonHearts && p < 13) {
		return threat
	}
	return -1
}

// minMoonHearts is how many hearts one seat must hold alone, with no
// other point taken, before the others defend.
var minMoonHearts = 4
