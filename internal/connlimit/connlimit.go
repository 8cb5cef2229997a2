// Package connlimit caps the connections a server holds, in all and per
// client address, so a flood of connections degrades into quick refusals
// instead of using up the process's file descriptors (after which every
// new visitor waits while the server retries accept).
//
// When a new connection finds a cap reached, the listener first closes
// the connection that has been idle longest (a keep-alive connection
// between requests: dropping it costs its client one reconnect), and
// only when none is idle does it refuse the new one with a 503.
package connlimit

import (
	"container/list"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Limits are the caps; zero means no cap.
type Limits struct {
	Total   int // connections held at once
	PerAddr int // connections held at once from one IP address
}

// Defaults derives caps from the process's open-file limit: three
// quarters of it, keeping room for the database pool, files and the
// private PostgreSQL's tools, and at most 4096 (an idle connection costs
// about 20 KB of memory, so 4096 of them fit the hall's heap goal). One
// address may hold an eighth of that, unless every visitor arrives
// through one proxy address.
func Defaults(behindProxy bool) Limits {
	total := 4096
	var rl syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl); err == nil && rl.Cur < 1<<20 {
		total = min(total, max(16, (int(rl.Cur)-256)*3/4))
	}
	per := max(16, total/8)
	if behindProxy {
		per = total
	}
	return Limits{Total: total, PerAddr: per}
}

// Listener wraps a net.Listener with Limits. Set its ConnState as the
// http.Server's ConnState so it knows which connections are idle.
type Listener struct {
	net.Listener
	limits Limits

	mu      sync.Mutex
	total   int
	perAddr map[string]int
	idle    *list.List // of *conn, longest idle first

	refused, evicted atomic.Int64
}

// Wrap caps the connections ln hands out.
func Wrap(ln net.Listener, l Limits) *Listener {
	return &Listener{Listener: ln, limits: l, perAddr: map[string]int{}, idle: list.New()}
}

// Stats reports the connections held now, and how many were refused and
// how many idle ones were closed to make room, since the start.
func (l *Listener) Stats() (open int, refused, evicted int64) {
	l.mu.Lock()
	open = l.total
	l.mu.Unlock()
	return open, l.refused.Load(), l.evicted.Load()
}

// Accept returns the next connection within the caps; connections over
// them are answered 503 and closed without reaching the server.
func (l *Listener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host := hostOf(c.RemoteAddr())
		wc, victim, ok := l.admit(c, host)
		if victim != nil {
			l.evicted.Add(1)
			victim.Conn.Close()
		}
		if !ok {
			l.refused.Add(1)
			refuse(c)
			continue
		}
		return wc, nil
	}
}

// admit counts c in if the caps allow, making room by picking an idle
// connection to close (already counted out) when one is needed.
func (l *Listener) admit(c net.Conn, host string) (*conn, *conn, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	var victim *conn
	switch {
	case l.limits.PerAddr > 0 && l.perAddr[host] >= l.limits.PerAddr:
		victim = l.oldestIdle(host)
	case l.limits.Total > 0 && l.total >= l.limits.Total:
		victim = l.oldestIdle("")
	}
	if victim != nil {
		l.releaseLocked(victim)
	}
	if (l.limits.PerAddr > 0 && l.perAddr[host] >= l.limits.PerAddr) ||
		(l.limits.Total > 0 && l.total >= l.limits.Total) {
		return nil, victim, false
	}
	l.total++
	l.perAddr[host]++
	return &conn{Conn: c, l: l, host: host}, victim, true
}

// oldestIdle is the connection idle longest, from host if it is not "".
func (l *Listener) oldestIdle(host string) *conn {
	for e := l.idle.Front(); e != nil; e = e.Next() {
		if c := e.Value.(*conn); host == "" || c.host == host {
			return c
		}
	}
	return nil
}

// releaseLocked counts c out, once.
func (l *Listener) releaseLocked(c *conn) {
	if c.released {
		return
	}
	c.released = true
	if c.idleAt != nil {
		l.idle.Remove(c.idleAt)
		c.idleAt = nil
	}
	l.total--
	if l.perAddr[c.host]--; l.perAddr[c.host] <= 0 {
		delete(l.perAddr, c.host)
	}
}

// ConnState tracks which connections are idle between requests; use it
// as http.Server.ConnState.
func (l *Listener) ConnState(nc net.Conn, state http.ConnState) {
	c, ok := nc.(*conn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c.released {
		return
	}
	switch {
	case state == http.StateIdle && c.idleAt == nil:
		c.idleAt = l.idle.PushBack(c)
	case state != http.StateIdle && c.idleAt != nil:
		l.idle.Remove(c.idleAt)
		c.idleAt = nil
	}
}

// conn is an admitted connection; closing it frees its place.
type conn struct {
	net.Conn
	l    *Listener
	host string
	// Guarded by l.mu.
	released bool
	idleAt   *list.Element
}

// Close closes the connection and counts it out.
func (c *conn) Close() error {
	c.l.mu.Lock()
	c.l.releaseLocked(c)
	c.l.mu.Unlock()
	return c.Conn.Close()
}

const refusal = "HTTP/1.1 503 Service Unavailable\r\n" +
	"Content-Type: text/plain; charset=utf-8\r\n" +
	"Retry-After: 5\r\n" +
	"Connection: close\r\n" +
	"Content-Length: 42\r\n\r\n" +
	"Too many connections; try again shortly.\r\n"

// refuse answers a connection over the caps and closes it. The answer
// fits the socket's send buffer, so the write does not hold up Accept.
func refuse(c net.Conn) {
	c.SetWriteDeadline(time.Now().Add(100 * time.Millisecond))
	c.Write([]byte(refusal))
	c.Close()
}

func hostOf(a net.Addr) string {
	if ta, ok := a.(*net.TCPAddr); ok {
		return ta.IP.String()
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}
