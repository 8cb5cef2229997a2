package cards

import (
	"errors"
	"strings"
)

// Card is one playing card packed into a byte: rank<<2 | suit for the
// ordinary cards, and Joker<<2 | colour for jokers. The zero value is
// [NoCard]. Every valid card's byte lies in 8..63, so a [Set] of all
// distinct cards fits in one uint64.
type Card uint8

// NoCard is the zero Card, meaning "no card here".
const NoCard Card = 0

// JokerColor tells the jokers apart: Pharaoh plays with a blue joker and
// either a red or a black one.
type JokerColor uint8

// The joker colours.
const (
	BlackJoker JokerColor = iota
	RedJoker
	BlueJoker
)

var jokerInfo = [3]struct{ letter, en, ru string }{
	BlackJoker: {"K", "black", "чёрный"},
	RedJoker:   {"R", "red", "красный"},
	BlueJoker:  {"B", "blue", "синий"},
}

// Valid reports whether c is one of the three joker colours.
func (c JokerColor) Valid() bool { return c <= BlueJoker }

// NameEN is the colour's English name, e.g. "red".
func (c JokerColor) NameEN() string {
	if !c.Valid() {
		return ""
	}
	return jokerInfo[c].en
}

// NameRU is the colour's Russian name (masculine, to go with "джокер").
func (c JokerColor) NameRU() string {
	if !c.Valid() {
		return ""
	}
	return jokerInfo[c].ru
}

// Of returns the card of rank r (Two..Ace) and suit s, or NoCard when
// either is not valid. Use [JokerOf] for jokers.
func Of(r Rank, s Suit) Card {
	if r < Two || r > Ace || !s.Valid() {
		return NoCard
	}
	return Card(uint8(r)<<2 | uint8(s))
}

// JokerOf returns the joker of colour c, or NoCard for an unknown colour.
func JokerOf(c JokerColor) Card {
	if !c.Valid() {
		return NoCard
	}
	return Card(uint8(Joker)<<2 | uint8(c))
}

// FromByte turns an encoded byte back into a card; ok is false for a
// byte no valid card encodes to (including NoCard).
func FromByte(b byte) (c Card, ok bool) {
	c = Card(b)
	return c, c.Valid()
}

// Byte is the card's one-byte encoding.
func (c Card) Byte() byte { return byte(c) }

// Valid reports whether c is an ordinary card or a joker of a known
// colour (NoCard is not valid).
func (c Card) Valid() bool {
	r := Rank(c >> 2)
	if r == Joker {
		return JokerColor(c & 3).Valid()
	}
	return r >= Two && r <= Ace
}

// Rank returns the card's rank (Joker for jokers).
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns the card's suit, or NoSuit for a joker or NoCard.
func (c Card) Suit() Suit {
	if !c.Valid() || c.IsJoker() {
		return NoSuit
	}
	return Suit(c & 3)
}

// IsJoker reports whether c is a joker.
func (c Card) IsJoker() bool { return c.Rank() == Joker }

// JokerColor returns a joker's colour; ok is false for other cards.
func (c Card) JokerColor() (color JokerColor, ok bool) {
	if !c.IsJoker() || !c.Valid() {
		return 0, false
	}
	return JokerColor(c & 3), true
}

// Red reports whether the card is printed in red: diamonds, hearts and
// the red joker.
func (c Card) Red() bool {
	if col, ok := c.JokerColor(); ok {
		return col == RedJoker
	}
	return c.Suit().Red()
}

// Color names the ink a card face is printed in, for style classes:
// "red", "black" or "blue" (the blue joker).
func (c Card) Color() string {
	if col, ok := c.JokerColor(); ok {
		return jokerInfo[col].en
	}
	if c.Suit().Red() {
		return "red"
	}
	return "black"
}

// String returns the card's code: rank then suit letter ("QS", "10H"),
// and for jokers X then the colour letter: "XR" red, "XK" black (as K in
// CMYK), "XB" blue. NoCard and invalid cards print as "--".
func (c Card) String() string {
	if !c.Valid() {
		return "--"
	}
	if col, ok := c.JokerColor(); ok {
		return "X" + jokerInfo[col].letter
	}
	return c.Rank().Code() + c.Suit().Letter()
}

// Label is the short face text with the suit glyph: "Q♠", "10♥", and
// "★" with no rank for jokers.
func (c Card) Label() string {
	if !c.Valid() {
		return ""
	}
	if c.IsJoker() {
		return "★"
	}
	return c.Rank().Code() + c.Suit().Symbol()
}

// NameEN is the card's accessible English name: "queen of spades",
// "red joker".
func (c Card) NameEN() string {
	if !c.Valid() {
		return "no card"
	}
	if col, ok := c.JokerColor(); ok {
		return col.NameEN() + " joker"
	}
	return c.Rank().NameEN() + " of " + c.Suit().NameEN()
}

// NameRU is the card's accessible Russian name: "дама пик",
// "красный джокер".
func (c Card) NameRU() string {
	if !c.Valid() {
		return "нет карты"
	}
	if col, ok := c.JokerColor(); ok {
		return col.NameRU() + " джокер"
	}
	return c.Rank().NameRU() + " " + suitInfo[c.Suit()].ruOf
}

// Name returns the card's accessible name in a language ("ru" or
// anything else for English).
func (c Card) Name(lang string) string {
	if lang == "ru" {
		return c.NameRU()
	}
	return c.NameEN()
}

// ErrBadCard is returned for text that names no card.
var ErrBadCard = errors.New("cards: not a card")

// Parse reads a card code: rank (2..10, T, J, Q, K, A) then suit (C, D,
// H, S or a glyph), in any case and with surrounding spaces ignored; or a
// joker "XR", "XK", "XB".
func Parse(text string) (Card, error) {
	text = strings.TrimSpace(text)
	if len(text) == 2 && (text[0] == 'X' || text[0] == 'x') {
		for col, info := range jokerInfo {
			if strings.EqualFold(text[1:], info.letter) {
				return JokerOf(JokerColor(col)), nil
			}
		}
		return NoCard, ErrBadCard
	}
	// The suit is the last rune: one ASCII letter or one glyph.
	for cut := len(text) - 1; cut >= 1 && cut >= len(text)-3; cut-- {
		suit, ok := ParseSuit(text[cut:])
		if !ok {
			continue
		}
		rank, ok := ParseRank(text[:cut])
		if !ok {
			return NoCard, ErrBadCard
		}
		return Of(rank, suit), nil
	}
	return NoCard, ErrBadCard
}

// MustParse is Parse for constants in code and tests; it panics on bad
// text.
func MustParse(text string) Card {
	c, err := Parse(text)
	if err != nil {
		panic("cards.MustParse(" + text + "): " + err.Error())
	}
	return c
}

// MarshalText writes the card's code, so JSON holds "QS" rather than a
// number; NoCard (an empty place) writes as "".
func (c Card) MarshalText() ([]byte, error) {
	if c == NoCard {
		return []byte{}, nil
	}
	if !c.Valid() {
		return nil, ErrBadCard
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a card code written by MarshalText ("" is NoCard).
func (c *Card) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*c = NoCard
		return nil
	}
	parsed, err := Parse(string(text))
	if err != nil {
		return err
	}
	*c = parsed
	return nil
}
