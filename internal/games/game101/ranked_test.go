package game101

import (
	"net/url"
	"strconv"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestRankedOnlyTableOfFour: of the table sizes the rules allow, only
// four is ranked, from the form to the results.
func TestRankedOnlyTableOfFour(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		want := n == 4
		form := url.Values{"players": {strconv.Itoa(n)}, "level": {"easy"}}
		v, err := kit.ParseOptions(Game{}.Info(), form)
		if err != nil {
			t.Fatal(err)
		}
		if got := (Game{}).Info().CasualFor(v).Ranked(); got != want {
			t.Errorf("%d players: the form says ranked %v", n, got)
		}
		st := kittest.New(t, Game{}, form, 1, kittest.Start).(*state)
		st.Out[kit.HumanSeat] = true // out: a loss, decided
		rs := st.Results()
		if len(rs) == 0 {
			t.Fatalf("%d players: no result for a person who is out", n)
		}
		for _, r := range rs {
			if r.Ranked != want {
				t.Errorf("%d players: result %s ranked %v", n, r.Board, r.Ranked)
			}
		}
	}
}
