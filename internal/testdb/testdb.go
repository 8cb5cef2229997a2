// Package testdb gives tests a real PostgreSQL: DATABASE_URL when set,
// otherwise a throwaway private cluster started once per test binary.
// Each test gets its own freshly migrated database.
package testdb

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/jackc/pgx/v5"

	"gamehall/internal/pglocal"
	"gamehall/internal/store"
)

var (
	mu      sync.Mutex
	cluster *pglocal.Cluster
	baseDSN string
	dir     string
	counter atomic.Int64
)

// Main runs a package's tests and stops the throwaway cluster after.
// Use it from TestMain: func TestMain(m *testing.M) { testdb.Main(m) }.
func Main(m *testing.M) {
	code := m.Run()
	mu.Lock()
	if cluster != nil {
		cluster.Stop()
		os.RemoveAll(dir)
	}
	mu.Unlock()
	os.Exit(code)
}

// server returns the DSN of the server tests use, starting it if needed.
func server(t testing.TB) string {
	mu.Lock()
	defer mu.Unlock()
	if baseDSN != "" {
		return baseDSN
	}
	if env := os.Getenv("DATABASE_URL"); env != "" {
		baseDSN = env
		return baseDSN
	}
	// A short path under /tmp keeps the socket path short, and the
	// folder is reachable by the postgres user when tests run as root.
	d, err := os.MkdirTemp("/tmp", "hallpg")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(d, 0o755)
	c, err := pglocal.Start(context.Background(), d+"/db", pglocal.Options{Throwaway: true})
	if err != nil {
		t.Fatalf("testdb: %v", err)
	}
	cluster, dir, baseDSN = c, d, c.DSN()
	return baseDSN
}

// DSN creates an empty database for this test and returns its DSN; it is
// dropped when the test ends.
func DSN(t testing.TB) string {
	t.Helper()
	base := server(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("testdb: connect: %v", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("t_%d_%d", os.Getpid(), counter.Add(1))
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("testdb: %v", err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(ctx, base)
		if err != nil {
			return
		}
		defer c.Close(ctx)
		c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
	})
	return withDB(base, name)
}

// Store opens a migrated store on a fresh database.
func Store(t testing.TB) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), DSN(t))
	if err != nil {
		t.Fatalf("testdb: %v", err)
	}
	t.Cleanup(st.Close)
	return st
}

// withDB replaces the database name in a URL or key=value DSN.
func withDB(dsn, db string) string {
	if u, err := url.Parse(dsn); err == nil && (u.Scheme == "postgres" || u.Scheme == "postgresql") {
		u.Path = "/" + db
		return u.String()
	}
	var parts []string
	for _, f := range strings.Fields(dsn) {
		if !strings.HasPrefix(f, "dbname=") {
			parts = append(parts, f)
		}
	}
	return strings.Join(append(parts, "dbname="+db), " ")
}
