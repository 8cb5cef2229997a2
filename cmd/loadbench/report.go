package main

import (
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"
	"time"
)

// Targets of issue 7 for Minesweeper at 64 concurrent players.
const (
	targetUpdateShare = 0.40
	targetP99         = 20 * time.Millisecond
	targetRSSkB       = 200 * 1024
)

func mixString(mix []weighted) string {
	var parts []string
	for _, w := range mix {
		s := w.slug
		if s == "minesweeper" {
			s += " (" + policies[s].(minesweeperPolicy).preset + ")"
		}
		if len(mix) > 1 {
			s += fmt.Sprintf("=%d", w.weight)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }

func mb(kb int64) string { return fmt.Sprintf("%.0f MB", float64(kb)/1024) }

// gameMoves is the successful moves of a game in the play phase.
func (res *result) gameMoves(slug string) int {
	return res.rec.count(series{slug, "move"}) - res.rec.errors(series{slug, "move"})
}

func (res *result) perSecond(n int) float64 {
	if res.elapsed <= 0 {
		return 0
	}
	return float64(n) / res.elapsed.Seconds()
}

// playRequests counts the play phase's requests of one game ("" for all).
func (res *result) playRequests(slug string) int {
	n := 0
	for s, d := range res.rec.lat {
		if slug == "" || s.game == slug {
			n += len(d)
		}
	}
	return n
}

// totalErrors counts unexpected replies of both phases.
func (res *result) totalErrors() int {
	n := 0
	for _, r := range []*recorder{res.signup, res.rec} {
		for _, c := range r.errorsByStatus() {
			n += c
		}
	}
	return n
}

// peakRSS is the highest RSS of the sign-up and play phases, in kB.
func (res *result) peakRSS() int64 {
	return max(res.rssPeaks["signup"], res.rssPeaks["play"])
}

// check is one target and whether it was met.
type check struct {
	name, got string
	ok        bool
}

// checks evaluates the targets; empty when they do not apply to the run.
func (res *result) checks() []check {
	if !slices.ContainsFunc(res.cfg.mix, func(w weighted) bool { return w.slug == "minesweeper" }) {
		return nil
	}
	var out []check
	rate := res.perSecond(res.gameMoves("minesweeper"))
	if res.update != nil && res.update.rate() > 0 {
		share := rate / res.update.rate()
		out = append(out, check{"Minesweeper moves/s ≥ 40% of raw UPDATEs/s", fmt.Sprintf("%.0f%%", 100*share), share >= targetUpdateShare})
	}
	p99 := distOf(res.rec.lat[series{"minesweeper", "move"}]).p99
	out = append(out, check{"move p99 ≤ 20 ms", ms(p99) + " ms", p99 <= targetP99})
	errs := res.totalErrors()
	out = append(out, check{"no errors", fmt.Sprint(errs), errs == 0})
	if peak := res.peakRSS(); peak > 0 {
		out = append(out, check{"server RSS < 200 MB", mb(peak), peak < targetRSSkB})
	}
	return out
}

func (res *result) targetsMet() bool {
	for _, c := range res.checks() {
		if !c.ok {
			return false
		}
	}
	return true
}

// report prints the run as Markdown, ready for the README.
func (res *result) report(w io.Writer) {
	c := res.cfg
	pace := "moves back to back"
	if c.think > 0 {
		pace = fmt.Sprintf("%v mean pause before each move", c.think)
	}
	if !c.gzip {
		pace += ", replies uncompressed"
	}
	fmt.Fprintf(w, "### loadbench: %d players, %s, %s, %v play phase\n\n", c.players, mixString(c.mix), pace, res.elapsed.Round(100*time.Millisecond))
	where := fmt.Sprintf("server at %s", c.url)
	if res.started {
		where = fmt.Sprintf("server started by loadbench as a separate process (pid %d) on a private cluster", res.serverPID)
	}
	fmt.Fprintf(w, "%s; PostgreSQL %s, fsync %s, synchronous_commit %s; %d CPUs shared by load generator, server and database.\n\n",
		where, orDash(res.db.version), orDash(res.db.fsync), orDash(res.db.syncCommit), runtime.NumCPU())

	fmt.Fprintln(w, "| phase | time | requests | moves | moves/s | requests/s |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---:|")
	signups := 0
	for _, d := range res.signup.lat {
		signups += len(d)
	}
	fmt.Fprintf(w, "| sign-up (all at once) | %.1f s | %d | | | |\n", res.signupDur.Seconds(), signups)
	total := res.playRequests("")
	fmt.Fprintf(w, "| play | %.1f s | %d | %d | %.0f | %.0f |\n", res.elapsed.Seconds(), total, res.moves, res.perSecond(int(res.moves)), res.perSecond(total))
	for _, m := range c.mix {
		if len(c.mix) > 1 {
			n := res.gameMoves(m.slug)
			fmt.Fprintf(w, "| play: %s | | %d | %d | %.0f | %.0f |\n", m.slug, res.playRequests(m.slug), n, res.perSecond(n), res.perSecond(res.playRequests(m.slug)))
		}
	}
	fmt.Fprintln(w)

	fmt.Fprintln(w, "| game | request | count | errors | p50 ms | p95 ms | p99 ms | max ms |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|---:|---:|")
	for _, r := range []*recorder{res.signup, res.rec} {
		keys := make([]series, 0, len(r.lat))
		for s := range r.lat {
			keys = append(keys, s)
		}
		slices.SortFunc(keys, func(a, b series) int {
			return strings.Compare(a.game+"\x00"+a.kind, b.game+"\x00"+b.kind)
		})
		for _, s := range keys {
			d := distOf(r.lat[s])
			fmt.Fprintf(w, "| %s | %s | %d | %d | %s | %s | %s | %s |\n", s.game, s.kind, d.n, r.errors(s), ms(d.p50), ms(d.p95), ms(d.p99), ms(d.max))
		}
	}
	fmt.Fprintln(w)

	fmt.Fprintf(w, "Errors by status: %s.\n", res.errorSummary())
	if len(res.rssPeaks) > 0 {
		fmt.Fprintf(w, "Server RSS (VmRSS every 100 ms): peak %s during sign-up, %s during play, %s at the end.\n",
			mb(res.rssPeaks["signup"]), mb(res.rssPeaks["play"]), mb(res.rssLast))
	}
	if res.xacts >= 0 && res.moves > 0 {
		fmt.Fprintf(w, "Database: %.2f committed transactions per move (%d in the play phase, game creation and page loads included; %.2f per request).\n",
			float64(res.xacts)/float64(res.moves), res.xacts, float64(res.xacts)/float64(max(1, total)))
	}
	if line := cpuLine(res.playCPU, int(res.moves), "move"); line != "" {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w)

	if res.static != nil || res.update != nil {
		fmt.Fprintln(w, "| ceiling (same machine, same run) | workers | per second | p50 ms | p99 ms | ours | ratio |")
		fmt.Fprintln(w, "|---|---:|---:|---:|---:|---|---:|")
		if s := res.static; s != nil {
			ours := res.perSecond(total)
			fmt.Fprintf(w, "| static file: %s | %d | %.0f | %s | %s | %.0f game requests/s | %.1f%% |\n",
				s.what, s.workers, s.rate(), ms(s.lat.p50), ms(s.lat.p99), ours, 100*ours/max(1e-9, s.rate()))
		}
		if u := res.update; u != nil {
			ours := res.perSecond(int(res.moves))
			fmt.Fprintf(w, "| raw `UPDATE` one row per worker, pgx pool of %d | %d | %.0f | %s | %s | %.0f moves/s | %.1f%% |\n",
				u.conns, u.workers, u.rate(), ms(u.lat.p50), ms(u.lat.p99), ours, 100*ours/max(1e-9, u.rate()))
		}
		for _, c := range []*ceiling{res.static, res.update} {
			if c != nil {
				if line := cpuLine(c.cpu, c.n, c.what); line != "" {
					fmt.Fprintln(w, line)
				}
			}
		}
		if line := res.normalisedLine(); line != "" {
			fmt.Fprintln(w, line)
		}
		fmt.Fprintln(w)
	}
	if checks := res.checks(); len(checks) > 0 {
		fmt.Fprintln(w, "| target (issue 7) | measured | met |")
		fmt.Fprintln(w, "|---|---:|---|")
		for _, ch := range checks {
			fmt.Fprintf(w, "| %s | %s | %s |\n", ch.name, ch.got, map[bool]string{true: "yes", false: "**no**"}[ch.ok])
		}
		fmt.Fprintln(w)
	}
	for _, n := range res.notes {
		fmt.Fprintf(w, "Note: %s\n", n)
	}
}

func (res *result) errorSummary() string {
	m := res.signup.errorsByStatus()
	for s, n := range res.rec.errorsByStatus() {
		m[s] += n
	}
	if len(m) == 0 {
		return "none"
	}
	var statuses []int
	for s := range m {
		statuses = append(statuses, s)
	}
	slices.Sort(statuses)
	var parts []string
	for _, s := range statuses {
		name := fmt.Sprint(s)
		if s == 0 {
			name = "transport"
		}
		parts = append(parts, fmt.Sprintf("%s ×%d", name, m[s]))
	}
	return strings.Join(parts, ", ")
}

func orDash(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// cpuLine splits the CPU time of a measurement per operation, and says
// how busy the machine was and how much of that was other processes'.
func cpuLine(t cpuTimes, ops int, what string) string {
	if ops <= 0 || t.wall <= 0 || t.machine <= 0 {
		return ""
	}
	per := func(d time.Duration) string {
		return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000/float64(ops))
	}
	ours := t.bench + t.database
	var parts []string
	if t.known && t.server > time.Duration(ops)*5*time.Microsecond {
		parts = append(parts, "server "+per(t.server))
	}
	if t.known {
		ours += t.server
	}
	if t.database > 0 {
		parts = append(parts, "PostgreSQL "+per(t.database))
	}
	parts = append(parts, "loadbench "+per(t.bench))
	busy := float64(t.machine) / (float64(t.wall) * float64(runtime.NumCPU()))
	others := max(0, float64(t.machine-ours)/float64(t.machine))
	return fmt.Sprintf("CPU per %s: %s. The CPUs were %.0f%% busy, %.0f%% of it other processes'.",
		what, strings.Join(parts, ", "), 100*busy, 100*others)
}

// allCPU is the CPU of every party of a measurement.
func (t cpuTimes) all() time.Duration { return t.server + t.database + t.bench }

// normalisedLine compares a move with a raw UPDATE by the CPU each costs
// all parties together: the ratio the machine would show if nothing else
// ran on it and both were CPU-bound, which noisy neighbours do not move.
func (res *result) normalisedLine() string {
	u := res.update
	if u == nil || u.n == 0 || res.moves == 0 || !res.playCPU.known || res.playCPU.database == 0 {
		return ""
	}
	move := float64(res.playCPU.all()) / float64(res.moves)
	upd := float64(u.cpu.all()) / float64(u.n)
	if move <= 0 || upd <= 0 {
		return ""
	}
	cores := float64(runtime.NumCPU())
	return fmt.Sprintf("By CPU alone (server + PostgreSQL + loadbench): a move costs %.2f ms, a raw UPDATE %.2f ms, %.1f×: "+
		"with the %d CPUs to ourselves, at most %.0f moves/s against %.0f UPDATEs/s, a ratio of %.0f%%.",
		move/1e6, upd/1e6, move/upd, int(cores), cores*1e9/move, cores*1e9/upd, 100*upd/move)
}
