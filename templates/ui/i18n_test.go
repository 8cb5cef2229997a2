package ui

import "testing"

func TestPlural(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 deck"}, {"en", 2, "2 decks"}, {"en", 0, "0 decks"}, {"en", 21, "21 decks"}, {"en", -1, "-1 deck"},
		{"ru", 1, "1 колода"}, {"ru", 2, "2 колоды"}, {"ru", 4, "4 колоды"}, {"ru", 5, "5 колод"}, {"ru", 0, "0 колод"},
		{"ru", 11, "11 колод"}, {"ru", 12, "12 колод"}, {"ru", 14, "14 колод"}, {"ru", 21, "21 колода"},
		{"ru", 22, "22 колоды"}, {"ru", 25, "25 колод"}, {"ru", 101, "101 колода"}, {"ru", 111, "111 колод"}, {"ru", 112, "112 колод"},
	} {
		if got := Plural(c.lang, c.n, "deck", "decks", "колода", "колоды", "колод"); got != c.want {
			t.Errorf("Plural(%s, %d) = %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
