package pharaoh

import (
	"math/bits"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/kit"
)

// The numbers of the game.
const (
	// Seats: the person and the bot.
	Seats = 2
	// HandSize is what each player is dealt.
	HandSize = 5
	// MaxHand is the most cards a hand may hold: a player with this
	// many draws no more (neither to find a match nor as a penalty).
	MaxHand = 12
	// MatchTarget ends a match once a player's score reaches it.
	MatchTarget = 100
	// JokerFinish and SpecialFinish are taken off the score of a player
	// who goes out on an ordinary or on their special joker.
	JokerFinish   = 20
	SpecialFinish = 40
	// LoneJoker and LoneSpecial are what a joker left alone in a hand
	// costs.
	LoneJoker   = 20
	LoneSpecial = 40
	// SpecialPlayed is taken off the score of a player who played their
	// special joker during the deal.
	SpecialPlayed = 5
)

// Person and Bot are the two seats.
const (
	Person = 0
	Bot    = 1
)

// FullDeck is every card a deal may use: the 24 cards from nine to ace
// and all three jokers (a deal uses the blue one and one of the others).
var FullDeck = cards.SetOf(cards.NewDeck(cards.Nine, cards.BlackJoker, cards.RedJoker, cards.BlueJoker)...)

// Blue is the ordinary joker, in every deal.
var Blue = cards.JokerOf(cards.BlueJoker)

// DeckOf is the set of the 26 cards of a deal whose special joker has
// colour special.
func DeckOf(special cards.JokerColor) cards.Set {
	return cards.SetOf(cards.Deck26(special)...)
}

// SeatColor is the colour that is special for a seat: red for the
// person, black for the bot. The seat's kings, queens and jacks of that
// colour punish the other player, and the joker of that colour is the
// seat's special joker.
func SeatColor(seat int) cards.JokerColor {
	if seat == Person {
		return cards.RedJoker
	}
	return cards.BlackJoker
}

// ColorSeat is the seat a special joker colour belongs to.
func ColorSeat(c cards.JokerColor) int {
	if c == cards.RedJoker {
		return Person
	}
	return Bot
}

// IsSpecial reports whether card c is the special joker for seat: the
// red joker for the person, the black one for the bot. For the other
// seat it is an ordinary joker, as the blue one is for both.
func IsSpecial(c cards.Card, seat int) bool {
	col, ok := c.JokerColor()
	return ok && col == SeatColor(seat)
}

// Effect is what a card played by a seat does to the other player:
// draw Draw cards from the stock (as far as the stock and the hand limit
// allow) and, with Skip, miss the turn, so the player who played it moves
// again.
type Effect struct {
	Draw int
	Skip bool
}

// EffectOf is the effect of card c played by seat: a king of the seat's
// colour skips the other player, a queen makes them draw one and skip,
// a jack draw two and skip. Every other card, the other colour's court
// cards included, has none.
func EffectOf(c cards.Card, seat int) Effect {
	if c.IsJoker() || !c.Valid() || c.Red() != (seat == Person) {
		return Effect{}
	}
	switch c.Rank() {
	case cards.King:
		return Effect{Skip: true}
	case cards.Queen:
		return Effect{Draw: 1, Skip: true}
	case cards.Jack:
		return Effect{Draw: 2, Skip: true}
	}
	return Effect{}
}

// Fits reports whether c may be played on top. A joker fits on anything;
// on a joker only the called suit fits (or another joker), and when the
// joker was turned up at the deal's start (called is NoSuit) any card
// does. Otherwise the suit or the rank must match.
func Fits(c, top cards.Card, called cards.Suit) bool {
	switch {
	case c.IsJoker():
		return true
	case top.IsJoker():
		return called == cards.NoSuit || c.Suit() == called
	}
	return c.Suit() == top.Suit() || c.Rank() == top.Rank()
}

// Matching is the set of cards of the full deck that fit on top.
func Matching(top cards.Card, called cards.Suit) cards.Set {
	if !top.Valid() || called > cards.NoSuit {
		return 0
	}
	return matching[top.Byte()&63][called]
}

// matching holds Matching for every top card and called suit.
var matching = func() (out [64][5]cards.Set) {
	for tops := uint64(FullDeck); tops != 0; tops &= tops - 1 {
		top := cards.Card(bits.TrailingZeros64(tops))
		for called := range cards.Suit(5) {
			for rest := uint64(FullDeck); rest != 0; rest &= rest - 1 {
				c := cards.Card(bits.TrailingZeros64(rest))
				if Fits(c, top, called) {
					out[top.Byte()][called] = out[top.Byte()][called].Add(c)
				}
			}
		}
	}
	return out
}()

// Points is what card c costs left in a hand, before the joker rules:
// jack 2, queen 3, king 4, nine 9, ten 10, ace 11, a joker 0.
func Points(c cards.Card) int {
	switch c.Rank() {
	case cards.Jack:
		return 2
	case cards.Queen:
		return 3
	case cards.King:
		return 4
	case cards.Nine:
		return 9
	case cards.Ten:
		return 10
	case cards.Ace:
		return 11
	}
	return 0
}

// HandPoints is what seat's hand left at the end of a deal costs: the
// sum of the cards' points, jokers 0; but a joker left alone costs 20,
// or 40 when it is the seat's special joker; and with the special joker
// in hand the aces cost nothing.
func HandPoints(hand cards.Set, seat int) int {
	if hand.Len() == 1 {
		c, _ := hand.Lowest()
		switch {
		case IsSpecial(c, seat):
			return LoneSpecial
		case c.IsJoker():
			return LoneJoker
		}
	}
	special := hand.Has(cards.JokerOf(SeatColor(seat)))
	total := 0
	for rest := uint64(hand); rest != 0; rest &= rest - 1 {
		c := cards.Card(bits.TrailingZeros64(rest))
		if special && c.Rank() == cards.Ace {
			continue
		}
		total += Points(c)
	}
	return total
}

// FinishBonus is the (negative) score of a player who went out on card
// c: -40 for their special joker, -20 for an ordinary joker, else 0.
func FinishBonus(c cards.Card, seat int) int {
	switch {
	case IsSpecial(c, seat):
		return -SpecialFinish
	case c.IsJoker():
		return -JokerFinish
	}
	return 0
}

// Multiplier is how many times a match's score difference counts: once
// below 50, twice from 50, three times from 100, four times from 150.
func Multiplier(diff int) int {
	switch {
	case diff >= 150:
		return 4
	case diff >= 100:
		return 3
	case diff >= 50:
		return 2
	}
	return 1
}

// MatchResultFor is a finished match's result for seat: the other
// player's score minus the seat's, times the multiplier of the
// difference. Positive is a win (a lower score wins).
func MatchResultFor(scores [Seats]int, seat int) int {
	diff := scores[1-seat] - scores[seat]
	return diff * Multiplier(kit.Abs(diff))
}

// Display orders cards for a hand: by suit (spades, hearts, clubs,
// diamonds), then by rank from nine to ace, jokers last.
var Display = cards.Order(cards.HandSuits, cards.FaceValue)
