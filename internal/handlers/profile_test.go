package handlers

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"gamehall/internal/games/kit"
	"gamehall/internal/store"
)

// recordGames stores finished games of a user straight through the
// store, as the hall's saves would: n games against a bot level on
// slug's rating key, won or lost by won(i).
func recordGames(t *testing.T, st *store.Store, uid int64, slug, board string, n int, won func(int) bool) {
	t.Helper()
	ctx := context.Background()
	for i := range n {
		g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: slug, State: []byte("x")}
		if err := st.CreateGame(ctx, g, nil); err != nil {
			t.Fatal(err)
		}
		out := "loss"
		if won(i) {
			out = "win"
		}
		g.Over = true
		res := store.Result{Board: board, Outcome: out, Ranked: true,
			Detail: map[string]any{"kind": slug, "end": "checkmate", "colour": "white", "moves": 30 + i},
			Rated:  ratedAs(slug, kit.Result{Board: board})}
		if err := st.SaveGame(ctx, g, []store.Result{res}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPublicProfile: /u/{name} shows an account's rating with "?" while
// provisional, its chart, statistics and recent games; unknown names and
// guests are 404; a leaderboard links names to their profiles, marks the
// viewer's own line and tells a viewer outside the top their rank.
func TestPublicProfile(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	ctx := context.Background()
	p := h.player()
	p.signUp("viewer", "a long enough secret")
	me, err := h.store.UserByName(ctx, "viewer")
	if err != nil {
		t.Fatal(err)
	}
	recordGames(t, h.store, me.ID, "chess", "medium", 3, func(i int) bool { return i != 1 })

	prof := p.get("/u/viewer")
	if prof.status != http.StatusOK {
		t.Fatalf("/u/viewer: %d", prof.status)
	}
	for _, want := range []string{`class="rating-chart"`, "?</strong>", "Chess", "Best streak", "checkmate", "3 games"} {
		if !strings.Contains(prof.body, want) {
			t.Errorf("profile lacks %q", want)
		}
	}
	if !strings.Contains(p.get("/profile").body, `class="rating-chart"`) {
		t.Error("the own profile has no rating chart")
	}
	if r := h.player().get("/u/nobody"); r.status != http.StatusNotFound {
		t.Errorf("/u/nobody: %d", r.status)
	}
	// A guest has games but no name: no page under "Guest".
	guest := h.player()
	guest.newGame("minesweeper", url.Values{"preset": {"beginner"}})
	if r := guest.get("/u/Guest"); r.status != http.StatusNotFound {
		t.Errorf("/u/Guest: %d", r.status)
	}

	// 55 established players, all better than the viewer's one game.
	for i := range 55 {
		u, err := h.store.CreateUser(ctx, fmt.Sprintf("player%02d", i), "x", "en")
		if err != nil {
			t.Fatal(err)
		}
		recordGames(t, h.store, u.ID, "chess", "strong", 14, func(j int) bool { return j%3 != 0 })
	}
	recordGames(t, h.store, me.ID, "chess", "medium", 12, func(i int) bool { return i%4 == 0 })
	lb := p.get("/leaderboard/chess?board=rating:chess&period=week")
	if lb.status != http.StatusOK {
		t.Fatalf("leaderboard: %d", lb.status)
	}
	for _, want := range []string{`href="/u/player00"`, `<tr class="me" aria-current="true"><td class="num">56</td>`,
		"Glicko-2 rating of established players"} {
		if !strings.Contains(lb.body, want) {
			t.Errorf("leaderboard lacks %q:\n%s", want, lb.body)
		}
	}
	if n := strings.Count(lb.body, `href="/u/`); n != boardRows+1 {
		t.Errorf("%d profile links, want the top %d and the viewer", n, boardRows)
	}
}

// TestGuestInvitedAfterGame: a guest who finishes a game is invited to
// sign up to keep it; a signed-up player is not.
func TestGuestInvitedAfterGame(t *testing.T) {
	t.Parallel()
	h := newDBHall(t)
	for _, signed := range []bool{false, true} {
		p := h.player()
		if signed {
			p.signUp("keeper", "a long enough secret")
		}
		game := p.newGame("chess", url.Values{"level": {"easy"}})
		if strings.Contains(p.get(game).body, "Sign up to keep this game") {
			t.Fatal("invited before the game is over")
		}
		// A first move, so that Resign resigns (before it, it aborts).
		p.act(game, url.Values{"do": {"move"}, "move": {"e4"}})
		r := p.act(game, url.Values{"do": {"resign"}, "v": {version(t, p.get(game).body)}})
		if r.status != http.StatusOK {
			t.Fatalf("resign: %d %.300s", r.status, r.body)
		}
		if got := strings.Contains(r.body, "Sign up to keep this game"); got == signed {
			t.Errorf("signed up %v: invited %v", signed, got)
		}
	}
}
