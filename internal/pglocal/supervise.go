package pglocal

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Supervise keeps the cluster's server running until ctx ends: every
// interval it checks that the postmaster is alive, and when it died
// (killed, or crashed on a full disk) starts it again, retrying until it
// comes up. After each restart it calls restarted, so the caller can drop
// its connections to the dead server at once instead of failing a request
// on each of them. Supervise returns when ctx ends.
func (c *Cluster) Supervise(ctx context.Context, interval time.Duration, restarted func()) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if c.alive() {
			continue
		}
		c.restart(ctx, interval)
		if ctx.Err() != nil {
			return
		}
		if restarted != nil {
			restarted()
		}
	}
}

// restart starts the server until it runs. A new postmaster refuses to
// start while the dead one's process still exists (as a zombie not yet
// reaped by init) or its backends still hold its shared memory, so it
// first waits for the old one to be over, then retries, a little slower
// each time.
func (c *Cluster) restart(ctx context.Context, wait time.Duration) {
	if old := c.PID(); old != 0 {
		c.over(ctx, old, 15*time.Second)
	}
	for ctx.Err() == nil {
		if err := c.start(ctx); err == nil || c.alive() {
			return
		}
		select {
		case <-ctx.Done():
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

// over waits, for at most limit, until the dead postmaster pid can no
// longer stop a new one: its process is gone, or it is a zombie and no
// backend of it still holds its shared memory. In the second case the
// lock file is removed, since PostgreSQL would take the zombie for a
// live server; the shared-memory count is PostgreSQL's own test that no
// old backend can still write. Init reaping orphans slowly (seen: 2-4 s
// in a sandbox) then no longer delays the restart.
func (c *Cluster) over(ctx context.Context, pid int, limit time.Duration) {
	end := time.Now().Add(limit)
	for ctx.Err() == nil && time.Now().Before(end) {
		var ws syscall.WaitStatus
		syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
		if errors.Is(syscall.Kill(pid, 0), syscall.ESRCH) {
			return
		}
		if zombie(pid) && c.sharedMemoryFree() {
			os.Remove(filepath.Join(c.Dir, "postmaster.pid"))
			return
		}
		select {
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// PID is the postmaster's process id from its lock file, or 0.
func (c *Cluster) PID() int {
	b, err := os.ReadFile(filepath.Join(c.Dir, "postmaster.pid"))
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	pid, err := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}

// alive reports whether the postmaster named in the lock file runs.
func (c *Cluster) alive() bool {
	pid := c.PID()
	if pid == 0 {
		return false
	}
	// A killed postmaster is an orphan whose zombie lingers until init
	// reaps it, and signal 0 still finds a zombie. When this process is
	// init (in a container) reap it ourselves; else read its state.
	var ws syscall.WaitStatus
	syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
	if zombie(pid) {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// zombie reports whether a process has exited and waits to be reaped,
// where /proc tells (Linux); elsewhere it says no.
func zombie(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// The state follows the command name, which is in parentheses.
	i := bytes.LastIndexByte(b, ')')
	return i >= 0 && i+2 < len(b) && b[i+2] == 'Z'
}

// sharedMemoryFree reports whether no process is attached to the System V
// segment named in the lock file (its seventh line: key and id), read
// from /proc/sysvipc/shm; where that cannot be read it says no.
func (c *Cluster) sharedMemoryFree() bool {
	b, err := os.ReadFile(filepath.Join(c.Dir, "postmaster.pid"))
	if err != nil {
		return false
	}
	lines := strings.Split(string(b), "\n")
	if len(lines) < 7 {
		return false
	}
	ids := strings.Fields(lines[6])
	if len(ids) != 2 {
		return false
	}
	table, err := os.ReadFile("/proc/sysvipc/shm")
	if err != nil {
		return false
	}
	return shmUnattached(string(table), ids[1])
}

// shmUnattached reads a /proc/sysvipc/shm table: true when segment id is
// absent or has no process attached.
func shmUnattached(table, id string) bool {
	rows := strings.Split(table, "\n")
	if len(rows) == 0 {
		return false
	}
	head := strings.Fields(rows[0])
	idCol, attachCol := slices.Index(head, "shmid"), slices.Index(head, "nattch")
	if idCol < 0 || attachCol < 0 {
		return false
	}
	for _, row := range rows[1:] {
		f := strings.Fields(row)
		if len(f) > max(idCol, attachCol) && f[idCol] == id {
			return f[attachCol] == "0"
		}
	}
	return true
}
