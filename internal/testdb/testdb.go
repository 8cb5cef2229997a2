// Package testdb gives tests a real PostgreSQL: DATABASE_URL when set,
// otherwise a throwaway private cluster started once per test binary.
// Each test gets its own database: Store clones one migrated template,
// made once per test binary, which is far quicker than migrating anew.
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
	mu       sync.Mutex
	cluster  *pglocal.Cluster
	baseDSN  string
	dir      string
	template string // the migrated template database, once made
	counter  atomic.Int64
)

// Main runs a package's tests, then each of after, and stops the
// throwaway cluster last. Use it from TestMain:
// func TestMain(m *testing.M) { testdb.Main(m) }.
func Main(m *testing.M, after ...func()) {
	code := m.Run()
	for _, f := range after {
		f()
	}
	mu.Lock()
	if template != "" {
		dropDatabase(baseDSN, template)
	}
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
	return create(t, server(t), "")
}

// Store opens a migrated store on a fresh database of its own, a clone
// of the binary's migrated template.
func Store(t testing.TB) *store.Store {
	t.Helper()
	base := server(t)
	st, err := store.Open(context.Background(), create(t, base, migrated(t, base)))
	if err != nil {
		t.Fatalf("testdb: %v", err)
	}
	t.Cleanup(st.Close)
	return st
}

// create makes a database for this test, a copy of from when it is not
// empty, drops it when the test ends and returns its DSN.
func create(t testing.TB, base, from string) string {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("testdb: connect: %v", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("t_%d_%d", os.Getpid(), counter.Add(1))
	sql := "CREATE DATABASE " + name
	if from != "" {
		sql += " TEMPLATE " + from
	}
	if _, err := conn.Exec(ctx, sql); err != nil {
		t.Fatalf("testdb: %v", err)
	}
	t.Cleanup(func() { dropDatabase(base, name) })
	return withDB(base, name)
}

// migrated returns the name of the binary's migrated template database,
// making it the first time. Nothing stays connected to it, as cloning
// requires.
func migrated(t testing.TB, base string) string {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if template != "" {
		return template
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("testdb: connect: %v", err)
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("tmpl_%d", os.Getpid())
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("testdb: %v", err)
	}
	st, err := store.Open(ctx, withDB(base, name))
	if err != nil {
		dropDatabase(base, name)
		t.Fatalf("testdb: migrate the template: %v", err)
	}
	st.Close()
	template = name
	return template
}

// dropDatabase drops a test's database, ending any connection left to it.
func dropDatabase(base, name string) {
	ctx := context.Background()
	c, err := pgx.Connect(ctx, base)
	if err != nil {
		return
	}
	defer c.Close(ctx)
	c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
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
