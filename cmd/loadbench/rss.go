package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// rssSampler reads a process's resident memory every 100 ms and keeps
// the peak of each phase of the run.
type rssSampler struct {
	pid   int
	mu    sync.Mutex
	phase string
	peaks map[string]int64 // kB
	last  int64
	stopc chan struct{}
	done  chan struct{}
}

func startRSS(pid int) *rssSampler {
	s := &rssSampler{pid: pid, phase: "start", peaks: map[string]int64{}, stopc: make(chan struct{}), done: make(chan struct{})}
	go s.loop()
	return s
}

func (s *rssSampler) loop() {
	defer close(s.done)
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		s.sample()
		select {
		case <-s.stopc:
			return
		case <-t.C:
		}
	}
}

func (s *rssSampler) sample() {
	kb, err := readRSS(s.pid)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.last = kb
	s.peaks[s.phase] = max(s.peaks[s.phase], kb)
}

// setPhase names the phase later samples belong to.
func (s *rssSampler) setPhase(p string) {
	s.sample()
	s.mu.Lock()
	s.phase = p
	s.mu.Unlock()
	s.sample()
}

// stop ends sampling and returns the peaks and the last reading, in kB.
func (s *rssSampler) stop() (map[string]int64, int64) {
	close(s.stopc)
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.peaks, s.last
}

// readRSS is VmRSS from /proc/<pid>/status, in kB.
func readRSS(pid int) (int64, error) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
		}
	}
	return 0, fmt.Errorf("no VmRSS for process %d", pid)
}
