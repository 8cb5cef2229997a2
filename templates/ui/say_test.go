package ui

import (
	"net/url"
	"slices"
	"testing"
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
		if got := NewEvents(c.before, c.now, eq); !slices.Equal(got, c.want) && !(len(got) == 0 && len(c.want) == 0) {
			t.Errorf("NewEvents(%v, %v) = %v, want %v", c.before, c.now, got, c.want)
		}
	}
}

// A card game's actions read the same for every game: the bot by name,
// the person as "You", Russian after a colon; a card only when shown.
func TestCardSay(t *testing.T) {
	shown := func(string) bool { return true }
	for _, c := range []struct {
		lang string
		seat int
		act  url.Values
		want string
	}{
		{"en", 1, url.Values{"do": {"hit"}}, "Boris hits."},
		{"en", 0, url.Values{"do": {"defend"}, "card": {"6C"}}, "You beat with 6♣."},
		{"ru", 1, url.Values{"do": {"play"}, "card": {"6C"}}, "Boris: 6♣."},
		{"ru", 0, url.Values{"do": {"pass"}}, "Вы: пас."},
		{"en", 1, url.Values{"do": {"tonk"}}, "Boris: Tonk!."},
		{"en", 1, url.Values{"do": {"bid"}, "bid": {"1x"}}, ""},
		{"en", 1, url.Values{"do": {"split"}}, ""},
	} {
		if got := CardSay(c.lang, "Boris", c.seat, c.act, shown); got != c.want {
			t.Errorf("CardSay(%s, seat %d, %v) = %q, want %q", c.lang, c.seat, c.act, got, c.want)
		}
	}
}
