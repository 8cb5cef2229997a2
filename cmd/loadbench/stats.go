package main

import (
	"math"
	"slices"
	"time"
)

// series names what a latency belongs to: a game (or "-" for requests
// outside games) and a request kind (signup, home, create, show, move...).
type series struct {
	game, kind string
}

// outcome is a status seen for a series; status 0 is a transport error
// (timeout, refused connection).
type outcome struct {
	series
	status int
	err    bool // the status was not the one expected
}

// recorder collects one worker's requests; workers merge theirs at the
// end, so recording never contends.
type recorder struct {
	lat      map[series][]time.Duration
	outcomes map[outcome]int
}

func newRecorder() *recorder {
	return &recorder{lat: map[series][]time.Duration{}, outcomes: map[outcome]int{}}
}

func (r *recorder) add(s series, d time.Duration, status int, ok bool) {
	r.lat[s] = append(r.lat[s], d)
	r.outcomes[outcome{series: s, status: status, err: !ok}]++
}

func (r *recorder) merge(o *recorder) {
	for s, d := range o.lat {
		r.lat[s] = append(r.lat[s], d...)
	}
	for k, n := range o.outcomes {
		r.outcomes[k] += n
	}
}

// count is the number of requests of a series.
func (r *recorder) count(s series) int { return len(r.lat[s]) }

// errors counts the unexpected outcomes of a series.
func (r *recorder) errors(s series) int {
	n := 0
	for k, c := range r.outcomes {
		if k.series == s && k.err {
			n += c
		}
	}
	return n
}

// errorsByStatus counts every unexpected outcome by status.
func (r *recorder) errorsByStatus() map[int]int {
	m := map[int]int{}
	for k, c := range r.outcomes {
		if k.err {
			m[k.status] += c
		}
	}
	return m
}

// dist is a latency distribution.
type dist struct {
	n                  int
	p50, p95, p99, max time.Duration
}

func distOf(d []time.Duration) dist {
	if len(d) == 0 {
		return dist{}
	}
	s := slices.Clone(d)
	slices.Sort(s)
	q := func(p float64) time.Duration {
		i := int(math.Ceil(p*float64(len(s)))) - 1
		return s[max(0, min(i, len(s)-1))]
	}
	return dist{n: len(s), p50: q(0.50), p95: q(0.95), p99: q(0.99), max: s[len(s)-1]}
}
