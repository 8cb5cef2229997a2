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

// closedFolder returns a new folder only root can enter, as root's home
// and mktemp -d folders are, and a world-traversable fallback folder.
func closedFolder(t *testing.T) (closed, fallback string) {
	t.Helper()
	if _, err := findBinaries(); err != nil {
		t.Skip(err)
	}
	if os.Geteuid() != 0 {
		t.Skip("the postgres system user is used only when running as root")
	}
	closed, err := os.MkdirTemp("/tmp", "pgclosed")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(closed, 0o700); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(closed) })
	fallback, err = os.MkdirTemp("/tmp", "pgfb")
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(fallback, 0o755)
	t.Cleanup(func() { os.RemoveAll(fallback) })
	return closed, fallback
}

// TestClosedFolderMovesCluster starts a new cluster asked for in a 0700
// folder: it lives under the fallback, the asked-for folder links to it,
// and the next start finds the same data.
func TestClosedFolderMovesCluster(t *testing.T) {
	closed, fallback := closedFolder(t)
	ctx := context.Background()
	asked := filepath.Join(closed, "data", "postgres")
	opt := Options{Throwaway: true, Fallback: fallback}
	c, err := Start(ctx, asked, opt)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(c.Dir, fallback+"/") || c.Requested != asked {
		t.Fatalf("cluster in %s (requested %q), want under %s for %s", c.Dir, c.Requested, fallback, asked)
	}
	if to, err := filepath.EvalSymlinks(asked); err != nil || to != c.Dir {
		t.Errorf("%s leads to %q (%v), want %s", asked, to, err, c.Dir)
	}
	run(t, c.DSN(), `CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)`)
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	c2, err := Start(ctx, asked, opt)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Stop()
	if c2.Dir != c.Dir || c2.Requested != asked {
		t.Fatalf("second start: %s (requested %q), want %s", c2.Dir, c2.Requested, c.Dir)
	}
	run(t, c2.DSN(), `SELECT n FROM kept`)
}

// TestClosedFolderWithClusterSaysWhatToDo: a cluster that exists where
// the postgres user can no longer enter is not replaced by an empty one;
// Start stops at once and says what to do.
func TestClosedFolderWithClusterSaysWhatToDo(t *testing.T) {
	closed, fallback := closedFolder(t)
	asked := filepath.Join(closed, "postgres")
	if err := os.MkdirAll(asked, 0o700); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(asked, "PG_VERSION"), []byte("15\n"), 0o600)
	_, err := Start(context.Background(), asked, Options{Throwaway: true, Fallback: fallback})
	if err == nil || !strings.Contains(err.Error(), "chmod o+x") || !strings.Contains(err.Error(), "DATA_DIR") {
		t.Fatalf("Start: %v", err)
	}
}

// TestClosedFallbackSaysWhatToDo: when the fallback is closed too, Start
// stops at once with one paragraph naming the ways out.
func TestClosedFallbackSaysWhatToDo(t *testing.T) {
	closed, _ := closedFolder(t)
	_, err := Start(context.Background(), filepath.Join(closed, "data", "postgres"),
		Options{Throwaway: true, Fallback: filepath.Join(closed, "fallback")})
	if err == nil || !strings.Contains(err.Error(), "DATA_DIR=") || !strings.Contains(err.Error(), "DATABASE_URL") {
		t.Fatalf("Start: %v", err)
	}
}

// TestShmUnattached reads /proc/sysvipc/shm rows: a segment with
// processes attached is in use; one with none, or absent, is free.
func TestShmUnattached(t *testing.T) {
	const table = `       key      shmid perms                  size  cpid  lpid nattch   uid   gid
   9978748     196652   600                    56 32270 10917      6   101   104
   9978749     196653   600                    56 32270 10917      0   101   104
`
	for _, c := range []struct {
		id   string
		want bool
	}{{"196652", false}, {"196653", true}, {"42", true}} {
		if got := shmUnattached(table, c.id); got != c.want {
			t.Errorf("segment %s: free %v, want %v", c.id, got, c.want)
		}
	}
	if shmUnattached("garbage", "1") {
		t.Error("an unreadable table must not say free")
	}
}
