package durak

import (
	"context"
	"math/rand/v2"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
)

// situation is a seat's view with what the Normal bot works out of it.
type situation struct {
	v     game.View
	trump cards.Suit
	hand  cards.Set
	// endgame is true once the deck is gone.
	endgame bool
	// unseen is every card the seat cannot place: the deck (but the
	// trump card) and the parts of other hands nobody has seen.
	unseen cards.Set
	// rng breaks near ties, so bots do not repeat one another in
	// circles when the deck is gone.
	rng *rand.Rand
}

func situationOf(v game.View, rng *rand.Rand) situation {
	return situation{
		v:       v,
		trump:   v.TrumpSuit,
		hand:    cards.SetOf(v.Hand...),
		endgame: v.DeckCount == 0,
		unseen:  v.Unseen(),
		rng:     rng,
	}
}

func (s situation) strength(c cards.Card) int { return game.Strength(c, s.trump) }

// deckLeft is the cards left to draw as if the deck had 36 cards, so the
// rules of thumb tuned on 36 cards read a 24- or 52-card deck alike.
func (s situation) deckLeft() int { return s.v.DeckCount * 36 / s.v.Variant.Size() }

func (s situation) isTrump(c cards.Card) bool { return c.Suit() == s.trump }

// possible is what a seat may be holding: the cards seen going into its
// hand, and any unseen card if it holds more than those.
func (s situation) possible(seat int) cards.Set {
	known := s.v.Known[seat]
	if s.v.Counts[seat] > known.Len() {
		return known.Union(s.unseen)
	}
	return known
}

// canBeat reports whether seat may hold a card that beats c.
func (s situation) canBeat(seat int, c cards.Card) bool {
	return !game.Beaters(s.possible(seat), c, s.trump).Empty()
}

// sameRank counts the hand's cards of c's rank, c included.
func (s situation) sameRank(c cards.Card) int {
	n := 0
	for _, su := range cards.Suits {
		if s.hand.Has(cards.Of(c.Rank(), su)) {
			n++
		}
	}
	return n
}

// normal is the careful player.
// With search false it plays by the heuristic alone (to measure what the
// endgame search is worth).
func normal(ctx context.Context, v game.View, rng *rand.Rand, search bool) kit.Action {
	if v.Bout > game.MaxBouts/2 && rng.IntN(3) == 0 {
		// A game this long is going round in circles: a random step
		// breaks the circle before the bout limit calls it a draw.
		return easy(v, rng)
	}
	s := situationOf(v, rng)
	h := s.heuristic()
	if !search {
		return h
	}
	if a, ok := endgameSearch(ctx, s, h); ok {
		return a
	}
	return h
}

// heuristic is the Normal bot's rule-of-thumb action.
func (s situation) heuristic() kit.Action {
	v := s.v
	switch v.Play {
	case "attack":
		return play(v, s.lead().String())
	case "defend":
		c, ok := s.defence()
		if t, yes := s.transfer(c, ok); yes {
			return transfer(t)
		}
		if !ok {
			return take()
		}
		return play(v, c.String())
	}
	if c, ok := s.throwIn(); ok {
		return play(v, c.String())
	}
	return pass()
}

// lead chooses the card that opens a bout: the lowest plain card, a
// rank held twice or more before a single one, trumps last; once the
// deck is gone, a card the defender cannot beat before anything else.
func (s situation) lead() cards.Card {
	best, bestScore := cards.NoCard, 0.0
	for _, c := range s.hand.Cards() {
		score := float64(s.strength(c))
		if s.isTrump(c) && !s.endgame {
			score += 6
		}
		score -= 1.5*float64(s.sameRank(c)-1) - 0.4*s.rng.Float64()
		if s.endgame && !s.canBeat(s.v.Defender, c) {
			score -= 10
		}
		if best == cards.NoCard || score < bestScore || (score == bestScore && s.strength(c) < s.strength(best)) {
			best, bestScore = c, score
		}
	}
	return best
}

// transfer chooses a card to pass the attack on with, where the table
// plays transfers: the cheapest plain card of the rank (it sheds a card
// without spending a beater), or a trump of the rank only when the
// alternative is to take or to beat with a trump anyway.
func (s situation) transfer(beat cards.Card, canBeat bool) (cards.Card, bool) {
	best := cards.NoCard
	for _, c := range s.v.Transferable.Cards() {
		if best == cards.NoCard || s.strength(c) < s.strength(best) {
			best = c
		}
	}
	switch {
	case best == cards.NoCard:
		return best, false
	case !s.isTrump(best):
		return best, true
	}
	return best, !canBeat || s.isTrump(beat)
}

// defence chooses the cheapest card that beats the target, or reports
// that taking is better: when only a high trump would hold against a
// lone low card while the deck is still thick.
func (s situation) defence() (cards.Card, bool) {
	best := cards.NoCard
	for _, c := range s.v.Playable.Cards() {
		if best == cards.NoCard || s.strength(c) < s.strength(best) {
			best = c
		}
	}
	if best == cards.NoCard {
		return best, false
	}
	if s.endgame || !s.isTrump(best) || len(s.v.Table) > 1 {
		return best, true
	}
	deck, target := s.deckLeft(), s.strength(s.v.Target)
	switch {
	case best.Rank() >= cards.Queen && deck > 8:
		return best, false
	case best.Rank() >= cards.Ten && deck > 16 && target <= 3:
		return best, false
	}
	return best, true
}

// throwIn chooses a card to add to the bout, or none: cheap plain cards
// while the deck lasts, any plain card once it is gone (shedding is how
// the game is won), trumps only when the defender cannot beat them at
// the very end. Into a take, only cards the taker will not enjoy.
func (s situation) throwIn() (cards.Card, bool) {
	limit := 4 // up to a ten while the deck is thick
	if s.deckLeft() <= 12 {
		limit = 6
	}
	if s.v.Taking {
		limit = 3
	}
	if s.endgame {
		limit = 8
	}
	best := cards.NoCard
	for _, c := range s.v.Playable.Cards() {
		ok := !s.isTrump(c) && s.strength(c) <= limit
		if s.isTrump(c) && s.endgame && !s.v.Taking && !s.canBeat(s.v.Defender, c) {
			ok = true
		}
		if ok && (best == cards.NoCard || s.strength(c) < s.strength(best)) {
			best = c
		}
	}
	return best, best != cards.NoCard
}
