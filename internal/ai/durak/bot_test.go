package durak

import (
	"context"
	"math/rand/v2"
	"net/url"
	"strconv"
	"testing"
	"time"

	game "gamehall/internal/games/durak"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

var now = time.Date(2025, 1, 1, 12, 0, 0, 0, time.UTC)

// playGame plays a whole game with a bot in every seat, seat s playing at
// levels[s], and returns the fool (-1 for a draw). Every action must be
// accepted, and every few actions the state goes through Encode/Decode,
// which checks every invariant (each of the 36 cards exactly once across
// hands, table, deck and discard; the table within the bout's limit; the
// roles and the turn in order).
func playGame(t testing.TB, seed uint64, levels []kit.Level) (fool int, bouts int) {
	return playVariant(t, seed, levels, nil)
}

// playVariant is playGame at a table with the variant's form fields.
func playVariant(t testing.TB, seed uint64, levels []kit.Level, variant url.Values) (fool int, bouts int) {
	opts := url.Values{"players": {strconv.Itoa(len(levels))}, "level": {string(levels[1])}}
	for k, v := range variant {
		opts[k] = v
	}
	st, err := game.Game{}.New(opts, seed, now)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	st = kittest.PlayOut(t, game.Game{}, st, now, 3000, 7, func(seat int, v game.View) (kit.Action, error) {
		if v.Limit > game.MaxAttacks || len(v.Table) > v.Limit {
			t.Fatalf("table of %d over the limit %d", len(v.Table), v.Limit)
		}
		v.Level = levels[seat]
		return Bot(context.Background(), v, rng)
	})
	v := st.View(0, now)
	return v.Fool, v.Bout
}

func levelsOf(players int, first, rest kit.Level) []kit.Level {
	out := make([]kit.Level, players)
	for i := range out {
		out[i] = rest
	}
	out[0] = first
	return out
}

func TestBotsFinishGames(t *testing.T) {
	// Per table size: Normal bots only, Easy bots only, and a mixed
	// table; 2000 games in all (the Normal ones search their endings).
	runs := []struct {
		games     int
		me, other kit.Level
	}{{40, kit.Strong, kit.Strong}, {300, kit.Easy, kit.Easy}, {60, kit.Easy, kit.Strong}}
	if testing.Short() {
		runs = runs[1:2]
	}
	for players := game.MinPlayers; players <= game.MaxPlayers; players++ {
		for _, r := range runs {
			for i := range r.games {
				playGame(t, uint64(players*100000+i), levelsOf(players, r.me, r.other))
			}
		}
	}
}

// foolRate plays games with seat 0 at one level and the others at
// another, and returns how often seat 0 was the fool.
func foolRate(t testing.TB, players, games int, me, them kit.Level) float64 {
	fools := 0
	for i := range games {
		if fool, _ := playGame(t, uint64(7_000_000+players*10000+i), levelsOf(players, me, them)); fool == 0 {
			fools++
		}
	}
	return float64(fools) / float64(games)
}

func TestNormalBeatsEasy(t *testing.T) {
	games := kittest.Scale(200, 3000)
	for _, players := range []int{2, 4} {
		normal := foolRate(t, players, games, kit.Strong, kit.Easy)
		easy := foolRate(t, players, games, kit.Easy, kit.Strong)
		t.Logf("%d players: Normal among Easy is the fool %.1f%%, Easy among Normal %.1f%% (fair share %.1f%%)",
			players, 100*normal, 100*easy, 100/float64(players))
		if normal >= 1/float64(players) || easy <= 1/float64(players) {
			t.Errorf("%d players: Normal should be the fool less than its share and Easy more", players)
		}
	}
}

// TestBotsPlayTheVariants: every variant's games finish with every action
// accepted, and the strong bot is the fool less often than its share.
func TestBotsPlayTheVariants(t *testing.T) {
	games := kittest.Scale(60, 1000)
	variants := []url.Values{
		{"game": {game.GameTransfer}},
		{"game": {game.GameTransfer}, "deck": {"24"}},
		{"deck": {"52"}},
		{"firstbeat": {"on"}},
	}
	for _, variant := range variants {
		for _, players := range []int{2, 4} {
			fools := 0
			for i := range games {
				if fool, _ := playVariant(t, uint64(9_000_000+players*10000+i), levelsOf(players, kit.Strong, kit.Easy), variant); fool == 0 {
					fools++
				}
			}
			rate := float64(fools) / float64(games)
			t.Logf("%v, %d players: Strong among Easy is the fool %.1f%% (fair share %.1f%%)", variant, players, 100*rate, 100/float64(players))
			if rate >= 1/float64(players) {
				t.Errorf("%v, %d players: Strong is the fool %.0f%% of %d games", variant, players, 100*rate, games)
			}
		}
	}
}
