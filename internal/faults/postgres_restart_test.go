package faults

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"gamehall/internal/store"
)

// Phases of the PostgreSQL restart run.
const (
	pgWarmUp   = 1500 * time.Millisecond // load before the database stops
	pgDownFor  = 1500 * time.Millisecond // how long it stays down
	pgRecovery = 30 * time.Second        // a hang guard: the server must recover by itself
	pgCoolDown = time.Second             // load after recovery
	// pgQuick is how fast a request must fail while the database is
	// down: half the 20 s request timeout, so a request that waited for
	// the timeout fails the test but a slow machine does not.
	pgQuick = 10 * time.Second
)

// TestPostgresStoppedUnderLoad stops PostgreSQL while players play
// Minesweeper and starts it again. While it is down every request must
// answer a clear 503 page quickly and /healthz must say 503; once it is
// back the server must recover by itself; afterwards every
// acknowledged game is in the database at its acknowledged version or
// later, decodes, and agrees with its result rows.
func TestPostgresStoppedUnderLoad(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cluster, dsn := ownDatabase(t)
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	srv := inProcess(t, st)
	base := func() string { return srv.URL }

	j, led := &journal{}, newLedger()
	var players []*player
	for i := range 6 {
		players = append(players, newPlayer(fmt.Sprintf("player%d", i), newClient(base, j), &minesDriver{}, led, uint64(i+1)))
	}
	probe := newClient(base, j)
	health := func() reply { return probe.do(ctx, "health", "GET", "/healthz", nil, false) }

	cr := startCrowd(ctx, players)
	defer cr.stop()

	time.Sleep(pgWarmUp)
	// On a slow machine the first acknowledgement may come later.
	if _, ok := waitFor(30*time.Second, func() bool { _, _, n, _ := led.snapshot(); return n > 0 }); !ok {
		t.Fatalf("no move acknowledged in 30 s of load: %v", statusCounts(j.all()))
	}
	_, _, before, _ := led.snapshot()

	// A game of the probe's own, to send htmx moves to while the
	// database is down (the players only look at their boards then).
	pr := probe.do(ctx, "create", "POST", "/play/minesweeper", url.Values{"preset": {"beginner"}}, false)
	if pr.status != http.StatusSeeOther {
		t.Fatalf("probe game: %d %.200s", pr.status, pr.body)
	}
	probeGame := pr.loc
	probeMove := func() reply {
		return probe.do(ctx, "act", "POST", probeGame, url.Values{"v": {"1"}, "do": {"flag"}, "cell": {"0,0"}}, true)
	}

	stopBegin := time.Now()
	if err := cluster.StopServer(); err != nil {
		t.Fatalf("stop postgres: %v", err)
	}
	stopEnd := time.Now()
	restarted := false
	defer func() {
		// Leave the cluster running for the next test, whatever happened.
		if !restarted {
			cluster.StartServer(context.Background())
		}
	}()
	for time.Since(stopEnd) < pgDownFor {
		health()
		probeMove()
		time.Sleep(50 * time.Millisecond)
	}
	startBegin := time.Now()
	if err := cluster.StartServer(ctx); err != nil {
		t.Fatalf("start postgres: %v", err)
	}
	restarted = true
	startEnd := time.Now()

	// Recovery: /healthz answers 200 and every player's moves succeed.
	healthBack, healthOK := waitFor(pgRecovery, func() bool { return health().status == http.StatusOK })
	movesBack, movesOK := waitFor(pgRecovery-healthBack, func() bool { ok, _ := cr.ackedSince(startEnd); return ok })
	movesBack += healthBack
	if !healthOK {
		t.Errorf("/healthz still not 200 %v after PostgreSQL came back", healthBack)
	}
	if !movesOK {
		_, behind := cr.ackedSince(startEnd)
		t.Errorf("players %v had no move acknowledged within %v after PostgreSQL came back; statuses since: %v",
			behind, pgRecovery, statusCounts(j.between(startEnd, time.Now())))
	}
	time.Sleep(pgCoolDown)
	cr.stop()

	// While down: every answer is a quick, clear 503 without internals.
	down := j.between(stopEnd, startBegin)
	var lat durations
	var healthDown, pagesDown, pageInBoard int
	for _, r := range down {
		lat = append(lat, r.took())
		if r.status != http.StatusServiceUnavailable {
			t.Errorf("while PostgreSQL was down, %s %s answered %d (err %v), want 503: %.200s", r.kind, r.path, r.status, r.err, r.body)
			continue
		}
		if r.took() > pgQuick {
			t.Errorf("while PostgreSQL was down, %s %s took %v to answer 503", r.kind, r.path, r.took())
		}
		if r.kind == "health" {
			healthDown++
			continue
		}
		pagesDown++
		if !strings.Contains(r.body, "Try again") && !strings.Contains(r.body, "Попробуйте") {
			t.Errorf("503 page of %s %s does not say to try again: %.300s", r.kind, r.path, r.body)
		}
		if r.header.Get("Retry-After") == "" {
			t.Errorf("503 of %s %s has no Retry-After", r.kind, r.path)
		}
		if r.kind == "act" && !isBoardFragment(r.body) {
			pageInBoard++
		}
	}
	if pageInBoard > 0 {
		t.Errorf("%d htmx moves got a whole 503 page (layout, header, footer) instead of a #board fragment: "+
			"htmx 4 swaps error answers too, so the page lands inside the board and the board is gone until the "+
			"player finds a reload (patch: /tmp/faults-patches/htmx-error-board.patch)", pageInBoard)
	}
	if pagesDown == 0 || healthDown == 0 {
		t.Errorf("while PostgreSQL was down: %d game requests and %d health checks answered; want some of each", pagesDown, healthDown)
	}
	// No error page of the whole run shows internals.
	for _, r := range j.all() {
		if r.status >= 500 {
			if l := leaked(r.body); l != "" {
				t.Errorf("%d page of %s %s shows %q: %.300s", r.status, r.kind, r.path, l, r.body)
			}
		}
	}
	for _, f := range cr.findings() {
		t.Errorf("unexpected answer: %s", f)
	}

	// Afterwards: everything acknowledged is there and consistent.
	rep := checkDatabase(t, ctx, st, led)
	t.Logf("stop took %v, start took %v", stopEnd.Sub(stopBegin), startEnd.Sub(startBegin))
	t.Logf("while down (%v): %d answers, all-status %v, latency p50 %v p99 %v max %v (%d game pages, %d health checks)",
		startBegin.Sub(stopEnd).Round(time.Millisecond), len(down), statusCounts(down),
		lat.quantile(0.5), lat.quantile(0.99), lat.max(), pagesDown, healthDown)
	t.Logf("recovery after PostgreSQL was back: /healthz 200 in %v, every player's moves acknowledged again in %v",
		healthBack.Round(time.Millisecond), movesBack.Round(time.Millisecond))
	t.Logf("whole run: %d answers %v; %d acknowledgements before the stop", len(j.all()), statusCounts(j.all()), before)
	t.Logf("database: %s", rep)
}
