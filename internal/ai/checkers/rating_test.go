package checkers

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"strconv"
	"strings"
	"testing"

	game "gamehall/internal/games/checkers"
	"gamehall/internal/games/kit"
	"gamehall/internal/games/kit/kittest"
)

// rung is a player of a rating match: a level's settings bounded by
// nodes rather than the clock.
type rung struct {
	name string
	cfg  settings
}

// rungNamed reads "easy" (Easy as the hall plays it: its depth limit
// binds long before its clock) or "strong:N" (Strong with a budget of N
// nodes a move).
func rungNamed(t testing.TB, spec string) rung {
	if spec == "easy" {
		cfg := levels[kit.Easy]
		cfg.nodes = 1 << 40
		return rung{spec, cfg}
	}
	if n, ok := strings.CutPrefix(spec, "strong:"); ok {
		nodes, err := strconv.ParseUint(n, 10, 64)
		if err == nil && nodes > 0 {
			cfg := levels[kit.Strong]
			cfg.nodes = nodes
			return rung{spec, cfg}
		}
	}
	t.Fatalf("player %q: want easy or strong:NODES", spec)
	return rung{}
}

// openingPlies is how many moves of a rating game are chosen at random,
// so that the games of a match differ; each opening is played twice,
// once with each colour.
const openingPlies = 2

// ratingGame plays one game of a (White when aWhite) against b from
// opening (a seed of its random first plies) and returns a's score.
func ratingGame(t testing.TB, a, b rung, opening uint64, aWhite bool) float64 {
	st, err := game.Game{}.New(url.Values{"colour": {"white"}, "level": {"strong"}}, opening, now)
	if err != nil {
		t.Fatal(err)
	}
	open := rand.New(rand.NewPCG(opening, 1))
	rng := rand.New(rand.NewPCG(opening, 2))
	white, black := a, b
	if !aWhite {
		white, black = b, a
	}
	for ply := 0; !st.Over(); ply++ {
		seat, p := game.BotSeat, black
		if s, ok := st.NextBot(); !ok {
			seat, p = game.HumanSeat, white
		} else {
			seat = s
		}
		v := st.View(seat, now)
		var act kit.Action
		if ply < openingPlies {
			g, err := replay(v)
			if err != nil {
				t.Fatal(err)
			}
			moves := g.pos.LegalMoves(nil)
			act = url.Values{"do": {game.ActMove}, "path": {pathText(moves[open.IntN(len(moves))])}}
		} else if act, err = decide(context.Background(), v, rng, p.cfg); err != nil {
			t.Fatalf("ply %d, %s: %v", ply, p.name, err)
		}
		if err := st.Apply(seat, act, now); err != nil {
			t.Fatalf("ply %d, %s played %v: %v", ply, p.name, act, err)
		}
	}
	score := map[kit.Outcome]float64{kit.Win: 1, kit.Draw: 0.5}[st.Results()[0].Outcome]
	if !aWhite {
		score = 1 - score
	}
	return score
}

// TestMeasureLadder plays a rating match between two rungs for the bot
// ratings (ratings.go, LevelRatings): GAMEHALL_TUNE=1,
// GAMEHALL_A and GAMEHALL_B the players (easy, strong:NODES),
// GAMEHALL_N games (default 40, even: each opening with both colours).
// A rerun repeats a match closely but not to the move: the searches
// share the hall's pool of transposition tables, which the collector
// may empty at any time.
func TestMeasureLadder(t *testing.T) {
	kittest.NeedTune(t)
	n := kittest.Count("GAMEHALL_N", 40)
	a, b := rungNamed(t, os.Getenv("GAMEHALL_A")), rungNamed(t, os.Getenv("GAMEHALL_B"))
	w, d, l := 0, 0, 0
	for g := range n {
		switch ratingGame(t, a, b, uint64(7_000+g/2), g%2 == 0) {
		case 1:
			w++
		case 0:
			l++
		default:
			d++
		}
	}
	fmt.Printf("checkers, %s against %s: +%d =%d -%d of %d\n", a.name, b.name, w, d, l, n)
}

// TestNodeBudget: a search bounded by nodes stops at its budget and
// not at the clock (its deadline has passed before it starts), so a
// rating match measures the same on a busy machine as on an idle one.
func TestNodeBudget(t *testing.T) {
	p := game.StartPosition()
	cfg := levels[kit.Strong]
	cfg.nodes = 5000
	s := newSearcher(cfg, rand.New(rand.NewPCG(1, 2)), now, gameSoFar{pos: p, keys: []uint64{p.Key()}})
	if _, ok := s.bestMove(); !ok || s.nodes > cfg.nodes || s.depth < 2 {
		t.Errorf("searched %d nodes to depth %d (found a move: %v); want at most %d and past depth 1", s.nodes, s.depth, ok, cfg.nodes)
	}
}
