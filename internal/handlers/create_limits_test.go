package handlers

import (
	"context"
	"net/http"
	"net/url"
	"testing"
	"time"
)

// The attack: 1,500 cookieless POST /play/minesweeper made 1,500 users,
// sessions and games. Now one address gets GuestsPerAddress guests per
// window, refused (429) before any row is written.
func TestCookielessGameFloodMakesFewGuests(t *testing.T) {
	h := newDBHall(t)
	ctx := context.Background()
	limit := DefaultLimits.GuestsPerAddress.N
	created := 0
	for i := range limit + 20 {
		r := h.player().post("/play/minesweeper", url.Values{"preset": {"beginner"}})
		switch r.status {
		case http.StatusSeeOther:
			created++
		case http.StatusTooManyRequests:
		default:
			t.Fatalf("post %d: %d", i, r.status)
		}
	}
	var users, sessions, games int
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM users`).Scan(&users)
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM sessions`).Scan(&sessions)
	h.store.Pool().QueryRow(ctx, `SELECT count(*) FROM games`).Scan(&games)
	if created != limit || users != limit || sessions != limit || games != limit {
		t.Fatalf("%d created: %d users, %d sessions, %d games; want %d of each", created, users, sessions, games, limit)
	}
}

// One user, and one address, get a budget of new games per window.
func TestGameCreationLimitedPerUserAndAddress(t *testing.T) {
	h := newDBHallWith(t, func(c *Config) {
		c.Limits.GamesPerUser = Rate{3, time.Hour}
		c.Limits.GamesPerAddress = Rate{7, time.Hour}
	})
	p := h.player()
	// The first game makes the guest (counted per address); the next
	// three are the user's budget.
	for range 4 {
		p.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	}
	r := p.post("/play/minesweeper", url.Values{"preset": {"beginner"}})
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
		t.Fatalf("the user's 4th game: %d, want 429 with Retry-After", r.status)
	}
	// Every attempt counts for the address, refused ones too: 5 so far.
	q := h.player()
	q.newGame("klondike", nil)
	q.newGame("klondike", nil)
	if r := q.post("/play/klondike", nil); r.status != http.StatusTooManyRequests {
		t.Fatalf("the address's 8th game: %d, want 429", r.status)
	}
	var n int
	h.store.Pool().QueryRow(context.Background(), `SELECT count(*) FROM games`).Scan(&n)
	if n != 6 {
		t.Fatalf("%d games stored, want 6", n)
	}
}
