package faults

import (
	"context"
	"fmt"
	"go/build"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"gamehall/internal/store"
)

// Phases of the SIGKILL run.
const (
	killCycles   = 2
	killWarmUp   = 1500 * time.Millisecond // load before each kill
	killCoolDown = 1500 * time.Millisecond
	killReady    = 30 * time.Second // a started server must answer /healthz by then
)

// webServer is cmd/web running as a child process.
type webServer struct {
	t    *testing.T
	bin  string
	addr string
	dsn  string
	log  string
	cmd  *exec.Cmd
}

// buildWeb compiles cmd/web once into the test's temporary folder.
func buildWeb(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		goBin = filepath.Join(build.Default.GOROOT, "bin", "go")
	}
	bin := filepath.Join(t.TempDir(), "web")
	out, err := exec.Command(goBin, "build", "-o", bin, "gamehall/cmd/web").CombinedOutput()
	if err != nil {
		t.Fatalf("go build cmd/web: %v\n%s", err, out)
	}
	return bin
}

// freeAddr returns a loopback address with a port nobody listens on.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// start runs the server and waits until /healthz answers 200.
func (w *webServer) start() time.Duration {
	w.t.Helper()
	logf, err := os.OpenFile(w.log, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		w.t.Fatal(err)
	}
	defer logf.Close()
	cmd := exec.Command(w.bin)
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "DATABASE_URL", "ADDR", "SESSION_KEYS", "DATA_DIR", "BEHIND_TLS", "LIMITS":
			continue
		}
		cmd.Env = append(cmd.Env, kv)
	}
	// The players make games far faster than a person would, all from
	// one address: past the creation limits on a fast machine.
	cmd.Env = append(cmd.Env, "DATABASE_URL="+w.dsn, "ADDR="+w.addr,
		"LIMITS=guests-per-address=1000000000/1m,games-per-user=1000000000/1m,games-per-address=1000000000/1m")
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	began := time.Now()
	if err := cmd.Start(); err != nil {
		w.t.Fatalf("start cmd/web: %v", err)
	}
	w.cmd = cmd
	c := &http.Client{Timeout: 2 * time.Second}
	took, ok := waitFor(killReady, func() bool {
		res, err := c.Get("http://" + w.addr + "/healthz")
		if err != nil {
			return false
		}
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
	if !ok {
		w.t.Fatalf("cmd/web did not answer /healthz within %v; log:\n%s", took, w.tail())
	}
	return time.Since(began)
}

// kill sends SIGKILL and reaps the process.
func (w *webServer) kill() {
	w.cmd.Process.Signal(syscall.SIGKILL)
	w.cmd.Wait()
	w.cmd = nil
}

// stop ends the server with SIGTERM, if it runs, and returns how it
// exited: a graceful shutdown exits 0 within a few seconds.
func (w *webServer) stop() error {
	if w.cmd == nil {
		return nil
	}
	defer func() { w.cmd = nil }()
	w.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- w.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		w.cmd.Process.Signal(syscall.SIGKILL)
		<-done
		return fmt.Errorf("no exit within 10 s of SIGTERM")
	}
}

func (w *webServer) tail() string {
	b, _ := os.ReadFile(w.log)
	if len(b) > 4000 {
		b = b[len(b)-4000:]
	}
	return string(b)
}

// TestServerKilledUnderLoad runs cmd/web as a child process, lets
// players play Minesweeper and chess against the Easy bot, kills the
// server with SIGKILL in the middle of it and starts it again on the
// same database. Every acknowledged move must be stored, no game may be
// half-applied (a human move saved without the bot's reply, a result row
// without the finished game or the reverse), every state must decode,
// and the players' sessions must still hold after the restart.
func TestServerKilledUnderLoad(t *testing.T) {
	began := time.Now()
	bin := buildWeb(t)
	t.Logf("go build cmd/web took %v", time.Since(began).Round(time.Millisecond))
	// The run itself is bounded from here: the build's time depends on
	// the build cache and the machine's load, not on the server.
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	_, dsn := ownDatabase(t)
	w := &webServer{t: t, bin: bin, addr: freeAddr(t), dsn: dsn, log: filepath.Join(t.TempDir(), "web.log")}
	firstStart := w.start()
	t.Cleanup(func() { w.stop() })

	base := func() string { return "http://" + w.addr }
	j, led := &journal{}, newLedger()
	hasChess := newClient(base, j).do(ctx, "probe", "GET", "/play/chess", nil, false).status == http.StatusOK
	var players []*player
	for i := range 6 {
		var d driver = &minesDriver{}
		if hasChess && i%3 == 2 {
			d = &chessDriver{}
		}
		players = append(players, newPlayer(fmt.Sprintf("%s%d", d.slug(), i), newClient(base, j), d, led, uint64(100+i)))
	}
	if !hasChess {
		t.Log("no chess page yet: Minesweeper players only")
	}
	cr := startCrowd(ctx, players)
	defer cr.stop()

	// Kill and restart a few times, each after some load.
	type cycle struct {
		killAt, up    time.Time
		acksBefore    int
		restart, back time.Duration
		inFlight      int
	}
	var cycles []cycle
	for range killCycles {
		time.Sleep(killWarmUp)
		// On a slow machine the first acknowledgement may come later.
		if _, ok := waitFor(30*time.Second, func() bool { _, _, n, _ := led.snapshot(); return n > 0 }); !ok {
			t.Fatalf("no move acknowledged in 30 s of load: %v\n%s", statusCounts(j.all()), w.tail())
		}
		_, _, acks, _ := led.snapshot()
		c := cycle{killAt: time.Now(), acksBefore: acks}
		w.kill()
		c.restart = w.start()
		c.up = time.Now()
		// The players carry on with the cookies they had: the sessions
		// and their keys live in the database, so they must still hold.
		var ok bool
		c.back, ok = waitFor(30*time.Second, func() bool { ok, _ := cr.ackedSince(c.up); return ok })
		if !ok {
			_, behind := cr.ackedSince(c.up)
			t.Errorf("players %v had no move acknowledged within %v of the restart: statuses since %v", behind, c.back, statusCounts(j.between(c.up, time.Now())))
		}
		cycles = append(cycles, c)
	}
	time.Sleep(killCoolDown)
	cr.stop()
	if err := w.stop(); err != nil {
		t.Errorf("cmd/web after SIGTERM: %v; log:\n%s", err, w.tail())
	}

	// Requests cut by a kill had no answer; none may have had a wrong one.
	for _, r := range j.all() {
		for i := range cycles {
			c := &cycles[i]
			if r.status == 0 && r.start.Before(c.killAt) && !r.end.Before(c.killAt) {
				c.inFlight++
			}
		}
		if r.status >= 500 {
			if l := leaked(r.body); l != "" {
				t.Errorf("%d page of %s %s shows %q", r.status, r.kind, r.path, l)
			}
		}
	}
	for _, f := range cr.findings() {
		t.Errorf("unexpected answer: %s", f)
	}

	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	rep := checkDatabase(t, ctx, st, led)
	t.Logf("first start to /healthz 200: %v", firstStart.Round(time.Millisecond))
	for i, c := range cycles {
		t.Logf("kill %d: after %d acknowledgements; %d requests cut; restart to /healthz 200 in %v; every player acknowledged again %v after that",
			i+1, c.acksBefore, c.inFlight, c.restart.Round(time.Millisecond), c.back.Round(time.Millisecond))
	}
	t.Logf("whole run: %d answers %v", len(j.all()), statusCounts(j.all()))
	t.Logf("database: %s", rep)
}
