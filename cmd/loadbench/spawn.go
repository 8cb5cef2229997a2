package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"gamehall/internal/pglocal"
)

// ownServer is the database cluster and server process a run started.
type ownServer struct {
	dir     string
	cluster *pglocal.Cluster
	cmd     *exec.Cmd
	exited  chan struct{}
	url     string
	pprof   string // pprof address, if served
	dsn     string
	logPath string
}

// startOwnServer creates a PostgreSQL cluster in a fresh folder under
// /tmp (short, so the socket path fits; durable, as cmd/web runs it) and
// starts this binary as the hall server on it.
func startOwnServer(ctx context.Context, withPprof bool, log io.Writer) (*ownServer, error) {
	dir, err := os.MkdirTemp("/tmp", "loadbench")
	if err != nil {
		return nil, err
	}
	// The postgres user must reach the cluster folder when we run as root.
	os.Chmod(dir, 0o755)
	s := &ownServer{dir: dir, logPath: filepath.Join(dir, "server.log")}
	fmt.Fprintf(log, "loadbench: starting PostgreSQL in %s\n", dir)
	s.cluster, err = pglocal.Start(ctx, filepath.Join(dir, "pg"), pglocal.Options{})
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s.dsn = s.cluster.DSN()
	if err := s.startProcess(ctx, withPprof); err != nil {
		s.stop()
		return nil, err
	}
	return s, nil
}

func (s *ownServer) startProcess(ctx context.Context, withPprof bool) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	logFile, err := os.Create(s.logPath)
	if err != nil {
		return err
	}
	defer logFile.Close() // the child holds its own descriptor
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), serveEnv+"=1", "DATABASE_URL="+s.dsn)
	if withPprof {
		cmd.Env = append(cmd.Env, pprofEnv+"=1")
	}
	cmd.Stderr = logFile
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	// The server dies with us, even if we are killed.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return err
	}
	s.cmd = cmd
	s.exited = make(chan struct{})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
		cmd.Wait()
		close(s.exited)
	}()
	timeout := time.NewTimer(60 * time.Second)
	defer timeout.Stop()
	for s.url == "" {
		select {
		case line, ok := <-lines:
			if !ok {
				return fmt.Errorf("the server process exited before serving; see %s", s.logPath)
			}
			name, value, _ := strings.Cut(line, " ")
			switch name {
			case addrLine:
				s.url = "http://" + value
			case pprofLine:
				s.pprof = value
			}
		case <-timeout.C:
			return fmt.Errorf("the server process did not start within 60 s; see %s", s.logPath)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	// Drain anything else it prints so it never blocks on a full pipe.
	go func() {
		for range lines {
		}
	}()
	return nil
}

// pid is the server process id.
func (s *ownServer) pid() int { return s.cmd.Process.Pid }

// stop ends the server (SIGTERM, then SIGKILL after 10 s), stops the
// cluster and removes the folder.
func (s *ownServer) stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
		case <-time.After(10 * time.Second):
			s.cmd.Process.Kill()
			<-s.exited
		}
	}
	if s.cluster != nil {
		s.cluster.Stop()
	}
	os.RemoveAll(s.dir)
}

// checkLoopback refuses any target but this machine's loopback.
func checkLoopback(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return fmt.Errorf("-url must look like http://127.0.0.1:8080")
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("-url must point at this machine's loopback (127.0.0.1), not %q", host)
	}
	return nil
}
