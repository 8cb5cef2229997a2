package handlers

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Rate is N events per window Per.
type Rate struct {
	N   int
	Per time.Duration
}

// Limits bounds what one client may do. Counters live in PostgreSQL, so
// every instance shares them. A zero Rate takes its default.
type Limits struct {
	// SignInPerAccount counts sign-ins to one account from browsers
	// without that account's device cookie.
	SignInPerAccount Rate
	// SignInPerDevice counts sign-ins from one device cookie: its owner
	// is not locked out by what strangers try.
	SignInPerDevice Rate
	// SignInPerAddress counts sign-ins without a device cookie from one
	// client address, whatever the name.
	SignInPerAddress Rate
	// SignUpPerAddress counts sign-up attempts from one address.
	SignUpPerAddress Rate
	// GuestsPerAddress counts guest users made for one address.
	GuestsPerAddress Rate
	// GamesPerUser and GamesPerAddress count new games.
	GamesPerUser, GamesPerAddress Rate
	// RecoveryPerAccount and RecoveryPerAddress count recovery-code tries.
	RecoveryPerAccount, RecoveryPerAddress Rate
}

// DefaultLimits are the limits used where Config.Limits leaves a zero.
// Sign-in follows the usual 5 tries per 15 minutes per account; the
// creation limits are above what a person does (a Minesweeper player
// restarting a Beginner board every two seconds for ten minutes; a school
// behind one address) and far below a script.
var DefaultLimits = Limits{
	SignInPerAccount:   Rate{5, 15 * time.Minute},
	SignInPerDevice:    Rate{10, 15 * time.Minute},
	SignInPerAddress:   Rate{20, 15 * time.Minute},
	SignUpPerAddress:   Rate{10, time.Hour},
	GuestsPerAddress:   Rate{60, 10 * time.Minute},
	GamesPerUser:       Rate{300, 10 * time.Minute},
	GamesPerAddress:    Rate{1200, 10 * time.Minute},
	RecoveryPerAccount: Rate{5, 15 * time.Minute},
	RecoveryPerAddress: Rate{20, 15 * time.Minute},
}

func (l *Limits) fillDefaults() {
	def := func(r *Rate, d Rate) {
		if r.N == 0 {
			*r = d
		}
	}
	d := DefaultLimits
	def(&l.SignInPerAccount, d.SignInPerAccount)
	def(&l.SignInPerDevice, d.SignInPerDevice)
	def(&l.SignInPerAddress, d.SignInPerAddress)
	def(&l.SignUpPerAddress, d.SignUpPerAddress)
	def(&l.GuestsPerAddress, d.GuestsPerAddress)
	def(&l.GamesPerUser, d.GamesPerUser)
	def(&l.GamesPerAddress, d.GamesPerAddress)
	def(&l.RecoveryPerAccount, d.RecoveryPerAccount)
	def(&l.RecoveryPerAddress, d.RecoveryPerAddress)
}

// limited is one counter to hit: its key and its rate.
type limited struct {
	key  string
	rate Rate
}

// allow counts one event under every counter, before the work they
// guard, and reports whether all are within their rates. Counters with
// the same window go in one statement.
func (s *Server) allow(ctx context.Context, counters ...limited) (bool, error) {
	ok := true
	for len(counters) > 0 {
		per := counters[0].rate.Per
		var keys []string
		var rates []int
		var rest []limited
		for _, c := range counters {
			if c.rate.Per == per {
				keys = append(keys, c.key)
				rates = append(rates, c.rate.N)
			} else {
				rest = append(rest, c)
			}
		}
		counts, err := s.Store.HitAll(ctx, per, keys...)
		if err != nil {
			return false, err
		}
		for i, n := range counts {
			if n > rates[i] {
				ok = false
			}
		}
		counters = rest
	}
	return ok, nil
}

// retryAfter is the Retry-After value for a rate's window, in seconds.
func retryAfter(r Rate) string { return strconv.Itoa(int(r.Per.Seconds())) }

// limitNames are the names ParseLimits knows, as an operator writes them.
var limitNames = map[string]func(*Limits) *Rate{
	"signin-per-account":   func(l *Limits) *Rate { return &l.SignInPerAccount },
	"signin-per-device":    func(l *Limits) *Rate { return &l.SignInPerDevice },
	"signin-per-address":   func(l *Limits) *Rate { return &l.SignInPerAddress },
	"signup-per-address":   func(l *Limits) *Rate { return &l.SignUpPerAddress },
	"guests-per-address":   func(l *Limits) *Rate { return &l.GuestsPerAddress },
	"games-per-user":       func(l *Limits) *Rate { return &l.GamesPerUser },
	"games-per-address":    func(l *Limits) *Rate { return &l.GamesPerAddress },
	"recovery-per-account": func(l *Limits) *Rate { return &l.RecoveryPerAccount },
	"recovery-per-address": func(l *Limits) *Rate { return &l.RecoveryPerAddress },
}

// ParseLimits reads the operator's overrides of DefaultLimits, a
// comma-separated list of name=N/duration, e.g.
// "games-per-address=5000/10m,signup-per-address=50/1h" for a site whose
// players share one address. Names not given keep their defaults.
func ParseLimits(s string) (Limits, error) {
	l := DefaultLimits
	for item := range strings.SplitSeq(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, value, ok := strings.Cut(item, "=")
		field := limitNames[strings.TrimSpace(name)]
		if !ok || field == nil {
			return Limits{}, fmt.Errorf("%q: want name=N/duration with a name among %s", item, strings.Join(slices.Sorted(maps.Keys(limitNames)), ", "))
		}
		count, per, ok := strings.Cut(strings.TrimSpace(value), "/")
		n, err := strconv.Atoi(count)
		d, err2 := time.ParseDuration(per)
		if !ok || err != nil || err2 != nil || n < 1 || d <= 0 {
			return Limits{}, fmt.Errorf("%q: want a positive count and a duration, e.g. 300/10m", item)
		}
		*field(&l) = Rate{N: n, Per: d}
	}
	return l, nil
}
