package durak

import (
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/durak"
)

// TestSayTellsBouts: a bout's end is said with who took the cards, and
// a transfer with the card it was made with.
func TestSayTellsBouts(t *testing.T) {
	dp := durak.View{Log: []durak.Bout{{N: 1}}}
	dn := durak.View{Log: []durak.Bout{{N: 1}, {N: 2, Defender: 0, Taken: true}}}
	if got := View.Say("ru", 1, url.Values{"do": {"pass"}}, dn, dp, nil); !strings.Contains(got, "Кон 2 окончен") || !strings.Contains(got, "забирает карты") {
		t.Errorf("durak: %q", got)
	}
	if got := View.Say("en", 1, url.Values{"do": {durak.ActTransfer}, "card": {"7h"}}, dn, dn, func(string) bool { return true }); !strings.Contains(got, "passes the attack on with 7♥") {
		t.Errorf("durak transfer: %q", got)
	}
}
