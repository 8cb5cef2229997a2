package game101

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/game101"
)

// TestSayTellsEffects: a card's effect on the next player is said with
// the card, in both languages.
func TestSayTellsEffects(t *testing.T) {
	six := cards.Of(cards.Six, cards.Clubs)
	prev := game101.View{Log: []game101.Event{{Seat: 0, Kind: game101.EvPlay, Card: cards.Of(cards.Seven, cards.Clubs)}}}
	now := game101.View{Log: append(slices.Clone(prev.Log),
		game101.Event{Seat: 1, Kind: game101.EvPlay, Card: six},
		game101.Event{Seat: 2, Kind: game101.EvPenalty, N: 1})}
	act := url.Values{"do": {"play"}, "card": {six.String()}}
	for _, lang := range []string{"en", "ru"} {
		got := View.Say(lang, 1, act, now, prev, nil)
		want := map[string]string{
			"en": SeatName("en", 1) + " played 6♣. " + SeatName("en", 2) + " draws 1 and misses a turn.",
			"ru": SeatName("ru", 1) + " сыграла 6♣. " + SeatName("ru", 2) + " берёт 1 и пропускает ход.",
		}[lang]
		if got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
		if !strings.Contains(got, "6♣") || !strings.Contains(got, "1") {
			t.Errorf("%s: %q does not name the card and the penalty", lang, got)
		}
	}
	// Without the view before, the action alone is said.
	if got := View.Say("en", 1, act, now, nil, func(string) bool { return true }); !strings.Contains(got, "6♣") {
		t.Errorf("without the view before: %q", got)
	}
}
