package pglocal

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

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

// TestSuperviseRestartsAKilledServer kills the postmaster with SIGKILL
// and finds the supervisor has started it again, with the data kept.
func TestSuperviseRestartsAKilledServer(t *testing.T) {
	if _, err := findBinaries(); err != nil {
		t.Skip(err)
	}
	dir, err := os.MkdirTemp("/tmp", "pglocal")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, 0o755)
	t.Cleanup(func() { os.RemoveAll(dir) })
	ctx, cancel := context.WithCancel(context.Background())
	c, err := Start(ctx, filepath.Join(dir, "pg"), Options{Throwaway: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Stop()
	// A throwaway cluster does not wait for the WAL on commit; the
	// checkpoint puts the row on disk before the kill.
	run(t, c.DSN(), `CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)`)
	run(t, c.DSN(), `CHECKPOINT`)

	restarted := make(chan struct{}, 10)
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.Supervise(ctx, 50*time.Millisecond, func() { restarted <- struct{}{} })
	}()
	defer func() { cancel(); <-done }()

	old := c.PID()
	if old == 0 || !c.alive() {
		t.Fatalf("pid %d alive %v", old, c.alive())
	}
	if err := syscall.Kill(old, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	select {
	case <-restarted:
		t.Logf("restarted %v after the kill", time.Since(killed).Round(time.Millisecond))
	case <-time.After(time.Minute):
		t.Fatal("the killed server was not restarted within a minute")
	}
	if pid := c.PID(); pid == old || !c.alive() {
		t.Fatalf("after the restart: pid %d (was %d), alive %v", pid, old, c.alive())
	}
	conn, err := pgx.Connect(ctx, c.DSN())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var n int
	if err := conn.QueryRow(ctx, `SELECT n FROM kept`).Scan(&n); err != nil || n != 42 {
		t.Fatalf("after the restart: %d, %v", n, err)
	}
}
