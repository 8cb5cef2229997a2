package pglocal

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// TestStartStopReuse creates a cluster, stops it, and starts it again
// from the same folder: the data survives and no second initdb runs.
func TestStartStopReuse(t *testing.T) {
	if _, err := findBinaries(); err != nil {
		t.Skip(err)
	}
	dir, err := os.MkdirTemp("/tmp", "pglocal")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx := context.Background()
	c, err := Start(ctx, filepath.Join(dir, "pg"), Options{Throwaway: true})
	if err != nil {
		t.Fatal(err)
	}
	if !c.Started() {
		t.Fatal("a new cluster was not started by Start")
	}
	run(t, c.DSN(), `CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)`)
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	c2, err := Start(ctx, filepath.Join(dir, "pg"), Options{Throwaway: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Stop()
	conn, err := pgx.Connect(ctx, c2.DSN())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `SELECT n FROM kept`).Scan(&n); err != nil || n != 42 {
		t.Fatalf("after a restart: %d, %v", n, err)
	}
	// A second Start while it runs reuses the server and will not stop it.
	c3, err := Start(ctx, filepath.Join(dir, "pg"), Options{Throwaway: true})
	if err != nil || c3.Started() {
		t.Fatalf("Start on a running cluster: started=%v, %v", c3 != nil && c3.Started(), err)
	}
}

func run(t *testing.T, dsn, sql string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, sql); err != nil {
		t.Fatal(err)
	}
}

func TestLongPathRefused(t *testing.T) {
	if _, err := findBinaries(); err != nil {
		t.Skip(err)
	}
	long := filepath.Join("/tmp", strings.Repeat("d", 60), strings.Repeat("e", 60))
	if _, err := Start(context.Background(), long, Options{}); err == nil {
		t.Fatal("a folder too long for a unix socket was accepted")
	}
}

func TestNewestVersionFirst(t *testing.T) {
	if versionOf("/usr/lib/postgresql/15/bin") <= versionOf("/usr/lib/postgresql/9.6/bin") {
		t.Fatal("version order is wrong")
	}
}
