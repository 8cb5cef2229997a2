package hearts

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/hearts"
)

// TestEasyKeepsItsQueenOffAFreeTrick: spades led, no point in the
// trick, Easy last with Q♠ and a lower spade. It played the queen (its
// highest) and took its own 13 points.
func TestEasyKeepsItsQueenOffAFreeTrick(t *testing.T) {
	s := sit(t, 1, "3S 4S 2S", "QS 5S 8D", false, false)
	if c := easyPlay(s, rand.New(rand.NewPCG(1, 1))); c != cards.MustParse("5S") {
		t.Errorf("played %v, want 5S", c)
	}
	// With only the queen to follow it must play it.
	s = sit(t, 1, "3S 4S 2S", "QS 8D", false, false)
	if c := easyPlay(s, nil); c != game.QueenOfSpades {
		t.Errorf("played %v, want QS", c)
	}
}

// TestMediumDefendsAgainstTheMoon: seat 1 has taken every point so far.
// Medium takes a heart trick from it, and when void gives it nothing
// and keeps its high heart.
func TestMediumDefendsAgainstTheMoon(t *testing.T) {
	// Seat 1 led the 10♥, seat 2 and 3 followed low; this seat (0) is
	// last with K♥ and 2♥. Ducking lets the shooter go on.
	s := sit(t, 1, "10H 3H 4H", "KH 2H 9C", false, true)
	s.shooter = 1
	if c := mediumPlay(s, nil); c != cards.MustParse("KH") {
		t.Errorf("took with %v, want KH", c)
	}
	// Without the threat it ducks as before.
	s.shooter = -1
	if c := mediumPlay(s, nil); c != cards.MustParse("2H") {
		t.Errorf("no threat: played %v, want 2H", c)
	}
	// Void in diamonds while the shooter wins the trick: no heart for
	// it, the top of a side suit instead, K♥ kept.
	s = sit(t, 1, "AD 3D 4D", "KH 2H 9C 3C", false, true)
	s.shooter = 1
	if c := mediumPlay(s, nil); c != cards.MustParse("9C") {
		t.Errorf("void under the shooter: played %v, want 9C", c)
	}
	// Void while another seat wins after the shooter played: a point
	// for that seat ends the shot.
	s = sit(t, 1, "2D AD 4D", "KH 2H 9C 3C", false, true)
	s.shooter = 1
	if c := mediumPlay(s, nil); c != cards.MustParse("2H") {
		t.Errorf("void, shooter beaten: played %v, want 2H", c)
	}
	// The threat is read from the points taken: one seat with four
	// hearts and nobody else a point.
	if moonThreat([game.Seats]int{0, 4, 0, 0}, 0) != 1 || moonThreat([game.Seats]int{0, 3, 0, 0}, 0) != -1 ||
		moonThreat([game.Seats]int{0, 13, 0, 0}, 0) != -1 || moonThreat([game.Seats]int{0, 4, 1, 0}, 0) != -1 {
		t.Error("moonThreat")
	}
}
