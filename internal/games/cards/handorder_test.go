package cards

import "testing"

func TestHandPlace(t *testing.T) {
	for i, s := range HandSuits {
		if got := s.HandPlace(); got != i {
			t.Errorf("%v: place %d, want %d", s, got, i)
		}
	}
	if got := NoSuit.HandPlace(); got != len(HandSuits) {
		t.Errorf("a joker's suit: place %d, want after the suits", got)
	}
	for i := 1; i < len(HandSuits); i++ {
		if HandSuits[i].Red() == HandSuits[i-1].Red() {
			t.Errorf("%v follows %v: the colours must alternate", HandSuits[i], HandSuits[i-1])
		}
	}
}
