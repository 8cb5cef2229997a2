package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// clockTick is the unit of utime and stime in /proc/<pid>/stat (USER_HZ,
// 100 on every Linux this runs on).
const clockTick = 10 * time.Millisecond

// cpuTimes is CPU time used so far by the three parties of a run.
type cpuTimes struct {
	server, database, bench time.Duration
	machine                 time.Duration // every process of the machine
	wall                    time.Duration // time since the meter started
	known                   bool
}

// cpuMeter reads the CPU time of the server process, of the PostgreSQL
// postmaster and its children (backends, writers), and of loadbench.
type cpuMeter struct {
	serverPID, postmasterPID int
	start                    time.Time
}

func (m cpuMeter) read() cpuTimes {
	t := cpuTimes{machine: machineBusy(), wall: time.Since(m.start)}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		t.bench = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	if m.serverPID > 0 {
		if c, _, ok := procCPU(m.serverPID); ok {
			t.server, t.known = c, true
		}
	}
	if m.postmasterPID > 0 {
		t.database = postgresCPU(m.postmasterPID)
	}
	return t
}

func (t cpuTimes) sub(o cpuTimes) cpuTimes {
	return cpuTimes{
		server: t.server - o.server, database: t.database - o.database, bench: t.bench - o.bench,
		machine: t.machine - o.machine, wall: t.wall - o.wall, known: t.known && o.known,
	}
}

// procCPU is a process's utime+stime and its parent's pid.
func procCPU(pid int) (time.Duration, int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, 0, false
	}
	// The command name is in parentheses and may hold spaces.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, 0, false
	}
	ppid, _ := strconv.Atoi(f[1])
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * clockTick, ppid, true
}

// postgresCPU sums the postmaster and its live children. Backends that
// live through the measurement (pooled connections) count fully.
func postgresCPU(postmaster int) time.Duration {
	total, _, _ := procCPU(postmaster)
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil {
			continue
		}
		if c, ppid, ok := procCPU(pid); ok && ppid == postmaster {
			total += c
		}
	}
	return total
}

// postmasterPID reads the first line of a cluster's postmaster.pid.
func postmasterPID(dataDir string) int {
	b, err := os.ReadFile(filepath.Join(dataDir, "postmaster.pid"))
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	pid, _ := strconv.Atoi(strings.TrimSpace(line))
	return pid
}

// machineBusy is the CPU time all processes of the machine have used
// (every CPU's user, nice, system, irq, softirq and steal time).
func machineBusy() time.Duration {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	f := strings.Fields(line)
	if len(f) < 8 || f[0] != "cpu" {
		return 0
	}
	var busy int64
	for i, v := range f[1:] {
		if i == 3 || i == 4 { // idle, iowait
			continue
		}
		if i >= 8 { // guest times are already in user
			break
		}
		n, _ := strconv.ParseInt(v, 10, 64)
		busy += n
	}
	return time.Duration(busy) * clockTick
}
