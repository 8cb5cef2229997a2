// Command loadbench measures how many simulated players one game hall
// server holds. By default it starts a private PostgreSQL cluster in a
// temporary folder (normal durability, as cmd/web runs it) and the server
// as a separate process (this same binary re-executed with
// LOADBENCH_SERVE=1, wired like cmd/web), so the server's memory is
// measured alone. Players sign up, create games and play them over real
// HTTP through the forms a browser posts. In the same run it measures two
// ceilings on the same machine, a static file from the same server and a
// raw single-row UPDATE loop through a pgx pool of the server's size, and
// prints the game figures as ratios of them. See README.md next to it.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"
)

func main() {
	if os.Getenv(serveEnv) == "1" {
		if err := serve(); err != nil {
			fmt.Fprintln(os.Stderr, "loadbench server:", err)
			os.Exit(1)
		}
		return
	}
	cfg, err := parseFlags(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	res, err := run(ctx, cfg, os.Stderr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
	res.report(os.Stdout)
	if cfg.strict && !res.targetsMet() {
		os.Exit(3)
	}
}

// config is what one run does.
type config struct {
	url         string        // a running server; empty starts our own
	dsn         string        // its database, for the ceilings and transaction counts
	pid         int           // its process, for RSS
	players     int           // concurrent simulated players
	duration    time.Duration // length of the play phase
	moves       int64         // stop after this many moves (0: by time only)
	mix         []weighted    // which games players play
	ceiling     time.Duration // length of each ceiling measurement
	settle      time.Duration // idle wait before reading pg_stat_database
	seed        uint64        // players' random choices
	think       time.Duration // a player's mean pause before each move (0: none)
	gzip        bool          // ask for compressed replies, as browsers do
	pprof       bool          // serve net/http/pprof from our server
	cpuProfile  string        // write the server's CPU profile of the play phase here
	selfProfile string        // write loadbench's own CPU profile of the play phase here
	strict      bool          // exit 3 when a target is missed
}

func parseFlags(args []string) (config, error) {
	fs := flag.NewFlagSet("loadbench", flag.ContinueOnError)
	var c config
	var mix string
	fs.StringVar(&c.url, "url", "", "drive a running server at this loopback URL instead of starting one (e.g. http://127.0.0.1:8080)")
	fs.StringVar(&c.dsn, "db", "", "with -url: the server's DATABASE_URL, for the raw-UPDATE ceiling and transactions per move")
	fs.IntVar(&c.pid, "pid", 0, "with -url: the server's process id, for its RSS")
	fs.IntVar(&c.players, "players", 64, "concurrent simulated players")
	fs.DurationVar(&c.duration, "duration", 30*time.Second, "length of the play phase")
	fs.Int64Var(&c.moves, "moves", 0, "stop the play phase after this many moves (then -duration, default 10m, is only a cap)")
	fs.StringVar(&mix, "mix", "minesweeper", `games and weights, e.g. "minesweeper=4,chess=1,corpse-starch=1"; "all" plays every supported game`)
	fs.DurationVar(&c.ceiling, "ceiling", 10*time.Second, "length of each ceiling measurement (0 skips them)")
	fs.DurationVar(&c.settle, "settle", 11*time.Second, "idle wait before each pg_stat_database reading (PostgreSQL publishes an idle backend's counts within 10 s)")
	fs.DurationVar(&c.think, "think", 0, "a player's mean pause before each move, as a person's (0: moves back to back, for throughput; games with a pace limit keep theirs)")
	fs.BoolVar(&c.gzip, "gzip", true, "send Accept-Encoding: gzip as browsers do (false: uncompressed replies, to see what compression costs)")
	fs.Uint64Var(&c.seed, "seed", uint64(time.Now().UnixNano()), "seed of the players' random choices")
	fs.BoolVar(&c.pprof, "pprof", false, "serve net/http/pprof from the started server on another loopback port (printed)")
	fs.StringVar(&c.cpuProfile, "cpuprofile", "", "write the started server's CPU profile of the play phase to this file (implies -pprof)")
	fs.StringVar(&c.selfProfile, "selfprofile", "", "write loadbench's own CPU profile of the play phase to this file (the load generator's share)")
	fs.BoolVar(&c.strict, "strict", false, "exit with status 3 when a target of issue 7 is missed")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	durationSet := false
	fs.Visit(func(f *flag.Flag) { durationSet = durationSet || f.Name == "duration" })
	if c.moves > 0 && !durationSet {
		c.duration = 10 * time.Minute
	}
	if c.players < 1 || c.players > 4096 {
		return c, fmt.Errorf("-players must be 1..4096")
	}
	if c.duration <= 0 {
		return c, fmt.Errorf("-duration must be positive")
	}
	if c.think < 0 || c.think > time.Minute {
		return c, fmt.Errorf("-think must be 0..1m")
	}
	if c.cpuProfile != "" {
		c.pprof = true
	}
	if c.url != "" {
		if err := checkLoopback(c.url); err != nil {
			return c, err
		}
		if c.pprof {
			return c, fmt.Errorf("-pprof and -cpuprofile need the server loadbench starts (no -url)")
		}
	}
	var err error
	if c.mix, err = parseMix(mix); err != nil {
		return c, err
	}
	return c, nil
}
