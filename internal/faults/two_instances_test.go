package faults

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"gamehall/internal/session"
	"gamehall/internal/store"
)

// on returns a client for the same browser (same cookie jar) that sends
// every request to base: what a load balancer does for one instance.
func (c *client) on(base string) *client {
	return &client{base: func() string { return base }, http: c.http, journal: c.journal}
}

// signedInAs reports whether a page greets the user by name in the header.
func signedInAs(body, name string) bool {
	return strings.Contains(body, `class="who">`+name+`<`)
}

// TestTwoInstancesOneDatabase runs two servers with their own handlers
// and connection pools on one database, like two instances behind a load
// balancer, and sends one player's requests to them by turns: the
// session holds on both, no move is lost, and concurrent moves on one
// game with the same version give exactly one success and 409s.
func TestTwoInstancesOneDatabase(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	_, dsn := ownDatabase(t)
	var instances []*client
	var stores []*store.Store
	j := &journal{}
	browser := newClient(nil, j)
	for range 2 {
		st, err := store.Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(st.Close)
		stores = append(stores, st)
		instances = append(instances, browser.on(inProcess(t, st).URL))
	}
	a, b := instances[0], instances[1]

	// Sign up on one instance; the other knows the session.
	const name = "twohosts"
	r := a.do(ctx, "signup", "POST", "/signup", url.Values{"username": {name}, "password": {"correct horse"}, "password2": {"correct horse"}}, false)
	if r.status != http.StatusSeeOther {
		t.Fatalf("sign up on A: %d %.300s", r.status, r.body)
	}
	for i, in := range instances {
		if r := in.do(ctx, "home", "GET", "/", nil, false); r.status != http.StatusOK || !signedInAs(r.body, name) {
			t.Fatalf("instance %c after sign-up on A: status %d, signed in: %v", 'A'+i, r.status, signedInAs(r.body, name))
		}
	}

	// Play game after game, every request to the other instance.
	const moves = 40
	rng := rand.New(rand.NewPCG(3, 4))
	d := &minesDriver{}
	movesOf := map[int64]int64{} // game -> acknowledged moves
	var game string
	var version int64
	turn := 0
	next := func() *client { turn++; return instances[turn%2] }
	for played := 0; played < moves; {
		if game == "" || d.over() {
			r := next().do(ctx, "create", "POST", "/play/minesweeper", d.newGame(), false)
			if r.status != http.StatusSeeOther {
				t.Fatalf("new game: %d %.300s", r.status, r.body)
			}
			game = r.loc
			r = next().do(ctx, "show", "GET", game, nil, false)
			if r.status != http.StatusOK {
				t.Fatalf("show %s on the other instance: %d %.300s", game, r.status, r.body)
			}
			d.read(r.body)
			version = boardVersion(r.body)
			movesOf[gameID(game)] = 0
			continue
		}
		act := d.next(rng)
		act.Set("v", strconv.FormatInt(version, 10))
		r := next().do(ctx, "act", "POST", game, act, true)
		if r.status != http.StatusOK {
			t.Fatalf("move %d (%v) on instance %c: status %d %.300s", played, act, 'A'+turn%2, r.status, r.body)
		}
		d.read(r.body)
		if v := boardVersion(r.body); v != version+1 {
			t.Errorf("move %d: version %d after %d", played, v, version)
		}
		version = boardVersion(r.body)
		movesOf[gameID(game)]++
		played++
	}
	for id, n := range movesOf {
		g, err := stores[turn%2].LoadGame(ctx, id, userOf(t, ctx, stores[0], id))
		if err != nil {
			t.Fatal(err)
		}
		if g.Version != 1+n {
			t.Errorf("game %d: stored version %d after %d acknowledged moves, want %d", id, g.Version, n, 1+n)
		}
	}

	// Concurrent moves with the same version, half to each instance.
	r = a.do(ctx, "create", "POST", "/play/minesweeper", url.Values{"preset": {"expert"}}, false)
	if r.status != http.StatusSeeOther {
		t.Fatalf("new game: %d", r.status)
	}
	race := r.loc
	v := boardVersion(b.do(ctx, "show", "GET", race, nil, false).body)
	const racers = 8
	replies := make([]reply, racers)
	var wg sync.WaitGroup
	for i := range racers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			form := url.Values{"v": {strconv.FormatInt(v, 10)}, "do": {"flag"}, "cell": {fmt.Sprintf("%d,0", i)}}
			replies[i] = instances[i%2].do(ctx, "race", "POST", race, form, true)
		}()
	}
	wg.Wait()
	won, lost := 0, 0
	var statuses []int
	for _, r := range replies {
		statuses = append(statuses, r.status)
		switch r.status {
		case http.StatusOK:
			won++
		case http.StatusConflict:
			lost++
			if bv := boardVersion(r.body); bv != v+1 {
				t.Errorf("a 409 shows version %d, want the winner's %d", bv, v+1)
			}
		}
	}
	if won != 1 || lost != racers-1 {
		t.Errorf("%d concurrent moves on version %d over two instances: statuses %v, want one 200 and %d 409", racers, v, statuses, racers-1)
	}
	raced, err := stores[1].LoadGame(ctx, gameID(race), userOf(t, ctx, stores[1], gameID(race)))
	if err != nil {
		t.Fatal(err)
	}
	if raced.Version != v+1 {
		t.Errorf("after the race the game is at version %d, want %d (one move applied)", raced.Version, v+1)
	}

	// Signing out on B ends the session for A too: the old cookie,
	// replayed to A, no longer signs anyone in.
	jar := browser.http.Jar
	u, _ := url.Parse(a.base())
	var old []*http.Cookie
	for _, c := range jar.Cookies(u) {
		if c.Name == session.Name {
			old = append(old, c)
		}
	}
	if r := b.do(ctx, "signout", "POST", "/signout", url.Values{}, false); r.status != http.StatusSeeOther {
		t.Fatalf("sign out on B: %d", r.status)
	}
	replayJar, _ := cookiejar.New(nil)
	replayJar.SetCookies(u, old)
	replay := newClient(a.base, j)
	replay.http.Jar = replayJar
	if r := replay.do(ctx, "home", "GET", "/", nil, false); signedInAs(r.body, name) {
		t.Errorf("after signing out on B, the old cookie still signs in on A")
	}

	total := int64(0)
	for _, n := range movesOf {
		total += n
	}
	t.Logf("%d moves over %d games alternating between two instances, all 200 and all stored; race of %d: statuses %v",
		total, len(movesOf), racers, statuses)
}

// userOf reads a game's owner.
func userOf(t *testing.T, ctx context.Context, st *store.Store, id int64) int64 {
	t.Helper()
	var uid int64
	if err := st.Pool().QueryRow(ctx, `SELECT user_id FROM games WHERE id = $1`, id).Scan(&uid); err != nil {
		t.Fatalf("game %d: %v", id, err)
	}
	return uid
}
