package hearts

import (
	"math/rand/v2"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

var (
	aceOfSpades  = cards.Of(cards.Ace, cards.Spades)
	kingOfSpades = cards.Of(cards.King, cards.Spades)
)

func highest(s cards.Set) cards.Card {
	c, _ := s.Highest()
	return c
}

func lowest(s cards.Set) cards.Card {
	c, _ := s.Lowest()
	return c
}

// byRank returns the highest (or lowest) ranked card of a set that may mix
// suits, choosing at random between equal ranks.
func byRank(s cards.Set, high bool, rng *rand.Rand) cards.Card {
	var best []cards.Card
	for _, c := range s.Cards() {
		switch {
		case len(best) == 0 || c.Rank() == best[0].Rank():
			best = append(best, c)
		case (c.Rank() > best[0].Rank()) == high:
			best = append(best[:0], c)
		}
	}
	if len(best) == 0 {
		return cards.NoCard
	}
	if rng == nil {
		return best[0]
	}
	return best[rng.IntN(len(best))]
}

// below returns the cards of s that lose to c (same suit, lower rank).
func below(s cards.Set, c cards.Card) cards.Set {
	var out cards.Set
	for _, x := range s.OfSuit(c.Suit()).Cards() {
		if x.Rank() < c.Rank() {
			out = out.Add(x)
		}
	}
	return out
}

// easyPlay follows the basic strategy only: lead low, duck under the
// winning card when possible, otherwise play low; when void, throw the
// highest card.
func easyPlay(s *situation, rng *rand.Rand) cards.Card {
	if s.legal.Len() == 1 {
		return lowest(s.legal)
	}
	if s.leading() {
		return byRank(s.legal, false, rng)
	}
	follow := s.legal.OfSuit(s.led())
	if follow.Empty() {
		return byRank(s.legal, true, rng)
	}
	if s.firstTrick {
		return highest(follow)
	}
	if s.last() && s.trickPoints() == 0 {
		// A free trick, but not for the queen: playing it last would
		// take its own 13 points.
		if rest := follow.Remove(game.QueenOfSpades); !rest.Empty() {
			return highest(rest)
		}
	}
	if under := below(follow, s.winning()); !under.Empty() {
		return highest(under)
	}
	return lowest(follow)
}

// mediumPlay adds the queen hunt, voiding and the memory of its pass to
// the basic strategy.
func mediumPlay(s *situation, rng *rand.Rand) cards.Card {
	if s.legal.Len() == 1 {
		return lowest(s.legal)
	}
	if s.leading() {
		return mediumLead(s, rng)
	}
	follow := s.legal.OfSuit(s.led())
	if s.shooter >= 0 {
		if c, ok := defend(s, follow); ok {
			return c
		}
	}
	if follow.Empty() {
		return discard(s, rng)
	}
	return mediumFollow(s, follow)
}

// winner is the seat whose card is taking the trick.
func (s *situation) winner() int {
	w := s.winning()
	for seat, c := range s.trick {
		if c == w {
			return seat
		}
	}
	return -1
}

// defend stops a seat that has every point so far from taking them all:
// it takes a trick with points in it from the shooter when it can (any
// point taken ends the shot), and when it cannot win the trick it gives
// the shooter nothing and keeps its high hearts, the stoppers, for
// later. ok is false when the usual play will do.
func defend(s *situation, follow cards.Set) (cards.Card, bool) {
	if s.count == 0 {
		return cards.NoCard, false
	}
	shooterWins := s.winner() == s.shooter
	if follow.Empty() {
		if !shooterWins && s.hasPlayed(s.shooter) {
			// Someone else takes this trick: hand them a point.
			if s.legal.Has(game.QueenOfSpades) {
				return game.QueenOfSpades, true
			}
			if h := s.legal.OfSuit(cards.Hearts); !h.Empty() {
				return lowest(h), true
			}
			return cards.NoCard, false
		}
		// Give the shooter nothing: the top of a side suit.
		safe := s.legal.Minus(s.legal.OfSuit(cards.Hearts)).Remove(game.QueenOfSpades)
		if !safe.Empty() {
			return byRank(safe, true, nil), true
		}
		if h := s.legal.OfSuit(cards.Hearts); !h.Empty() {
			return lowest(h), true // keep the high hearts
		}
		return cards.NoCard, false
	}
	if !shooterWins {
		return cards.NoCard, false
	}
	// Take the trick from the shooter when it holds a point, or when
	// this seat plays last (a heart trick later is the shooter's too).
	if s.trickPoints() == 0 && !s.last() {
		return cards.NoCard, false
	}
	win := s.winning()
	var over cards.Set
	for _, c := range follow.Cards() {
		if c.Rank() > win.Rank() && c != game.QueenOfSpades {
			over = over.Add(c)
		}
	}
	if over.Empty() {
		return cards.NoCard, false
	}
	if s.last() {
		return lowest(over), true
	}
	return highest(over), true
}

// mediumLead flushes the queen of spades with low spades when that is
// safe, and otherwise leads low from the shortest side suit, to void it.
func mediumLead(s *situation, rng *rand.Rand) cards.Card {
	spades := s.legal.OfSuit(cards.Spades)
	safeSpades := !s.hand.Has(game.QueenOfSpades) && !s.hand.Has(aceOfSpades) && !s.hand.Has(kingOfSpades)
	if s.queenOut() && safeSpades && !spades.Empty() {
		return lowest(spades)
	}
	var best cards.Card
	bestScore := 1 << 30
	for _, su := range cards.Suits {
		in := s.legal.OfSuit(su)
		if in.Empty() {
			continue
		}
		low := lowest(in)
		score := int(low.Rank())*4 + in.Len()
		switch {
		case su == cards.Hearts:
			score += 20
		case su == cards.Spades && !safeSpades:
			score += 40
		}
		if rng != nil {
			score += rng.IntN(2)
		}
		if score < bestScore {
			best, bestScore = low, score
		}
	}
	return best
}

// mediumFollow plays a card of the suit led.
func mediumFollow(s *situation, follow cards.Set) cards.Card {
	win := s.winning()
	under := below(follow, win)
	noQueen := follow.Remove(game.QueenOfSpades)
	if s.firstTrick {
		// No points may fall on the first trick: shed the top card.
		return highest(follow)
	}
	if s.led() == cards.Spades && s.queenOut() && s.queenWith >= 0 && s.hasPlayed(s.queenWith) && !noQueen.Empty() {
		// The seat this bot passed the queen to has played without
		// dropping it here: the high spades are safe now.
		return highest(noQueen)
	}
	if s.last() {
		if s.trickPoints() == 0 && !noQueen.Empty() {
			// A free trick: win it with the highest card, never
			// the queen.
			return highest(noQueen)
		}
		if !under.Empty() {
			return highest(under)
		}
		if !noQueen.Empty() {
			return highest(noQueen)
		}
		return highest(follow)
	}
	if !under.Empty() {
		return highest(under)
	}
	// Every card wins for now; someone after may still go higher.
	if s.led() == cards.Spades || s.led() == cards.Hearts {
		if !noQueen.Empty() {
			return lowest(noQueen)
		}
		return lowest(follow)
	}
	if !noQueen.Empty() {
		return highest(noQueen)
	}
	return highest(follow)
}

// discard throws the worst card when void in the suit led: the queen,
// then the spades above it while it is out, then the highest heart, then
// the top of the shortest suit.
func discard(s *situation, rng *rand.Rand) cards.Card {
	if s.legal.Has(game.QueenOfSpades) {
		return game.QueenOfSpades
	}
	if s.queenOut() {
		if s.legal.Has(aceOfSpades) {
			return aceOfSpades
		}
		if s.legal.Has(kingOfSpades) {
			return kingOfSpades
		}
	}
	if hearts := s.legal.OfSuit(cards.Hearts); !hearts.Empty() {
		return highest(hearts)
	}
	var best cards.Card
	bestScore := -1 << 30
	for _, su := range cards.Suits {
		in := s.legal.OfSuit(su)
		if in.Empty() {
			continue
		}
		top := highest(in)
		score := int(top.Rank())*2 - in.Len()*3
		if rng != nil {
			score += rng.IntN(2)
		}
		if score > bestScore {
			best, bestScore = top, score
		}
	}
	return best
}
