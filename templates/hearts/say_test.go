package hearts

import (
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/hearts"
)

// TestSayTellsTricks: the trick an action completed is said with who
// took it and its points, in both languages.
func TestSayTellsTricks(t *testing.T) {
	hp := hearts.View{}
	hn := hearts.View{Tricks: []hearts.TrickView{{Winner: 2, Points: 3}}}
	if got := View.Say("en", 1, url.Values{"do": {"play"}}, hn, hp, nil); !strings.Contains(got, "takes the trick (3 points)") {
		t.Errorf("hearts: %q", got)
	}
	hn1 := hearts.View{Tricks: []hearts.TrickView{{Winner: 2, Points: 1}}}
	if got := View.Say("en", 1, url.Values{"do": {"play"}}, hn1, hp, nil); !strings.Contains(got, "takes the trick (1 point)") {
		t.Errorf("hearts, one point: %q", got)
	}
	if got := View.Say("ru", 1, url.Values{"do": {"play"}}, hn, hp, nil); !strings.Contains(got, "взятка (3 очка)") {
		t.Errorf("hearts, ru: %q", got)
	}
}
