package cards

// Rank is a card's rank: Two through Ace, or Joker. Its numeric value is
// the face value for 2..10 and 11..14 for J, Q, K, A; how ranks compare
// and score is up to each game.
type Rank uint8

// The ranks. NoRank is the zero value and marks "no card".
const (
	NoRank Rank = 0
	Two    Rank = 2
	Three  Rank = 3
	Four   Rank = 4
	Five   Rank = 5
	Six    Rank = 6
	Seven  Rank = 7
	Eight  Rank = 8
	Nine   Rank = 9
	Ten    Rank = 10
	Jack   Rank = 11
	Queen  Rank = 12
	King   Rank = 13
	Ace    Rank = 14
	Joker  Rank = 15
)

// Ranks lists the thirteen ordinary ranks from Two to Ace.
var Ranks = [13]Rank{Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace}

var rankInfo = [16]struct{ code, en, ru string }{
	Two:   {"2", "two", "двойка"},
	Three: {"3", "three", "тройка"},
	Four:  {"4", "four", "четвёрка"},
	Five:  {"5", "five", "пятёрка"},
	Six:   {"6", "six", "шестёрка"},
	Seven: {"7", "seven", "семёрка"},
	Eight: {"8", "eight", "восьмёрка"},
	Nine:  {"9", "nine", "девятка"},
	Ten:   {"10", "ten", "десятка"},
	Jack:  {"J", "jack", "валет"},
	Queen: {"Q", "queen", "дама"},
	King:  {"K", "king", "король"},
	Ace:   {"A", "ace", "туз"},
	Joker: {"X", "joker", "джокер"},
}

// Valid reports whether r is Two..Ace or Joker.
func (r Rank) Valid() bool { return r >= Two && r <= Joker }

// Code is the rank as written in card codes: "2".."10", "J", "Q", "K",
// "A", or "X" for a joker.
func (r Rank) Code() string {
	if r > Joker {
		return ""
	}
	return rankInfo[r].code
}

// String returns the rank's code.
func (r Rank) String() string { return r.Code() }

// NameEN is the rank's English name, e.g. "queen".
func (r Rank) NameEN() string {
	if r > Joker {
		return ""
	}
	return rankInfo[r].en
}

// NameRU is the rank's Russian name, e.g. "дама".
func (r Rank) NameRU() string {
	if r > Joker {
		return ""
	}
	return rankInfo[r].ru
}

// ParseRank reads a rank code: 2..10, T for ten, J, Q, K, A (any case).
// Jokers are not ranks on their own in text; see [Parse].
func ParseRank(text string) (Rank, bool) {
	switch text {
	case "10", "T", "t":
		return Ten, true
	case "J", "j":
		return Jack, true
	case "Q", "q":
		return Queen, true
	case "K", "k":
		return King, true
	case "A", "a":
		return Ace, true
	}
	if len(text) == 1 && text[0] >= '2' && text[0] <= '9' {
		return Rank(text[0] - '0'), true
	}
	return NoRank, false
}
