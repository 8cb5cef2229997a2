package pages

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"gamehall/internal/games/cards"
	"gamehall/internal/games/checkers"
	"gamehall/internal/games/durak"
	"gamehall/internal/games/game101"
	"gamehall/internal/games/hearts"
	g101view "gamehall/templates/game101"
)

func TestNewEventsFindsWhatWasAppended(t *testing.T) {
	eq := func(a, b int) bool { return a == b }
	for _, c := range []struct {
		before, now, want []int
	}{
		{[]int{1, 2}, []int{1, 2, 3, 4}, []int{3, 4}},
		{[]int{1, 2, 3}, []int{2, 3, 4}, []int{4}}, // the log's head was cut
		{[]int{1, 2, 3}, []int{7}, []int{7}},       // a new round
		{nil, []int{5}, []int{5}},                  // nothing before
		{[]int{1, 2}, []int{1, 2}, []int{}},        // nothing new
		{[]int{1, 1}, []int{1, 1, 1}, []int{1}},    // repeats: the longest overlap
	} {
		if got := newEvents(c.before, c.now, eq); !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("newEvents(%v, %v) = %v, want %v", c.before, c.now, got, c.want)
		}
	}
}

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
		got := Say(lang, 1, act, now, prev, nil)
		want := map[string]string{
			"en": g101view.SeatName("en", 1) + " played 6♣. " + g101view.SeatName("en", 2) + " draws 1 and misses a turn.",
			"ru": g101view.SeatName("ru", 1) + " сыграла 6♣. " + g101view.SeatName("ru", 2) + " берёт 1 и пропускает ход.",
		}[lang]
		if got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
		if !containsAll(got, "6♣", "1") {
			t.Errorf("%s: %q does not name the card and the penalty", lang, got)
		}
	}
	// Without the view before, the action alone is said.
	if got := Say("en", 1, act, now, nil, func(string) bool { return true }); !containsAll(got, "6♣") {
		t.Errorf("without the view before: %q", got)
	}
}

func TestSayTellsTricksBoutsAndCheckersMoves(t *testing.T) {
	hp := hearts.View{}
	hn := hearts.View{Tricks: []hearts.TrickView{{Winner: 2, Points: 3}}}
	if got := Say("en", 1, url.Values{"do": {"play"}}, hn, hp, nil); !containsAll(got, "takes the trick (3 points)") {
		t.Errorf("hearts: %q", got)
	}
	hn1 := hearts.View{Tricks: []hearts.TrickView{{Winner: 2, Points: 1}}}
	if got := Say("en", 1, url.Values{"do": {"play"}}, hn1, hp, nil); !containsAll(got, "takes the trick (1 point)") {
		t.Errorf("hearts, one point: %q", got)
	}
	if got := Say("ru", 1, url.Values{"do": {"play"}}, hn, hp, nil); !containsAll(got, "взятка (3 очка)") {
		t.Errorf("hearts, ru: %q", got)
	}
	dp := durak.View{Log: []durak.Bout{{N: 1}}}
	dn := durak.View{Log: []durak.Bout{{N: 1}, {N: 2, Defender: 0, Taken: true}}}
	if got := Say("ru", 1, url.Values{"do": {"pass"}}, dn, dp, nil); !containsAll(got, "Кон 2 окончен", "забирает карты") {
		t.Errorf("durak: %q", got)
	}
	if got := Say("en", 1, url.Values{"do": {durak.ActTransfer}, "card": {"7h"}}, dn, dn, func(string) bool { return true }); !strings.Contains(got, "passes the attack on with 7♥") {
		t.Errorf("durak transfer: %q", got)
	}
	cv := checkers.View{LastMove: &checkers.MoveOption{Notation: "c3:e5:g7", Captured: []string{"d4", "f6"}}}
	if got := Say("en", 1, nil, cv, nil, nil); got != "The bot plays c3:e5:g7, taking 2." {
		t.Errorf("checkers: %q", got)
	}
}

func containsAll(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
