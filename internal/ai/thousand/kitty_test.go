package thousand

import (
	"math/rand/v2"
	"testing"

	"gamehall/internal/games/cards"
	game "gamehall/internal/games/thousand"
)

func parseCards(t *testing.T, text string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(text)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// kittyView is seat 1 defending against seat 0 after one trick: the
// kitty was K♥ 9♣ 9♦, the declarer gave this seat 9♦ and the friend
// (seat 2) a card this seat did not see. On A♥ led, the friend
// followed with 10♥ and the declarer threw 9♠.
func kittyView(t *testing.T, declarerPlayed string) game.View {
	return game.View{
		Seat:     1,
		Phase:    game.Playing,
		Declarer: 0,
		Kitty:    parseCards(t, "KH 9C 9D"),
		Gave:     [3]cards.Card{cards.NoCard, cards.MustParse("9D"), cards.NoCard},
		Hand:     parseCards(t, "9D QH JH 9H AC KC QC"),
		Done: []game.Trick{{Leader: 1, Winner: 1,
			Cards: [3]cards.Card{cards.MustParse("AH"), cards.MustParse("10H"), cards.MustParse(declarerPlayed)}}},
		Leader: 1,
		Turn:   1,
		Trump:  cards.NoSuit,
		Counts: [3]int{7, 7, 7},
	}
}

// TestDefenderSeesTheKittyCardGivenAway: the declarer has shown out of
// hearts, so the unseen K♥ from the kitty can only be the card given to
// the friend. Every guessed deal must put it there (they all put it
// with the declarer, as if the three kitty cards never left), and 9♣
// stays with the declarer.
func TestDefenderSeesTheKittyCardGivenAway(t *testing.T) {
	s := newSeen(kittyView(t, "9S"))
	rng := rand.New(rand.NewPCG(1, 2))
	kh, c9 := cards.MustParse("KH"), cards.MustParse("9C")
	for range 200 {
		h, ok := s.deal(rng)
		if !ok {
			t.Fatal("no deal")
		}
		if !h[2].Has(kh) || !h[0].Has(c9) {
			t.Fatalf("deal: declarer %v, friend %v", h[0], h[2])
		}
		if h[0].Len() != 7 || h[2].Len() != 7 {
			t.Fatalf("deal sizes %d %d", h[0].Len(), h[2].Len())
		}
	}
}

// TestDefenderSpreadsTheUnknownKittyCards: with nothing shown, each
// unseen kitty card is the friend's gift about one deal in twelve, and
// is with the declarer otherwise.
func TestDefenderSpreadsTheUnknownKittyCards(t *testing.T) {
	v := kittyView(t, "9S")
	v.Done = nil
	v.Hand = append(v.Hand, cards.MustParse("AH"))
	v.Counts = [3]int{8, 8, 8}
	s := newSeen(v)
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 2400
	withFriend := map[string]int{}
	for range n {
		h, _ := s.deal(rng)
		for _, c := range []string{"KH", "9C"} {
			if h[2].Has(cards.MustParse(c)) {
				withFriend[c]++
			}
		}
	}
	for _, c := range []string{"KH", "9C"} {
		share := float64(withFriend[c]) / n
		if share < 0.05 || share > 0.12 {
			t.Errorf("%s with the friend in %.3f of deals, want about 1/12", c, share)
		}
	}
}
