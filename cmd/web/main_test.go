package main

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRestartResumesGames starts the hall on its own private PostgreSQL,
// starts a game, shuts the hall down (stopping the database), starts it
// again and finds the game as it was, with the same browser session.
func TestRestartResumesGames(t *testing.T) {
	dir := tmpDir(t, "hallweb", 0o755)
	addr := freeAddr(t)
	cfg := config{addr: addr, dataDir: dir}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	base := "http://" + addr

	stop := start(t, log, cfg, base)
	res, err := client.PostForm(base+"/play/minesweeper", url.Values{"preset": {"beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	game := res.Request.URL.Path
	if !strings.HasPrefix(game, "/games/") {
		t.Fatalf("new game landed on %s", game)
	}
	first := get(t, client, base+game)
	stop()

	stop = start(t, log, cfg, base)
	defer stop()
	again := get(t, client, base+game)
	if again != first {
		t.Fatal("the game page differs after a restart")
	}
}

// TestFirstRunFromClosedFolder is the README's first command run as root
// in a folder the postgres user cannot enter (a mktemp -d folder, root's
// home): the hall starts, keeps its cluster in the fallback and says so.
func TestFirstRunFromClosedFolder(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("the postgres system user is used only when running as root")
	}
	dir := tmpDir(t, "hallclosed", 0o700)
	fallback := tmpDir(t, "hallfb", 0o755)
	addr := freeAddr(t)
	var logged strings.Builder
	log := slog.New(slog.NewTextHandler(&logged, nil))
	stop := start(t, log, config{addr: addr, dataDir: filepath.Join(dir, "data"), pgFallback: fallback}, "http://"+addr)
	stop()
	if !strings.Contains(logged.String(), "dir="+fallback+"/") {
		t.Fatalf("the log does not say where the cluster is:\n%s", logged.String())
	}
}

// start runs the hall and waits until /healthz answers; the returned
// func shuts it down and waits for run to return.
func start(t *testing.T, log *slog.Logger, cfg config, base string) func() {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, log, cfg) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				break
			}
		}
		select {
		case err := <-done:
			t.Fatalf("the hall stopped while starting: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("the hall did not start within a minute")
		}
		time.Sleep(100 * time.Millisecond)
	}
	return func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("shutdown: %v", err)
		}
	}
}

func get(t *testing.T, c *http.Client, u string) string {
	t.Helper()
	res, err := c.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", u, res.StatusCode)
	}
	return string(b)
}

// tmpDir makes a folder under /tmp with mode perm, removed after the
// test: under /tmp, not t.TempDir's, so that the postgres system user
// can reach it when root runs the tests (unless perm shuts it out).
func tmpDir(t *testing.T, prefix string, perm os.FileMode) string {
	t.Helper()
	dir, err := os.MkdirTemp("/tmp", prefix)
	if err != nil {
		t.Fatal(err)
	}
	os.Chmod(dir, perm)
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func TestSessionKeysFromEnvironment(t *testing.T) {
	keys, err := sessionKeys(strings.Repeat("a", 32) + ", " + strings.Repeat("b", 40))
	if err != nil || len(keys) != 4 || len(keys[0]) != 64 || len(keys[1]) != 32 {
		t.Fatalf("sessionKeys: %d keys, %v", len(keys), err)
	}
	if _, err := sessionKeys("short"); err == nil {
		t.Fatal("a short key was accepted")
	}
}
