package main

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// TestKilledPrivatePostgresIsRestarted kills the private cluster's
// postmaster with SIGKILL while players load the site, and finds the
// site serving the game again without restarting the web binary.
func TestKilledPrivatePostgresIsRestarted(t *testing.T) {
	dir := tmpDir(t, "hallweb", 0o755)
	addr := freeAddr(t)
	cfg := config{addr: addr, dataDir: dir}
	base := "http://" + addr
	stop := start(t, slog.New(slog.NewTextHandler(io.Discard, nil)), cfg, base)
	defer stop()

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 10 * time.Second}
	res, err := client.PostForm(base+"/play/minesweeper", url.Values{"preset": {"beginner"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	game := base + res.Request.URL.Path
	first := get(t, client, game)

	status := func() int {
		res, err := client.Get(game)
		if err != nil {
			return 0
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode
	}
	// The load: players keep asking for the game throughout.
	var failed atomic.Int32
	quit := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-quit:
					return
				default:
				}
				if status() != http.StatusOK {
					failed.Add(1)
				}
			}
		})
	}
	defer func() { close(quit); wg.Wait() }()

	postmaster := func() int {
		b, _ := os.ReadFile(filepath.Join(dir, "postgres", "postmaster.pid"))
		line, _, _ := strings.Cut(string(b), "\n")
		pid, _ := strconv.Atoi(line)
		return pid
	}
	pid := postmaster()
	if pid == 0 {
		t.Fatal("no postmaster.pid")
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	killed := time.Now()
	// Recovered means a new postmaster runs and then ten answers in a
	// row serve the game; the bound is generous because the machine may
	// be busy.
	for p := postmaster(); p == pid || p == 0; p = postmaster() {
		if time.Since(killed) > time.Minute {
			t.Fatal("no new postmaster within a minute of the kill")
		}
		time.Sleep(20 * time.Millisecond)
	}
	for ok := 0; ok < 10; {
		if time.Since(killed) > time.Minute {
			t.Fatal("the site did not recover within a minute of the kill")
		}
		if status() == http.StatusOK {
			ok++
		} else {
			ok = 0
			time.Sleep(20 * time.Millisecond)
		}
	}
	t.Logf("serving again %v after the kill (%d requests failed meanwhile)", time.Since(killed).Round(time.Millisecond), failed.Load())
	if again := get(t, client, game); again != first {
		t.Error("the game page differs after the database restarted")
	}
}
