// Package cards is the card model shared by every card game of the hall:
// suits, ranks, jokers, decks, shuffling with the game's own random
// source, a one-byte encoding, text forms ("QS", "10H", "TH") and
// accessible names in English and Russian.
//
// Rank order, card points and trump rules differ from game to game, so
// they live in each game's package, not here.
package cards

// Suit is one of the four suits. The zero value is Clubs.
type Suit uint8

// The four suits. Their numeric order is only the encoding order; games
// sort and compare suits their own way.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
	// NoSuit is what a joker reports as its suit.
	NoSuit Suit = 4
)

// Suits lists the four suits in encoding order.
var Suits = [4]Suit{Clubs, Diamonds, Hearts, Spades}

var suitInfo = [5]struct {
	letter byte
	glyph  string
	en     string
	ru     string // nominative: "пики"
	ruOf   string // genitive, as in "дама пик"
}{
	Clubs:    {'C', "♣", "clubs", "трефы", "треф"},
	Diamonds: {'D', "♦", "diamonds", "бубны", "бубён"},
	Hearts:   {'H', "♥", "hearts", "черви", "червей"},
	Spades:   {'S', "♠", "spades", "пики", "пик"},
	NoSuit:   {'?', "", "no suit", "без масти", "без масти"},
}

func (s Suit) info() int {
	if s > NoSuit {
		return int(NoSuit)
	}
	return int(s)
}

// Valid reports whether s is one of the four suits.
func (s Suit) Valid() bool { return s < NoSuit }

// Letter is the suit's letter in card codes: C, D, H or S.
func (s Suit) Letter() string { return string(suitInfo[s.info()].letter) }

// Symbol is the suit's glyph: ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string { return suitInfo[s.info()].glyph }

// Red reports whether the suit is printed in red (diamonds and hearts).
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// String returns the suit's letter, so a Suit prints as it is typed.
func (s Suit) String() string { return s.Letter() }

// NameEN is the suit's English name, e.g. "spades".
func (s Suit) NameEN() string { return suitInfo[s.info()].en }

// NameRU is the suit's Russian name in the nominative, e.g. "пики".
func (s Suit) NameRU() string { return suitInfo[s.info()].ru }

// Name returns the suit's name in a language ("ru" or anything else).
func (s Suit) Name(lang string) string {
	if lang == "ru" {
		return s.NameRU()
	}
	return s.NameEN()
}

// ParseSuit reads a suit letter (C D H S, any case) or glyph (♣♦♥♠, also
// the outlined ♧♢♡♤).
func ParseSuit(text string) (Suit, bool) {
	switch text {
	case "C", "c", "♣", "♧":
		return Clubs, true
	case "D", "d", "♦", "♢":
		return Diamonds, true
	case "H", "h", "♥", "♡":
		return Hearts, true
	case "S", "s", "♠", "♤":
		return Spades, true
	}
	return NoSuit, false
}
