package game101

import (
	"gamehall/internal/games/cards"
	game "gamehall/internal/games/game101"
)

// weights are the strong bot's scoring terms, in rough penalty points.
type weights struct {
	// Dump is per point of the card played: expensive cards go first.
	Dump float64
	// Skip and Draw value making the next player miss a turn and draw
	// a card.
	Skip, Draw float64
	// HoldKing is what keeping the king of spades for later is worth
	// while the next player is far from going out.
	HoldKing float64
	// Block is per unit of chance that the player who answers must
	// draw instead.
	Block float64
	// Follow is per card kept that can follow the card played.
	Follow float64
	// Queen and HeartQueen are the bonus given up by playing a queen
	// before the last card.
	Queen, HeartQueen float64
	// Stuck is the cost of a chain that leaves the bot with nothing to
	// play on its own card.
	Stuck float64
	// Hurry multiplies Dump while an opponent is close to going out.
	Hurry float64
}

// tuned are the weights the strong bot plays with.
var tuned = weights{
	Dump: 1, Skip: 4, Draw: 5, HoldKing: 10, Block: 16, Follow: 2,
	Queen: 8, HeartQueen: 14, Stuck: 10, Hurry: 1.5,
}

const (
	// goOut dwarfs everything: emptying the hand wins the round.
	goOut = 1000.0
	// chainDepth bounds the look-ahead through skip cards in a duel.
	chainDepth = 5
)

// Strong picks the card to play from a view that has one.
func Strong(view game.View) cards.Card { return strongWith(view, tuned) }

func strongWith(view game.View, w weights) cards.Card {
	t := read(view, w)
	best, bestScore := cards.NoCard, 0.0
	for _, c := range view.Playable.Cards() {
		if sc := t.score(t.hand, c, chainDepth); best == cards.NoCard || sc > bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}

// table is what the strong bot works out from a view.
type table struct {
	w    weights
	v    game.View
	me   int
	hand cards.Set
	// unseen is every card not in the bot's hand and not on the pile:
	// in other hands or in the stock.
	unseen cards.Set
	next   int
	// duel: two players left, so a skip card gives the turn back.
	duel bool
	// hurry grows when some opponent is close to going out: dumping
	// points then matters more.
	hurry float64
}

func read(v game.View, w weights) *table {
	t := &table{w: w, v: v, me: v.Seat, hand: cards.SetOf(v.Hand...), next: v.Next(v.Seat), hurry: 1}
	t.unseen = game.FullDeck.Minus(t.hand).Minus(cards.SetOf(v.Pile...))
	t.duel = t.next == v.Next(t.next)
	for seat, n := range v.Counts {
		if seat != t.me && !v.Out[seat] && n <= 2 {
			t.hurry = w.Hurry
		}
	}
	return t
}

// danger is how much it matters to stop a player with n cards.
func danger(n int) float64 {
	switch {
	case n <= 1:
		return 3
	case n == 2:
		return 2
	case n == 3:
		return 1.3
	}
	return 1
}

// score values playing c from hand; depth bounds the duel look-ahead.
func (t *table) score(hand cards.Set, c cards.Card, depth int) float64 {
	rest := hand.Remove(c)
	if rest.Empty() {
		return goOut - float64(game.FinishBonus(c))
	}
	s := t.w.Dump * t.hurry * float64(game.Points(c))
	eff := game.EffectOf(c)
	nextCount := t.v.Counts[t.next]
	if eff.Skip {
		s += danger(nextCount) * (t.w.Skip + t.w.Draw*float64(eff.Draw))
	}
	if c == game.KingOfSpades && nextCount > 3 {
		s -= t.w.HoldKing
	}
	switch c {
	case game.QueenOfHearts:
		s -= t.w.HeartQueen
	default:
		if c.Rank() == cards.Queen {
			s -= t.w.Queen
		}
	}

	answerer := t.next
	if eff.Skip {
		answerer = t.v.Next(t.next)
	}
	if answerer == t.me {
		// The turn comes straight back: play on from the rest.
		s += t.chain(rest, c, depth-1)
	} else {
		s += t.w.Block * t.noMatch(answerer, c) * danger(t.v.Counts[answerer])
	}

	follow := rest.Intersect(game.Matching(c)).Len()
	s += t.w.Follow * float64(min(follow, 3))
	if rest.Len() == 1 {
		last := rest.Cards()[0]
		if game.Matches(last, c) {
			s += t.w.Follow * 2
		}
		s -= float64(game.FinishBonus(last)) / 4
	}
	return s
}

// chain is the best the bot can do when it moves again on top with
// hand.
func (t *table) chain(hand cards.Set, top cards.Card, depth int) float64 {
	playable := hand.Intersect(game.Matching(top))
	if playable.Empty() {
		return -t.w.Stuck
	}
	if depth <= 0 {
		return 0
	}
	best := 0.0
	for i, c := range playable.Cards() {
		if sc := t.score(hand, c, depth); i == 0 || sc > best {
			best = sc
		}
	}
	return best
}

// noMatch is the chance that seat holds nothing to play on c, taking
// its hand as a random draw from the cards unseen by the bot that the
// table does not know it lacks.
func (t *table) noMatch(seat int, c cards.Card) float64 {
	pool := t.unseen.Minus(t.v.Lacks[seat])
	n := pool.Len()
	m := pool.Intersect(game.Matching(c)).Len()
	h := t.v.Counts[seat]
	if h > n-m {
		return 0
	}
	p := 1.0
	for i := range h {
		p *= float64(n-m-i) / float64(n-i)
	}
	return p
}
