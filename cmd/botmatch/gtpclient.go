package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// gtpClient speaks GTP 2 to an engine in a child process.
type gtpClient struct {
	name  string
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

// gtpTimeout bounds how long one answer may take before the engine is
// taken for hung.
const gtpTimeout = 10 * time.Minute

// startGTP starts path with args and checks that it answers GTP.
func startGTP(name, path string, args ...string) (*gtpClient, error) {
	c := &gtpClient{name: name, lines: make(chan string, 256)}
	c.cmd = exec.Command(path, args...)
	c.cmd.Stderr = os.Stderr
	var err error
	if c.in, err = c.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := c.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := c.cmd.Start(); err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(stdout)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	go func() {
		for sc.Scan() {
			c.lines <- sc.Text()
		}
		close(c.lines)
	}()
	if _, err := c.send("protocol_version"); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// send runs one command and returns its answer without the "= ", or
// the engine's "? " message as an error.
func (c *gtpClient) send(command string) (string, error) {
	if _, err := fmt.Fprintln(c.in, command); err != nil {
		return "", fmt.Errorf("%s: %s: %w", c.name, command, err)
	}
	timer := time.NewTimer(gtpTimeout)
	defer timer.Stop()
	var lines []string
	for {
		select {
		case line, ok := <-c.lines:
			if !ok {
				return "", fmt.Errorf("%s: %s: engine exited", c.name, command)
			}
			line = strings.TrimRight(line, "\r")
			if line == "" {
				if len(lines) == 0 {
					continue
				}
				ans := strings.Join(lines, "\n")
				if strings.HasPrefix(ans, "?") {
					return "", fmt.Errorf("%s: %s: %s", c.name, command, strings.TrimSpace(ans[1:]))
				}
				if !strings.HasPrefix(ans, "=") {
					return "", fmt.Errorf("%s: %s: answer %q", c.name, command, ans)
				}
				return strings.TrimSpace(ans[1:]), nil
			}
			lines = append(lines, line)
		case <-timer.C:
			return "", errors.New(c.name + ": no answer to " + command)
		}
	}
}

// CPU is the engine process's processor time.
func (c *gtpClient) CPU() time.Duration { return childCPU(c.cmd.Process.Pid) }

func (c *gtpClient) Close() error {
	fmt.Fprintln(c.in, "quit")
	c.in.Close()
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		c.cmd.Process.Kill()
		return <-done
	}
}
