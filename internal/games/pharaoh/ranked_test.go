package pharaoh

import (
	"net/url"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// TestRankedOnlyChampionship: only the ten-match championship is
// ranked; a single match is casual from the form to its results.
func TestRankedOnlyChampionship(t *testing.T) {
	for _, c := range []struct {
		matches string
		ranked  bool
	}{{"10", true}, {"1", false}} {
		form := url.Values{"matches": {c.matches}, "level": {"easy"}}
		v, err := kit.ParseOptions(Game{}.Info(), form)
		if err != nil {
			t.Fatal(err)
		}
		if got := (Game{}).Info().CasualFor(v).Ranked(); got != c.ranked {
			t.Errorf("%s matches: the form says ranked %v, want %v", c.matches, got, c.ranked)
		}
		st := kittest.New(t, Game{}, form, 1, kittest.Start).(*state)
		if got := st.Casual().Ranked(); got != c.ranked {
			t.Errorf("%s matches: the game says ranked %v, want %v", c.matches, got, c.ranked)
		}
		st.Phase = SeriesOver
		for _, r := range st.Results() {
			if r.Ranked != c.ranked {
				t.Errorf("%s matches: result %s ranked %v", c.matches, r.Board, r.Ranked)
			}
		}
	}
}
