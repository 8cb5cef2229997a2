package handlers

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// healthTTL is how long a health verdict is reused: the check writes to
// the database, and a flood of /healthz must not become a flood of writes.
const healthTTL = 3 * time.Second

// healthCache is the latest verdict of the health check.
type healthCache struct {
	mu     sync.Mutex
	at     time.Time
	reason string // empty when healthy
}

// health answers 200 when the database answers and takes a write, 503
// with the reason otherwise (a database that reads but cannot write, as
// on a full disk, loses every move).
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	if reason := s.healthReason(r.Context()); reason != "" {
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(reason + "\n"))
		return
	}
	w.Write([]byte("ok\n"))
}

// healthReason is why the hall is unhealthy, or "", reusing a verdict
// younger than healthTTL. Checks run one at a time, so a burst of health
// requests waits for one check instead of starting many.
func (s *Server) healthReason(parent context.Context) string {
	c := &s.healthCache
	c.mu.Lock()
	defer c.mu.Unlock()
	now := s.Now()
	if !c.at.IsZero() && now.Sub(c.at) < healthTTL && now.Sub(c.at) >= 0 {
		return c.reason
	}
	ctx, cancel := context.WithTimeout(parent, 2*time.Second)
	defer cancel()
	switch {
	case s.Store.Ping(ctx) != nil:
		c.reason = "database unavailable"
	case s.Store.CheckWrites(ctx) != nil:
		c.reason = "database refuses writes"
	default:
		c.reason = ""
	}
	c.at = now
	if parent.Err() != nil {
		// The asker went away: do not keep a verdict it cut short.
		c.at = time.Time{}
	}
	return c.reason
}
