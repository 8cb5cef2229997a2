package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"time"

	"gamehall/internal/connlimit"
	"gamehall/internal/pglocal"
	"gamehall/internal/store"
)

// connLimits are the listener's caps: MAX_CONNS and MAX_CONNS_PER_ADDR
// when set (0 turns a cap off), else defaults derived from the open-file
// limit. Behind a proxy every visitor has the proxy's address, so the
// per-address default is then the total.
func connLimits(behindProxy bool) (connlimit.Limits, error) {
	l := connlimit.Defaults(behindProxy)
	for _, v := range []struct {
		name string
		to   *int
	}{{"MAX_CONNS", &l.Total}, {"MAX_CONNS_PER_ADDR", &l.PerAddr}} {
		s := os.Getenv(v.name)
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 {
			return l, fmt.Errorf("%s: want a number of connections (0 for no cap), got %q", v.name, s)
		}
		*v.to = n
	}
	return l, nil
}

// superviseInterval is how often the private PostgreSQL is checked.
const superviseInterval = 500 * time.Millisecond

// supervise restarts the private PostgreSQL whenever its server dies,
// until the returned func is called (before the cluster is stopped).
func supervise(ctx context.Context, log *slog.Logger, c *pglocal.Cluster, st *store.Store) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.Supervise(ctx, superviseInterval, func() {
			log.Warn("private postgres had stopped; restarted it", "dir", c.Dir)
			st.ResetConnections()
		})
	}()
	return func() { cancel(); <-done }
}
