package handlers

import (
	"testing"
	"time"
)

// TestParseLimits reads an operator's overrides and refuses what it
// cannot read, naming the item.
func TestParseLimits(t *testing.T) {
	t.Parallel()
	l, err := ParseLimits(" games-per-address=5000/10m, signup-per-address=50/1h ,")
	if err != nil {
		t.Fatal(err)
	}
	if l.GamesPerAddress != (Rate{5000, 10 * time.Minute}) || l.SignUpPerAddress != (Rate{50, time.Hour}) {
		t.Errorf("parsed %+v", l)
	}
	if l.GamesPerUser != DefaultLimits.GamesPerUser {
		t.Errorf("an unnamed limit changed: %+v", l.GamesPerUser)
	}
	if l, err := ParseLimits(""); err != nil || l != DefaultLimits {
		t.Errorf("empty: %+v, %v", l, err)
	}
	for _, bad := range []string{"games=5/1m", "games-per-user", "games-per-user=0/1m", "games-per-user=5", "games-per-user=5/soon", "games-per-user=-1/1m"} {
		if _, err := ParseLimits(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
