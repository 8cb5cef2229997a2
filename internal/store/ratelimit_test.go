package store_test

import (
	"testing"
	"time"
)

// Counters count per key, several in one statement, and Forgive takes
// one back without going below zero; a window that has passed starts
// the count again.
func TestRateLimitCounters(t *testing.T) {
	st, ctx := newStore(t)
	for want := 1; want <= 3; want++ {
		n, err := st.HitAll(ctx, time.Hour, "a", "b")
		if err != nil || n[0] != want || n[1] != want {
			t.Fatalf("hit %d: %v, %v", want, n, err)
		}
	}
	if n, err := st.HitAll(ctx, time.Hour, "b", "c"); err != nil || n[0] != 4 || n[1] != 1 {
		t.Fatalf("b and c: %v, %v; want [4 1]", n, err)
	}
	for range 5 {
		if err := st.Forgive(ctx, "c"); err != nil {
			t.Fatal(err)
		}
	}
	if n, _ := st.Hits(ctx, "c", time.Hour); n != 0 {
		t.Errorf("forgiven past zero: %d", n)
	}
	st.Pool().Exec(ctx, `UPDATE rate_limits SET window_start = now() - interval '2 hours' WHERE key = 'a'`)
	if n, _ := st.Hit(ctx, "a", time.Hour); n != 1 {
		t.Errorf("a new window counts %d, want 1", n)
	}
	if err := st.ClearHits(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	if n, _ := st.Hits(ctx, "b", time.Hour); n != 0 {
		t.Errorf("cleared counter: %d", n)
	}
}
