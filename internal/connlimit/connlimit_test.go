package connlimit

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"runtime"
	"testing"
	"time"
)

// server serves "ok" behind a Listener with the given caps.
func server(t *testing.T, lim Limits) (*Listener, string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l := Wrap(ln, lim)
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "ok")
		}),
		ConnState: l.ConnState,
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l, ln.Addr().String()
}

// dial opens a raw connection from the given local IP.
func dial(t *testing.T, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(10 * time.Second))
	return c
}

// get sends one keep-alive request on c and returns the status, or 0
// when the connection was closed instead.
func get(t *testing.T, c net.Conn, br *bufio.Reader) int {
	t.Helper()
	if _, err := io.WriteString(c, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		return 0
	}
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		return 0
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// status reads what the server says on a connection without asking.
func status(t *testing.T, c net.Conn) int {
	t.Helper()
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

func until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for range 100000 {
		if cond() {
			return
		}
		runtime.Gosched()
		time.Sleep(10 * time.Microsecond)
	}
	t.Fatalf("never happened: %s", what)
}

func held(l *Listener) int { n, _, _ := l.Stats(); return n }

// A flood of connections that never send a request fills the cap; the
// next connection is refused with a 503 at once, not left waiting, and
// a place freed is a place for a new visitor.
func TestFloodIsRefusedNotStalled(t *testing.T) {
	l, addr := server(t, Limits{Total: 3, PerAddr: 3})
	flood := []net.Conn{dial(t, "127.0.0.1", addr), dial(t, "127.0.0.1", addr), dial(t, "127.0.0.1", addr)}
	until(t, "the flood is accepted", func() bool { return held(l) == 3 })

	if got := status(t, dial(t, "127.0.0.1", addr)); got != http.StatusServiceUnavailable {
		t.Fatalf("over the cap: status %d, want 503", got)
	}
	flood[0].Close()
	until(t, "the closed place is freed", func() bool { return held(l) == 2 })
	c := dial(t, "127.0.0.1", addr)
	if got := get(t, c, bufio.NewReader(c)); got != http.StatusOK {
		t.Fatalf("after a place freed: status %d, want 200", got)
	}
	if _, refused, _ := l.Stats(); refused != 1 {
		t.Errorf("refused %d, want 1", refused)
	}
}

// One address cannot take every place: its flood is refused while
// another address is still served.
func TestOneAddressCannotTakeEveryPlace(t *testing.T) {
	l, addr := server(t, Limits{Total: 10, PerAddr: 2})
	dial(t, "127.0.0.1", addr)
	dial(t, "127.0.0.1", addr)
	until(t, "the flood is accepted", func() bool { return held(l) == 2 })
	if got := status(t, dial(t, "127.0.0.1", addr)); got != http.StatusServiceUnavailable {
		t.Fatalf("third from one address: status %d, want 503", got)
	}
	other := dial(t, "127.0.0.2", addr)
	if got := get(t, other, bufio.NewReader(other)); got != http.StatusOK {
		t.Fatalf("another address: status %d, want 200", got)
	}
}

// Idle keep-alive connections make way: at the cap, a new visitor is
// served and the connection idle longest is closed.
func TestIdleKeepAliveMakesWay(t *testing.T) {
	l, addr := server(t, Limits{Total: 2, PerAddr: 2})
	var idle []net.Conn
	var readers []*bufio.Reader
	for range 2 {
		c := dial(t, "127.0.0.1", addr)
		br := bufio.NewReader(c)
		if got := get(t, c, br); got != http.StatusOK {
			t.Fatalf("status %d", got)
		}
		idle = append(idle, c)
		readers = append(readers, br)
	}
	until(t, "both connections are idle", func() bool {
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.idle.Len() == 2
	})
	c := dial(t, "127.0.0.1", addr)
	if got := get(t, c, bufio.NewReader(c)); got != http.StatusOK {
		t.Fatalf("new visitor at the cap: status %d, want 200", got)
	}
	if _, err := readers[0].ReadByte(); err == nil {
		t.Fatal("the longest idle connection is still open")
	}
	if got := get(t, idle[1], readers[1]); got != http.StatusOK {
		t.Fatalf("the other idle connection: status %d, want 200", got)
	}
	if _, _, evicted := l.Stats(); evicted != 1 {
		t.Errorf("evicted %d, want 1", evicted)
	}
}

func TestDefaultsFitTheFileLimit(t *testing.T) {
	d := Defaults(false)
	if d.Total < 16 || d.Total > 4096 || d.PerAddr < 16 || d.PerAddr > d.Total {
		t.Errorf("defaults %+v", d)
	}
	if p := Defaults(true); p.PerAddr != p.Total {
		t.Errorf("behind a proxy every visitor has the proxy's address: %+v", p)
	}
}
