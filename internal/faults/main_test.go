package faults

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"gamehall/internal/handlers"
	"gamehall/internal/pglocal"
	"gamehall/internal/store"
)

// The package's private PostgreSQL: one throwaway cluster that only
// these tests use, so they may stop and start it. Each test gets its own
// database in it.
var (
	clusterOnce sync.Once
	cluster     *pglocal.Cluster
	clusterDir  string
	clusterErr  error
	databases   atomic.Int64
)

func TestMain(m *testing.M) {
	code := m.Run()
	if cluster != nil {
		cluster.StopServer()
		os.RemoveAll(clusterDir)
	}
	os.Exit(code)
}

// privateCluster starts the package's cluster the first time.
func privateCluster(t *testing.T) *pglocal.Cluster {
	t.Helper()
	clusterOnce.Do(func() {
		began := time.Now()
		// A short path keeps the unix socket path short; the folder must
		// be reachable by the postgres user when the tests run as root.
		clusterDir, clusterErr = os.MkdirTemp("/tmp", "faultpg")
		if clusterErr != nil {
			return
		}
		os.Chmod(clusterDir, 0o755)
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		cluster, clusterErr = pglocal.Start(ctx, filepath.Join(clusterDir, "db"), pglocal.Options{Throwaway: true})
		if clusterErr != nil {
			os.RemoveAll(clusterDir)
			return
		}
		t.Logf("private PostgreSQL up in %v", time.Since(began).Round(time.Millisecond))
	})
	if clusterErr != nil {
		t.Fatalf("start the private postgres: %v", clusterErr)
	}
	return cluster
}

// ownDatabase creates an empty database for this test in the package's
// private cluster and returns the cluster and the database's DSN.
func ownDatabase(t *testing.T) (*pglocal.Cluster, string) {
	t.Helper()
	c := privateCluster(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgconn.Connect(ctx, c.DSN())
	if err != nil {
		t.Fatalf("connect to the private postgres: %v", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("faults_%d", databases.Add(1))
	if err := conn.Exec(ctx, "CREATE DATABASE "+name).Close(); err != nil {
		t.Fatalf("create database: %v", err)
	}
	return c, c.DSNFor(name)
}

// inProcess serves the hall on st from an httptest server, configured
// by handlers.NewHTTPServer as cmd/web is (default bot budget, request
// timeout and server timeouts).
func inProcess(t *testing.T, st *store.Store) *httptest.Server {
	t.Helper()
	hs, err := handlers.NewHTTPServer(context.Background(), handlers.Config{
		Store: st,
		Log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		// No random game seeds (which player gets which seed still
		// follows the order their requests arrive in).
		Seeds: handlers.SeedSequence(1),
		// The players make games far faster than a person: past the
		// creation limits, which would then answer 429 depending on
		// the machine's speed.
		Limits: unlimitedCreation(),
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = hs.Server
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

// unlimitedCreation is the default limits with game and guest creation
// never reached.
func unlimitedCreation() handlers.Limits {
	l := handlers.DefaultLimits
	many := handlers.Rate{N: 1 << 30, Per: time.Minute}
	l.GuestsPerAddress, l.GamesPerUser, l.GamesPerAddress = many, many, many
	return l
}

// leaks are signs of internals in a page shown to a player.
var leaks = []string{"goroutine ", ".go:", "panic", "pgx", "pgconn", "SQLSTATE", "dial ", "unix", "/tmp/", "store:", "connection refused"}

// leaked returns the first internal detail found in body, or "".
func leaked(body string) string {
	for _, l := range leaks {
		if strings.Contains(body, l) {
			return l
		}
	}
	return ""
}

// isBoardFragment says whether an answer to an htmx move can replace
// #board: a fragment carrying id="board", not a whole page.
func isBoardFragment(body string) bool {
	return strings.Contains(body, `id="board"`) && !strings.Contains(body, "<html") && !strings.Contains(body, "<header")
}

// durations summarises latencies.
type durations []time.Duration

func (d durations) quantile(q float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append(durations(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[int(q*float64(len(s)-1))]
}

func (d durations) max() time.Duration { return d.quantile(1) }

// statusCounts counts replies by status (0: no answer).
func statusCounts(rs []reply) map[int]int {
	m := map[int]int{}
	for _, r := range rs {
		m[r.status]++
	}
	return m
}

// waitFor polls cond every 20 ms until it holds or the timeout passes,
// and returns how long it took.
func waitFor(timeout time.Duration, cond func() bool) (time.Duration, bool) {
	start := time.Now()
	for {
		if cond() {
			return time.Since(start), true
		}
		if time.Since(start) > timeout {
			return time.Since(start), false
		}
		time.Sleep(20 * time.Millisecond)
	}
}
