package main

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// ceiling is one measured upper bound: a rate and its latencies.
type ceiling struct {
	what    string
	workers int
	conns   int // database connections, for the UPDATE loop
	n       int
	errs    int
	elapsed time.Duration
	lat     dist
	cpu     cpuTimes
}

func (c ceiling) rate() float64 {
	if c.elapsed <= 0 {
		return 0
	}
	return float64(c.n) / c.elapsed.Seconds()
}

var staticURLRE = regexp.MustCompile(`/static/css/[a-z0-9_-]+\.[0-9a-f]{10}\.css`)

// staticCeiling GETs one content-hashed stylesheet of the home page with
// the players' concurrency: what the server does with no database and no
// game at all.
func staticCeiling(ctx context.Context, base string, t http.RoundTripper, gzip bool, workers int, d time.Duration, meter cpuMeter) (ceiling, error) {
	rec := newRecorder()
	home := newBrowser(base, t, rec, gzip).do(ctx, series{anyGame, "home"}, http.MethodGet, "/", nil, false, http.StatusOK)
	path := staticURLRE.FindString(home.body)
	if path == "" {
		return ceiling{}, fmt.Errorf("no content-hashed stylesheet on the home page (status %d)", home.status)
	}
	s := series{"static", "GET " + path}
	res := ceiling{what: s.kind, workers: workers}
	recs := make([]*recorder, workers)
	cpu0 := meter.read()
	start := time.Now()
	end := start.Add(d)
	var wg sync.WaitGroup
	for i := range workers {
		recs[i] = newRecorder()
		b := newBrowser(base, t, recs[i], gzip)
		wg.Go(func() {
			for time.Now().Before(end) && ctx.Err() == nil {
				b.do(ctx, s, http.MethodGet, path, nil, false, http.StatusOK)
			}
		})
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.cpu = meter.read().sub(cpu0)
	for _, r := range recs {
		rec.merge(r)
	}
	res.n, res.errs, res.lat = rec.count(s)-rec.errors(s), rec.errors(s), distOf(rec.lat[s])
	return res, nil
}

// poolConfig is the pool store.Open builds for a DSN: at least 16
// connections.
func poolConfig(dsn string) (*pgxpool.Config, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, err
	}
	if cfg.MaxConns < 16 {
		cfg.MaxConns = 16
	}
	return cfg, nil
}

// updateCeiling runs the cheapest durable write a move could be: each
// worker updates its own row of a scratch table in a loop, one
// autocommitted UPDATE at a time, through a pool the size of the
// server's.
func updateCeiling(ctx context.Context, dsn string, workers int, d time.Duration, meter cpuMeter) (ceiling, error) {
	cfg, err := poolConfig(dsn)
	if err != nil {
		return ceiling{}, err
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return ceiling{}, err
	}
	defer pool.Close()
	const table = "loadbench_ceiling"
	if _, err := pool.Exec(ctx, `CREATE TABLE IF NOT EXISTS `+table+` (id int PRIMARY KEY, n bigint NOT NULL DEFAULT 0)`); err != nil {
		return ceiling{}, err
	}
	defer pool.Exec(context.Background(), `DROP TABLE IF EXISTS `+table)
	if _, err := pool.Exec(ctx, `INSERT INTO `+table+` (id) SELECT generate_series(1, $1) ON CONFLICT DO NOTHING`, workers); err != nil {
		return ceiling{}, err
	}
	if err := warmPool(ctx, pool, int(cfg.MaxConns)); err != nil {
		return ceiling{}, err
	}
	s := series{"raw", "UPDATE"}
	res := ceiling{what: "UPDATE " + table + " SET n = n + 1 WHERE id = $1", workers: workers, conns: int(cfg.MaxConns)}
	recs := make([]*recorder, workers)
	cpu0 := meter.read()
	start := time.Now()
	end := start.Add(d)
	var wg sync.WaitGroup
	for i := range workers {
		recs[i] = newRecorder()
		wg.Go(func() {
			for time.Now().Before(end) && ctx.Err() == nil {
				t := time.Now()
				_, err := pool.Exec(ctx, `UPDATE `+table+` SET n = n + 1 WHERE id = $1`, i+1)
				recs[i].add(s, time.Since(t), 0, err == nil)
			}
		})
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	res.cpu = meter.read().sub(cpu0) // before the pool's backends exit
	rec := newRecorder()
	for _, r := range recs {
		rec.merge(r)
	}
	res.n, res.errs, res.lat = rec.count(s)-rec.errors(s), rec.errors(s), distOf(rec.lat[s])
	return res, nil
}

// warmPool opens every connection of the pool before the measurement,
// so starting backends is not counted in it.
func warmPool(ctx context.Context, pool *pgxpool.Pool, n int) error {
	conns := make([]*pgxpool.Conn, 0, n)
	defer func() {
		for _, c := range conns {
			c.Release()
		}
	}()
	for range n {
		c, err := pool.Acquire(ctx)
		if err != nil {
			return err
		}
		conns = append(conns, c)
	}
	return nil
}

// dbInfo is what the database says about itself, for the report.
type dbInfo struct {
	version    string
	fsync      string
	syncCommit string
}

// xactCommits is the database's committed transaction count so far.
func xactCommits(ctx context.Context, dsn string) (int64, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return 0, err
	}
	defer conn.Close(ctx)
	var n int64
	err = conn.QueryRow(ctx, `SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`).Scan(&n)
	return n, err
}

func describeDB(ctx context.Context, dsn string) (dbInfo, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return dbInfo{}, err
	}
	defer conn.Close(ctx)
	var i dbInfo
	err = conn.QueryRow(ctx, `SELECT current_setting('server_version'), current_setting('fsync'), current_setting('synchronous_commit')`).
		Scan(&i.version, &i.fsync, &i.syncCommit)
	return i, err
}
