// Command botmatch plays matches between the hall's bots, and between
// them and outside engines (UCI for chess, GTP for Go), and prints the score with
// the Elo difference and its 95% interval.
//
//	go run ./cmd/botmatch -a hall:master -b uci:stockfish,elo=2200,nodes=400000 -games 40
//	go run ./cmd/botmatch -a hall:strong -b hall:medium -games 100 -v
//	go run ./cmd/botmatch -calibrate hall:master -ms 500
//	go run ./cmd/botmatch -game go -size 13 -a hall:strong -b gtp:gnugo,level=1 -games 10 -v
//
// Go is played with komi 7.5 (-komi) and counted by GNU Go under
// Chinese rules, which also checks the players' dead stones.
//
// A player is KIND:ARG[,KEY=VALUE...]; the kinds a game knows are
// registered by the file that implements them (register). Colours
// alternate and each opening line is played once with each colour.
// Bots are bounded by nodes, not time, so that a match on a loaded
// machine measures the same thing as on an idle one; -calibrate turns
// CPU time into nodes.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strings"
	"time"
)

// playerMaker builds a player from its spec's ARG and options; seed
// feeds any randomness it has.
type playerMaker func(arg string, opts map[string]string, seed uint64) (Player, error)

var (
	referees = map[string]func() (Referee, error){}
	makers   = map[string]map[string]playerMaker{}
)

// register adds a kind of player for a game.
func register(game, kind string, m playerMaker) {
	if makers[game] == nil {
		makers[game] = map[string]playerMaker{}
	}
	makers[game][kind] = m
}

func init() {
	referees["chess"] = func() (Referee, error) { return newChessReferee(), nil }
	register("chess", "hall", newHallChess)
	register("chess", "uci", newUCI)
	referees["go"] = func() (Referee, error) { return newGoReferee(*goSize, *goKomi) }
	register("go", "hall", newHallGo)
	register("go", "gtp", newGTP)
}

// The Go board and komi.
var (
	goSize = flag.Int("size", 9, "with -game go: the board size")
	goKomi = flag.Float64("komi", 7.5, "with -game go: the komi")
)

// newPlayer parses "KIND:ARG[,KEY=VALUE...]".
func newPlayer(game, spec string, seed uint64) (Player, error) {
	kind, rest, ok := strings.Cut(spec, ":")
	if !ok {
		return nil, fmt.Errorf("player %q: want KIND:ARG", spec)
	}
	m := makers[game][kind]
	if m == nil {
		var kinds []string
		for k := range makers[game] {
			kinds = append(kinds, k)
		}
		sort.Strings(kinds)
		return nil, fmt.Errorf("player %q: %s knows the kinds %s", spec, game, strings.Join(kinds, ", "))
	}
	parts := strings.Split(rest, ",")
	opts := map[string]string{}
	for _, p := range parts[1:] {
		k, v, ok := strings.Cut(p, "=")
		if !ok {
			return nil, fmt.Errorf("player %q: option %q is not KEY=VALUE", spec, p)
		}
		opts[k] = v
	}
	return m(parts[0], opts, seed)
}

func main() {
	game := flag.String("game", "chess", "the game: "+strings.Join(gameNames(), ", "))
	specA := flag.String("a", "", "player A (the one the score is for)")
	specB := flag.String("b", "", "player B")
	games := flag.Int("games", 20, "games to play (even: each opening with both colours)")
	opening := flag.Int("opening", 0, "the first opening line")
	seed := flag.Uint64("seed", 1, "seed of the bots' randomness")
	verbose := flag.Bool("v", false, "print every game")
	calibrate := flag.String("calibrate", "", "measure a player's nodes per CPU second instead of playing")
	ms := flag.Int("ms", 500, "with -calibrate: the CPU milliseconds a move to give the node budget of")
	flag.Parse()
	if os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(1) // a search is one thread; do not crowd the machine
	}
	if err := run(*game, *specA, *specB, *games, *opening, *seed, *verbose, *calibrate, *ms); err != nil {
		fmt.Fprintln(os.Stderr, "botmatch:", err)
		os.Exit(1)
	}
}

func gameNames() []string {
	var names []string
	for g := range referees {
		names = append(names, g)
	}
	sort.Strings(names)
	return names
}

func run(game, specA, specB string, games, opening int, seed uint64, verbose bool, calibrate string, ms int) error {
	newRef := referees[game]
	if newRef == nil {
		return fmt.Errorf("unknown game %q", game)
	}
	if calibrate != "" {
		return runCalibration(game, calibrate, ms)
	}
	if specA == "" || specB == "" {
		return fmt.Errorf("need -a and -b")
	}
	a, err := newPlayer(game, specA, seed)
	if err != nil {
		return err
	}
	defer a.Close()
	b, err := newPlayer(game, specB, seed+1_000_003)
	if err != nil {
		return err
	}
	defer b.Close()
	cfg := matchConfig{games: games, opening: opening}
	if verbose {
		cfg.verbose = os.Stdout
	}
	start := time.Now()
	ref, err := newRef()
	if err != nil {
		return err
	}
	if c, ok := ref.(interface{ Close() error }); ok {
		defer c.Close()
	}
	t, err := playMatch(ref, a, b, cfg)
	if err != nil {
		return err
	}
	iv := t.interval()
	fmt.Printf("A: %s\nB: %s\n", a.Name(), b.Name())
	fmt.Printf("games %d  A +%d =%d -%d  score %.1f/%d (%.1f%%)\n", iv.games, t.w, t.d, t.l, iv.score*float64(iv.games), iv.games, 100*iv.score)
	fmt.Printf("Elo A-B %+.0f  95%% interval [%+.0f, %+.0f]\n", iv.elo, iv.low, iv.high)
	if t.counted > 0 {
		fmt.Printf("counted games %d; dead stones as the referee's: A %d, B %d\n", t.counted, t.agreeA, t.agreeB)
	}
	for _, p := range []Player{a, b} {
		if s, ok := p.(interface{ Stats() string }); ok {
			fmt.Printf("%s: %s\n", p.Name(), s.Stats())
		}
	}
	fmt.Printf("CPU A %v  B %v  wall %v\n", a.CPU().Round(time.Millisecond), b.CPU().Round(time.Millisecond), time.Since(start).Round(time.Second))
	return nil
}
