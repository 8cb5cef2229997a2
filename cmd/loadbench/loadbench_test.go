package main

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"

	"gamehall/internal/handlers"
	"gamehall/internal/store"
	"gamehall/internal/testdb"
)

func TestMain(m *testing.M) { testdb.Main(m) }

// inProcessHall serves the hall on a fresh database inside the test.
func inProcessHall(t *testing.T) (url, dsn string) {
	t.Helper()
	dsn = testdb.DSN(t)
	ctx := context.Background()
	st, err := store.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(st.Close)
	hs, err := handlers.NewHTTPServer(ctx, handlers.Config{
		Store:  st,
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Seeds:  handlers.SeedSequence(1),
		Limits: benchLimits(),
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(nil)
	srv.Config = hs.Server
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.URL, dsn
}

func TestRunAgainstInProcessHall(t *testing.T) {
	url, dsn := inProcessHall(t)
	cfg, err := parseFlags([]string{"-url", url, "-db", dsn, "-players", "2", "-duration", "2s",
		"-ceiling", "300ms", "-settle", "0", "-seed", "7"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := run(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	res.report(&out)
	if res.moves == 0 || res.rec.count(series{"minesweeper", "create"}) == 0 {
		t.Fatalf("no game was played:\n%s", out.String())
	}
	if n := res.totalErrors(); n != 0 {
		t.Fatalf("%d errors (%s):\n%s", n, res.errorSummary(), out.String())
	}
	if res.static == nil || res.static.n == 0 || res.update == nil || res.update.n == 0 {
		t.Errorf("ceilings not measured:\n%s", out.String())
	}
	// With no settling time the backends may not have published their
	// counts yet, so zero is possible; unmeasured (-1) is not.
	if res.xacts < 0 {
		t.Errorf("transactions not measured: %v", res.notes)
	}
	for _, want := range []string{"| minesweeper | move |", "| - | signup |", "raw `UPDATE`", "static file", "| no errors | 0 | yes |"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
}

// Every game the hall registers is played a few moves through its page
// without a refused or failed request.
func TestEveryPolicyPlaysItsGame(t *testing.T) {
	url, _ := inProcessHall(t)
	rec := newRecorder()
	p := &player{name: "policies", b: newBrowser(url, newTransport(1), rec, true), rng: newTestRand()}
	ctx := context.Background()
	if !p.signUp(ctx) {
		t.Fatalf("sign-up failed: %v", rec.errorsByStatus())
	}
	for _, slug := range handlers.Games().Slugs() {
		st := newStopper(4)
		p.playOne(ctx, st, slug)
		moves := series{slug, "move"}
		if rec.count(moves) == 0 {
			t.Errorf("%s: no move was made", slug)
		}
		for _, kind := range []string{"create", "show", "move"} {
			if n := rec.errors(series{slug, kind}); n != 0 {
				t.Errorf("%s: %d failed %s requests", slug, n, kind)
			}
		}
	}
	if t.Failed() {
		t.Logf("outcomes: %v", rec.outcomes)
	}
}

func TestMovesLimitStopsThePlay(t *testing.T) {
	url, _ := inProcessHall(t)
	cfg, err := parseFlags([]string{"-url", url, "-players", "2", "-moves", "15", "-ceiling", "0", "-settle", "0"})
	if err != nil {
		t.Fatal(err)
	}
	res, err := run(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// Each player may finish the move it had in flight.
	if res.moves < 15 || res.moves > 15+2 {
		t.Fatalf("%d moves, want 15 (+ at most one in flight per player)", res.moves)
	}
}

func TestFlagsRefuseOtherHosts(t *testing.T) {
	for _, bad := range []string{"http://example.com", "http://10.0.0.1:8080", "https://127.0.0.1", "127.0.0.1:8080"} {
		if _, err := parseFlags([]string{"-url", bad}); err == nil {
			t.Errorf("-url %s accepted", bad)
		}
	}
	for _, good := range []string{"http://127.0.0.1:8080", "http://localhost:8080", "http://[::1]:80"} {
		if _, err := parseFlags([]string{"-url", good}); err != nil {
			t.Errorf("-url %s: %v", good, err)
		}
	}
	if _, err := parseFlags([]string{"-mix", "tetris"}); err == nil {
		t.Error("an unknown game accepted in -mix")
	}
	cfg, err := parseFlags([]string{"-mix", "minesweeper=3,chess"})
	if err != nil || len(cfg.mix) != 2 || cfg.mix[0].weight != 3 || cfg.mix[1].weight != 1 {
		t.Errorf("-mix minesweeper=3,chess: %+v, %v", cfg.mix, err)
	}
}

func TestMinesweeperPolicyReadsTheField(t *testing.T) {
	// A 3x2 field: a 1 at 0,0 whose only closed neighbour left must be
	// the mine, and an opened empty cell.
	board := `<div id="board"><div class="ms ms-playing" data-status="playing">` +
		`<div class="ms-grid" role="grid" data-width="3" data-height="2">` +
		`<button type="submit" name="cell" value="0,0" class="c open n1" role="gridcell" aria-label="1" data-x="0" data-y="0" tabindex="-1">1</button>` +
		`<button type="submit" name="cell" value="1,0" class="c hidden" role="gridcell" aria-label="closed" data-x="1" data-y="0" tabindex="-1"></button>` +
		`<button type="submit" name="cell" value="2,0" class="c hidden" role="gridcell" aria-label="closed" data-x="2" data-y="0" tabindex="-1"></button>` +
		`<span class="c open" role="gridcell" aria-label="empty" data-x="0" data-y="1" tabindex="-1"></span>` +
		`<span class="c open" role="gridcell" aria-label="empty" data-x="1" data-y="1" tabindex="-1"></span>` +
		`<button type="submit" name="cell" value="2,1" class="c open n1" role="gridcell" aria-label="1" data-x="2" data-y="1" tabindex="-1">1</button>` +
		`</div></div></div>`
	f, status, err := parseMinesweeper(board)
	if err != nil || status != "playing" || f.at(0, 0).count != 1 || f.at(2, 0).state != "hidden" {
		t.Fatalf("parse: %+v %q %v", f, status, err)
	}
	act, over, ok := minesweeperPolicy{}.next(board, newTestRand())
	if over || !ok || act.Get("do") != "flag" || act.Get("cell") != "1,0" {
		t.Fatalf("the proven mine at 1,0 should be flagged, got %v (over %v ok %v)", act, over, ok)
	}
	flagged := strings.Replace(board, `value="1,0" class="c hidden"`, `value="1,0" class="c flagged"`, 1)
	act, _, _ = minesweeperPolicy{}.next(flagged, newTestRand())
	if act.Get("do") != "reveal" || act.Get("cell") != "2,0" {
		t.Fatalf("with the mine flagged, 2,0 is proven safe; got %v", act)
	}
	if _, over, _ := (minesweeperPolicy{}).next(strings.Replace(board, `data-status="playing"`, `data-status="lost"`, 1), newTestRand()); !over {
		t.Fatal("a lost game is over")
	}
}

func newTestRand() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }
