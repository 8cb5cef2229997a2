package game101

import (
	"gamehall/internal/games/cards"
)

// The numbers of the game.
const (
	// HandSize is what every player but the dealer is dealt; the dealer
	// keeps one card fewer and turns the extra card up as the start of
	// the discard pile.
	HandSize = 5
	// Limit is the score a player may reach and stay in: above it they
	// are out, and exactly on it their score drops back to 0.
	Limit = 101
	// QueenBonus is taken off the score of a player who goes out on a
	// queen, HeartQueenBonus when it is the queen of hearts.
	QueenBonus      = 20
	HeartQueenBonus = 40
	// MaxShuffles is how many times a round the discard pile (all but
	// its top) may be shuffled into a new stock. The bound makes every
	// round end: with no limit two aces can chase each other through a
	// one-card stock for ever.
	MaxShuffles = 4
	// PauseAfter is how many bot moves in a row, with the person out of
	// the match, end in a pause at the next round's end (see score).
	// A round has at most 35 × (1 + MaxShuffles) plays (every card
	// played was dealt or drawn, and each reshuffle brings at most 35
	// cards back) and at most 5 misses between two plays, so at most
	// 1050 moves: with the pause the bots never make 2000 in a row.
	PauseAfter = 600
)

// QueenOfHearts finishes a round with the larger bonus.
var QueenOfHearts = cards.Of(cards.Queen, cards.Hearts)

// KingOfSpades is the harshest penalty card.
var KingOfSpades = cards.Of(cards.King, cards.Spades)

// Deck is the 36 cards from six to ace; FullDeck is the same as a set.
var (
	Deck     = cards.Deck36()
	FullDeck = cards.SetOf(Deck...)
)

// Points is what a card left in hand costs at the end of a round: ace
// 11, ten 10, nine 0, eight 8, seven 7, six 6, king 4, queen 3, jack 2.
func Points(c cards.Card) int {
	switch c.Rank() {
	case cards.Ace:
		return 11
	case cards.Ten:
		return 10
	case cards.Nine:
		return 0
	case cards.Eight:
		return 8
	case cards.Seven:
		return 7
	case cards.Six:
		return 6
	case cards.King:
		return 4
	case cards.Queen:
		return 3
	case cards.Jack:
		return 2
	}
	return 0
}

// HandPoints is the penalty of a whole hand.
func HandPoints(hand cards.Set) int { return hand.Sum(Points) }

// MaxHandPoints is the whole deck's penalty, a bound on any hand.
var MaxHandPoints = HandPoints(FullDeck)

// Matches reports whether c may be played on top: same suit or same
// rank.
func Matches(c, top cards.Card) bool {
	return c.Suit() == top.Suit() || c.Rank() == top.Rank()
}

// Matching is the set of cards of the deck that may be played on top.
func Matching(top cards.Card) cards.Set {
	if !top.Valid() {
		return 0
	}
	return matching[top.Byte()&63]
}

// matching holds Matching for every card byte.
var matching = func() (out [64]cards.Set) {
	for _, top := range Deck {
		for _, c := range Deck {
			if Matches(c, top) {
				out[top.Byte()&63] = out[top.Byte()&63].Add(c)
			}
		}
	}
	return out
}()

// Effect is what a card does to the next player: Draw cards from the
// stock, and whether they miss their turn.
type Effect struct {
	Draw int
	Skip bool
}

// EffectOf is a card's effect: ace skips, six draws 1, seven draws 2 and
// the king of spades draws 4, each also skipping; every other card has
// none.
func EffectOf(c cards.Card) Effect {
	switch {
	case c.Rank() == cards.Ace:
		return Effect{Skip: true}
	case c.Rank() == cards.Six:
		return Effect{Draw: 1, Skip: true}
	case c.Rank() == cards.Seven:
		return Effect{Draw: 2, Skip: true}
	case c == KingOfSpades:
		return Effect{Draw: 4, Skip: true}
	}
	return Effect{}
}

// Special reports whether a card does something to the next player.
func Special(c cards.Card) bool { return EffectOf(c).Skip }

// FinishBonus is the (negative) score of a round's winner who went out
// on card c: -40 for the queen of hearts, -20 for any other queen, and 0
// otherwise.
func FinishBonus(c cards.Card) int {
	switch {
	case c == QueenOfHearts:
		return -HeartQueenBonus
	case c.Rank() == cards.Queen:
		return -QueenBonus
	}
	return 0
}

// AfterRound is a running score once a round's points are added: above
// Limit the player is out, exactly Limit drops back to 0.
func AfterRound(score, points int) (next int, out bool) {
	next = score + points
	switch {
	case next == Limit:
		return 0, false
	case next > Limit:
		return next, true
	}
	return next, false
}

// Display orders cards for a hand: by suit (spades, hearts, clubs,
// diamonds), then by rank from six to ace.
var Display = cards.Order(cards.HandSuits, cards.FaceValue)
