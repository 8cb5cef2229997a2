package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime/pprof"
	"sync"
	"time"
)

// result is everything one run measured.
type result struct {
	cfg       config
	started   bool // loadbench started the server itself
	serverPID int
	db        dbInfo
	rec       *recorder // the play phase
	signup    *recorder // the sign-up phase
	elapsed   time.Duration
	signupDur time.Duration
	moves     int64
	xacts     int64 // committed transactions during the play phase; -1 unknown
	rssPeaks  map[string]int64
	rssLast   int64
	static    *ceiling
	update    *ceiling
	playCPU   cpuTimes // CPU used during the play phase
	notes     []string
}

// run sets up the server (or uses -url), signs the players up, plays for
// the set time or moves, measures the ceilings and returns the figures.
func run(ctx context.Context, cfg config, log io.Writer) (*result, error) {
	res := &result{cfg: cfg, xacts: -1}
	base, dsn, pid := cfg.url, cfg.dsn, cfg.pid
	var own *ownServer
	if base == "" {
		var err error
		own, err = startOwnServer(ctx, cfg.pprof, log)
		if err != nil {
			return nil, err
		}
		defer own.stop()
		base, dsn, pid = own.url, own.dsn, own.pid()
		res.started = true
		fmt.Fprintf(log, "loadbench: server pid %d at %s (log %s)\n", pid, base, own.logPath)
		if own.pprof != "" {
			fmt.Fprintf(log, "loadbench: pprof at http://%s/debug/pprof/\n", own.pprof)
		}
	}
	res.serverPID = pid
	meter := cpuMeter{serverPID: pid, start: time.Now()}
	if own != nil {
		meter.postmasterPID = postmasterPID(own.cluster.Dir)
	}
	if dsn != "" {
		if info, err := describeDB(ctx, dsn); err == nil {
			res.db = info
		} else {
			res.note("database description: %v", err)
		}
	}
	var rss *rssSampler
	if pid > 0 {
		rss = startRSS(pid)
	}
	setPhase := func(p string) {
		if rss != nil {
			rss.setPhase(p)
		}
	}

	transport := newTransport(cfg.players)
	defer transport.CloseIdleConnections()
	tag := rand.Uint32()
	players := make([]*player, cfg.players)
	for i := range players {
		players[i] = &player{
			name:  playerName(tag, i),
			b:     newBrowser(base, transport, newRecorder(), cfg.gzip),
			rng:   rand.New(rand.NewPCG(cfg.seed, uint64(i))),
			mix:   cfg.mix,
			think: cfg.think,
		}
	}

	// Sign-up: every player at once, as after an announcement.
	setPhase("signup")
	fmt.Fprintf(log, "loadbench: %d players sign up\n", cfg.players)
	sctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	start := time.Now()
	var wg sync.WaitGroup
	for _, p := range players {
		wg.Go(func() { p.signUp(sctx) })
	}
	wg.Wait()
	cancel()
	res.signupDur = time.Since(start)
	res.signup = newRecorder()
	for _, p := range players {
		res.signup.merge(p.b.rec)
		p.b.rec = newRecorder()
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}

	// Play.
	setPhase("idle")
	before := res.readXacts(ctx, dsn, cfg.settle, log)
	setPhase("play")
	fmt.Fprintf(log, "loadbench: playing %v for %v", mixString(cfg.mix), cfg.duration)
	if cfg.moves > 0 {
		fmt.Fprintf(log, " or %d moves", cfg.moves)
	}
	fmt.Fprintln(log)
	var profile chan error
	if cfg.cpuProfile != "" && own != nil && own.pprof != "" {
		profile = make(chan error, 1)
		secs := max(1, int(cfg.duration.Seconds())-1)
		go func() { profile <- fetchProfile(ctx, own.pprof, secs, cfg.cpuProfile) }()
	}
	st := newStopper(cfg.moves)
	pctx, cancel := context.WithTimeout(ctx, cfg.duration+30*time.Second)
	defer cancel()
	timer := time.AfterFunc(cfg.duration, st.stop)
	if cfg.selfProfile != "" {
		if stop, err := profileSelf(cfg.selfProfile); err != nil {
			res.note("self profile: %v", err)
		} else {
			defer stop()
		}
	}
	cpu0 := meter.read()
	start = time.Now()
	for _, p := range players {
		wg.Go(func() { p.play(pctx, st) })
	}
	wg.Wait()
	timer.Stop()
	res.elapsed = time.Since(start)
	res.playCPU = meter.read().sub(cpu0)
	res.moves = st.moves.Load()
	res.rec = newRecorder()
	for _, p := range players {
		res.rec.merge(p.b.rec)
	}
	setPhase("idle")
	if after := res.readXacts(ctx, dsn, cfg.settle, log); before >= 0 && after >= 0 {
		res.xacts = after - before
	}
	if profile != nil {
		if err := <-profile; err != nil {
			res.note("cpu profile: %v", err)
		} else {
			res.note("server CPU profile of the play phase: %s (go tool pprof -top %s)", cfg.cpuProfile, cfg.cpuProfile)
		}
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}

	// Ceilings, on the same machine in the same run.
	if cfg.ceiling > 0 {
		setPhase("static")
		fmt.Fprintf(log, "loadbench: ceiling 1: static file, %d workers, %v\n", cfg.players, cfg.ceiling)
		if c, err := staticCeiling(ctx, base, transport, cfg.gzip, cfg.players, cfg.ceiling, meter); err == nil {
			res.static = &c
		} else {
			res.note("static ceiling: %v", err)
		}
		if dsn != "" {
			setPhase("update")
			fmt.Fprintf(log, "loadbench: ceiling 2: raw UPDATE, %d workers, %v\n", cfg.players, cfg.ceiling)
			if c, err := updateCeiling(ctx, dsn, cfg.players, cfg.ceiling, meter); err == nil {
				res.update = &c
			} else {
				res.note("UPDATE ceiling: %v", err)
			}
		} else {
			res.note("no -db: the raw-UPDATE ceiling and transactions per move are not measured")
		}
	}
	if rss != nil {
		res.rssPeaks, res.rssLast = rss.stop()
	}
	return res, nil
}

// readXacts waits for idle backends to publish their counts, then reads
// the database's committed transactions; -1 when unknown.
func (res *result) readXacts(ctx context.Context, dsn string, settle time.Duration, log io.Writer) int64 {
	if dsn == "" {
		return -1
	}
	if settle > 0 {
		fmt.Fprintf(log, "loadbench: settling %v for pg_stat_database\n", settle)
		select {
		case <-time.After(settle):
		case <-ctx.Done():
			return -1
		}
	}
	n, err := xactCommits(ctx, dsn)
	if err != nil {
		res.note("pg_stat_database: %v", err)
		return -1
	}
	return n
}

func (res *result) note(format string, args ...any) {
	res.notes = append(res.notes, fmt.Sprintf(format, args...))
}

// profileSelf starts loadbench's own CPU profile; stop ends it.
func profileSelf(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// fetchProfile saves the server's CPU profile over secs seconds.
func fetchProfile(ctx context.Context, addr string, secs int, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("http://%s/debug/pprof/profile?seconds=%d", addr, secs), nil)
	if err != nil {
		return err
	}
	c := &http.Client{Timeout: time.Duration(secs+30) * time.Second}
	res, err := c.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return fmt.Errorf("pprof: %s", res.Status)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, res.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
