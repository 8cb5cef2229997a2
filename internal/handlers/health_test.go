package handlers

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"gamehall/internal/testdb"
)

// A database that answers but refuses every write (here a read-only
// default, as a full disk would) makes /healthz answer 503 with the
// reason, within the few seconds a verdict is reused; writes coming
// back make it 200 again.
func TestHealthReportsADatabaseThatCannotWrite(t *testing.T) {
	st := testdb.Store(t)
	var mu sync.Mutex
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	tick := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	srv := serve(t, Config{Store: st, Now: clock})
	health := func() (int, string) {
		t.Helper()
		res, err := http.Get(srv.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, strings.TrimSpace(string(b))
	}
	if code, body := health(); code != http.StatusOK || body != "ok" {
		t.Fatalf("healthy: %d %q", code, body)
	}

	ctx := context.Background()
	readOnly := func(on bool) {
		t.Helper()
		stmt := `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET default_transaction_read_only = ` +
			map[bool]string{true: "on", false: "off"}[on] + `', current_database()); END $$`
		// An explicit read-write transaction may lift the default.
		tx, err := st.Pool().BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadWrite})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.Exec(ctx, stmt); err != nil {
			t.Fatal(err)
		}
		if err := tx.Commit(ctx); err != nil {
			t.Fatal(err)
		}
		st.ResetConnections() // the setting applies to new connections
	}
	readOnly(true)
	if code, _ := health(); code != http.StatusOK {
		t.Fatalf("a verdict is reused for %v, got %d at once", healthTTL, code)
	}
	tick(healthTTL)
	if code, body := health(); code != http.StatusServiceUnavailable || body != "database refuses writes" {
		t.Fatalf("writes failing: %d %q, want 503 database refuses writes", code, body)
	}

	readOnly(false)
	tick(healthTTL)
	if code, body := health(); code != http.StatusOK {
		t.Fatalf("writes back: %d %q", code, body)
	}
}
