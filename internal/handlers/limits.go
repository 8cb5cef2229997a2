package handlers

import (
	"context"
	"strconv"
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
// creation limits are far above what a person does (a new Minesweeper
// game every five seconds for ten minutes) and far below a script.
var DefaultLimits = Limits{
	SignInPerAccount:   Rate{5, 15 * time.Minute},
	SignInPerDevice:    Rate{10, 15 * time.Minute},
	SignInPerAddress:   Rate{20, 15 * time.Minute},
	SignUpPerAddress:   Rate{10, time.Hour},
	GuestsPerAddress:   Rate{60, 10 * time.Minute},
	GamesPerUser:       Rate{120, 10 * time.Minute},
	GamesPerAddress:    Rate{600, 10 * time.Minute},
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
