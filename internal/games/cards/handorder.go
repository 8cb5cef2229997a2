package cards

// HandSuits is the order of the suits in a hand as players hold it, the
// colours alternating: spades, hearts, clubs, diamonds.
var HandSuits = [4]Suit{Spades, Hearts, Clubs, Diamonds}

// HandPlace is the suit's place in [HandSuits], 0 to 3; NoSuit (a
// joker's) comes after them, at 4.
func (s Suit) HandPlace() int {
	for i, x := range HandSuits {
		if x == s {
			return i
		}
	}
	return len(HandSuits)
}
