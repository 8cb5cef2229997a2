package handlers

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
)

func TestMinesweeperPlayAndRefusals(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", url.Values{"preset": {"beginner"}})

	p.gamePage(t, game, `class="ms-grid"`)
	r := p.fragment(t, game, url.Values{"do": {"reveal"}, "x": {"4"}, "y": {"4"}})

	before := h.row(game)
	h.refuses(t, p, game, before, []url.Values{
		{"do": {"reveal"}, "x": {"99"}, "y": {"0"}},
		{"do": {"reveal"}, "x": {"-1"}, "y": {"0"}},
		{"do": {"explode"}, "x": {"1"}, "y": {"1"}},
		{"do": {"reveal"}, "cell": {"<script>alert(1)</script>"}},
		{"x": {"1"}},
	}...)
	// Without htmx a move redirects back to the game (post/redirect/get).
	r = p.post(game, url.Values{"do": {"flag"}, "cell": {"0,0"}})
	if r.status != http.StatusSeeOther && r.status != http.StatusUnprocessableEntity {
		t.Fatalf("plain form move: status %d", r.status)
	}
}

func TestMinesweeperHidesMinesUntilTheEnd(t *testing.T) {
	_, p := newHallPlayer(t)
	for range 5 {
		game := p.newGame("minesweeper", url.Values{"preset": {"expert"}})
		bodies := []string{p.get(game).body}
		r := p.act(game, url.Values{"do": {"reveal"}, "x": {"10"}, "y": {"8"}})
		bodies = append(bodies, r.body, p.get(game).body)
		for _, b := range bodies {
			if strings.Contains(b, "ms-lost") || strings.Contains(b, "ms-won") {
				continue
			}
			for _, leak := range []string{`class="c mine`, `class="c exploded`, `aria-label="mine"`, "wrongflag", "rng", "seed"} {
				if strings.Contains(b, leak) {
					t.Fatalf("an unfinished game's HTML contains %q", leak)
				}
			}
		}
	}
}

func TestAnotherPlayersGameIsNotFound(t *testing.T) {
	t.Parallel()
	h := newHall(t)
	alice, mallory := h.player(), h.player()
	game := alice.newGame("minesweeper", nil)
	mallory.newGame("minesweeper", nil)
	if r := mallory.get(game); r.status != http.StatusNotFound {
		t.Fatalf("GET someone else's game: %d", r.status)
	}
	if r := mallory.act(game, url.Values{"do": {"reveal"}, "x": {"1"}, "y": {"1"}}); r.status != http.StatusNotFound {
		t.Fatalf("POST to someone else's game: %d", r.status)
	}
	for _, guess := range []string{"/games/1", "/games/0", "/games/-5", "/games/abc", "/games/99999999999999999999"} {
		if r := mallory.get(guess); r.status != http.StatusNotFound {
			t.Errorf("GET %s: %d", guess, r.status)
		}
	}
	if h.row(game).Version != 1 {
		t.Fatal("someone else's post changed the game")
	}
}

func TestConcurrentMovesOneWins(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", nil)
	v := version(t, p.get(game).body)
	const n = 8
	statuses := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i] = p.act(game, url.Values{"v": {v}, "do": {"flag"}, "x": {fmt.Sprint(i)}, "y": {"0"}}).status
		}()
	}
	wg.Wait()
	ok, conflict := 0, 0
	for _, s := range statuses {
		switch s {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
			conflict++
		}
	}
	if ok != 1 || conflict != n-1 {
		t.Fatalf("statuses %v: want exactly one 200 and %d 409s", statuses, n-1)
	}
	if got := h.row(game).Version; got != 2 {
		t.Fatalf("version %d after one applied move, want 2", got)
	}
}

func TestCrossOriginPostRefused(t *testing.T) {
	h, p := newHallPlayer(t)
	game := p.newGame("minesweeper", nil)
	req, _ := http.NewRequest("POST", h.srv.URL+game, strings.NewReader("do=reveal&x=1&y=1"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	req.Header.Set("Origin", "https://evil.example")
	res, err := p.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-origin POST: %d, want 403", res.StatusCode)
	}
	if h.row(game).Version != 1 {
		t.Fatal("a cross-origin POST changed the game")
	}
}
