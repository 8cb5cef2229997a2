package store_test

import (
	"context"
	"fmt"
	"math"
	"sync"
	"testing"

	"gamehall/internal/rating"
	"gamehall/internal/store"
)

// finish records one finished game of a user with the given results.
func finish(t *testing.T, st *store.Store, uid int64, slug string, rs ...store.Result) int64 {
	t.Helper()
	g := &store.Game{ID: store.NewGameID(), UserID: uid, Slug: slug, State: []byte("s")}
	ctx := context.Background()
	if err := st.CreateGame(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	g.Over = true
	if err := st.SaveGame(ctx, g, rs); err != nil {
		t.Fatal(err)
	}
	return g.ID
}

func board(t *testing.T, st *store.Store, q store.BoardQuery) *store.Leaderboard {
	t.Helper()
	if q.Limit == 0 {
		q.Limit = 50
	}
	if q.Period == "" {
		q.Period = store.PeriodAll
	}
	lb, err := st.Board(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	return lb
}

func names(lb *store.Leaderboard) string {
	s := ""
	for _, r := range lb.Rows {
		s += fmt.Sprintf("%d.%s=%d ", r.Rank, r.Username, r.Score)
	}
	return s
}

// TestBoardLowest: a lowest-score board keeps each player's best win,
// ranks them in SQL, ignores casual results and losses, hides guests
// until they sign up, and tells a viewer outside the top their rank.
func TestBoardLowest(t *testing.T) {
	st, ctx := newStore(t)
	win := func(ms int64, ranked bool) store.Result {
		return store.Result{Board: "beginner", Order: store.OrderLow, Outcome: "win", Score: ms, Ranked: ranked,
			Detail: map[string]any{"kind": "minesweeper", "ms": ms}}
	}
	ann, bob, cid := account(t, st, "ann").ID, account(t, st, "bob").ID, account(t, st, "cid").ID
	finish(t, st, ann, "minesweeper", win(9000, true))
	finish(t, st, ann, "minesweeper", win(7000, true))
	finish(t, st, ann, "minesweeper", win(8000, true))
	finish(t, st, bob, "minesweeper", win(8500, true))
	finish(t, st, bob, "minesweeper", win(100, false)) // casual: history only
	finish(t, st, bob, "minesweeper", store.Result{Board: "beginner", Order: store.OrderLow, Outcome: "loss", Score: 50, Ranked: true})
	finish(t, st, cid, "minesweeper", win(9900, true))
	guest, err := st.CreateGuest(ctx, "en")
	if err != nil {
		t.Fatal(err)
	}
	finish(t, st, guest.ID, "minesweeper", win(5000, true))

	q := store.BoardQuery{Slug: "minesweeper", Board: "beginner", Order: store.OrderLow}
	if got, want := names(board(t, st, q)), "1.ann=7000 2.bob=8500 3.cid=9900 "; got != want {
		t.Fatalf("board %q, want %q", got, want)
	}
	top := board(t, st, q).Rows[0]
	if top.Detail["ms"] != float64(7000) || top.Games != 3 || top.Wins != 3 {
		t.Errorf("ann's line %+v: want the 7000 game's detail and 3 games", top)
	}
	for _, p := range []string{store.PeriodMonth, store.PeriodWeek} {
		q := q
		q.Period = p
		if got := names(board(t, st, q)); got != "1.ann=7000 2.bob=8500 3.cid=9900 " {
			t.Errorf("%s: %q", p, got)
		}
	}

	// cid, outside a top two, sees their rank below it.
	q.Limit, q.Viewer = 2, cid
	lb := board(t, st, q)
	if lb.Me == nil || lb.Me.Rank != 3 || lb.Me.Username != "cid" || lb.MeCapped {
		t.Errorf("cid outside the top 2: %+v", lb.Me)
	}
	q.Viewer = ann
	if lb := board(t, st, q); lb.Me != nil {
		t.Errorf("ann is in the top: no separate line, got %+v", lb.Me)
	}
	// The lines below the viewer's own keep their ranks.
	q.Limit = 50
	if got := names(board(t, st, q)); got != "1.ann=7000 2.bob=8500 3.cid=9900 " {
		t.Errorf("viewed by ann: %q", got)
	}

	// The guest signs up and appears, first.
	if err := st.NameGuest(ctx, guest.ID, "dee", "x"); err != nil {
		t.Fatal(err)
	}
	q.Limit, q.Viewer = 50, 0
	if got := names(board(t, st, q)); got != "1.dee=5000 2.ann=7000 3.bob=8500 4.cid=9900 " {
		t.Errorf("after dee signed up: %q", got)
	}
}

// TestBoardHighestAndWinRate: a highest-score board keeps the best a
// running game reached; a win-rate board lists players from 20 games.
func TestBoardHighestAndWinRate(t *testing.T) {
	st, ctx := newStore(t)
	ann, bob := account(t, st, "ann").ID, account(t, st, "bob").ID
	g := &store.Game{ID: store.NewGameID(), UserID: ann, Slug: "wayfarer", State: []byte("s")}
	if err := st.CreateGame(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	for _, worth := range []int64{3000, 9000, 4000} {
		if err := st.SaveGame(ctx, g, []store.Result{{Board: "worth", Order: store.OrderHigh, Outcome: "none", Score: worth, Ranked: true}}); err != nil {
			t.Fatal(err)
		}
	}
	finish(t, st, bob, "wayfarer", store.Result{Board: "worth", Order: store.OrderHigh, Outcome: "loss", Score: 5000, Ranked: true})
	q := store.BoardQuery{Slug: "wayfarer", Board: "worth", Order: store.OrderHigh}
	if got := names(board(t, st, q)); got != "1.ann=9000 2.bob=5000 " {
		t.Errorf("highest: %q", got)
	}

	res := func(outcome string) store.Result {
		return store.Result{Board: "rate", Order: store.OrderWinRate, Outcome: outcome, Ranked: true}
	}
	for i := range 25 {
		finish(t, st, ann, "klondike", res(map[bool]string{true: "win", false: "loss"}[i%5 == 0])) // 5 of 25
	}
	for i := range 19 {
		finish(t, st, bob, "klondike", res(map[bool]string{true: "win", false: "loss"}[i%2 == 0])) // 10 of 19
	}
	q = store.BoardQuery{Slug: "klondike", Board: "rate", Order: store.OrderWinRate, Viewer: bob}
	lb := board(t, st, q)
	if len(lb.Rows) != 1 || lb.Rows[0].Username != "ann" || lb.Rows[0].Wins != 5 || lb.Rows[0].Games != 25 || lb.Me != nil {
		t.Errorf("win rate with bob under 20 games: %+v, me %+v", lb.Rows, lb.Me)
	}
	finish(t, st, bob, "klondike", res("win")) // 11 of 20
	if got := board(t, st, q); len(got.Rows) != 2 || got.Rows[0].Username != "bob" {
		t.Errorf("bob at 20 games: %+v", got.Rows)
	}
}

// TestRatingsMoveTheRightWay: a win raises a rating and a loss lowers
// it; a player who wins two games in three climbs, one who loses two in
// three sinks; both start provisional and become established, and only
// then appear on the rating board. A game is rated once however often it
// is saved.
func TestRatingsMoveTheRightWay(t *testing.T) {
	st, ctx := newStore(t)
	ann, bob := account(t, st, "ann").ID, account(t, st, "bob").ID
	rated := &store.Rated{Key: "chess", Opponent: rating.Fixed(1500)}
	res := func(outcome string) store.Result {
		return store.Result{Board: "medium", Outcome: outcome, Ranked: true, Rated: rated}
	}
	q := store.BoardQuery{Slug: "chess", Board: store.RatingBoard("chess"), Order: store.OrderRating}
	cur := func(uid int64) rating.Rating {
		list, _, err := st.Ratings(ctx, uid)
		if err != nil || len(list) != 1 {
			t.Fatalf("ratings %+v %v", list, err)
		}
		return list[0].Rating
	}
	prev := map[int64]float64{ann: 1500, bob: 1500}
	established := -1
	for i := range 30 {
		annWins := i%3 != 2
		for uid, won := range map[int64]bool{ann: annWins, bob: !annWins} {
			out := map[bool]string{true: "win", false: "loss"}[won]
			finish(t, st, uid, "chess", res(out))
			r := cur(uid).R
			if won != (r > prev[uid]) {
				t.Fatalf("game %d: a %s moved %.1f to %.1f", i, out, prev[uid], r)
			}
			prev[uid] = r
		}
		a := cur(ann)
		onBoard := len(board(t, st, q).Rows)
		switch {
		case a.Provisional() && onBoard != 0:
			t.Fatalf("game %d: provisional (RD %.0f) but on the board", i, a.RD)
		case !a.Provisional() && established < 0:
			established = i + 1
			if onBoard != 2 {
				t.Fatalf("established after %d games but %d on the board", i+1, onBoard)
			}
		}
	}
	if !(prev[ann] > 1550 && prev[bob] < 1450) {
		t.Errorf("after 30 games ann %.0f, bob %.0f: want ann well above 1500, bob well below", prev[ann], prev[bob])
	}
	if established < 0 {
		t.Fatal("never established in 30 games")
	}
	t.Logf("established after %d games; ann %.0f, bob %.0f", established, prev[ann], prev[bob])
	hist, err := st.RatingHistory(ctx, ann, "chess", 100)
	if err != nil || len(hist) != 30 {
		t.Fatalf("history: %d points, %v", len(hist), err)
	}

	// Saving a finished game again rates nothing more.
	g := &store.Game{ID: store.NewGameID(), UserID: ann, Slug: "chess", State: []byte("s")}
	if err := st.CreateGame(ctx, g, []store.Result{res("win")}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := st.SaveGame(ctx, g, []store.Result{res("win")}); err != nil {
			t.Fatal(err)
		}
	}
	if list, _, _ := st.Ratings(ctx, ann); list[0].Games != 31 {
		t.Errorf("one game saved four times: %d rated games, want 31", list[0].Games)
	}
}

// TestRatingsSerialise: games of one player finishing at once are rated
// one after another (the rating row is locked), so none is lost and the
// result is the sequential one.
func TestRatingsSerialise(t *testing.T) {
	st, ctx := newStore(t)
	ann := account(t, st, "ann").ID
	rd := store.Rated{Key: "checkers", Opponent: rating.Fixed(1600)}
	const n = 12
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := st.RecordRated(ctx, ann, int64(1000+i), "checkers", rd, rating.Win)
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	want := rating.Default()
	for range n {
		want = want.Update([]rating.Result{{Opponent: rd.Opponent, Score: rating.Win}}, rating.DefaultTau)
	}
	list, _, err := st.Ratings(ctx, ann)
	if err != nil || len(list) != 1 {
		t.Fatal(list, err)
	}
	got := list[0]
	if got.Games != n || math.Abs(got.Rating.R-want.R) > 1e-6 || math.Abs(got.Rating.RD-want.RD) > 1e-6 {
		t.Errorf("after %d concurrent wins: %+v, want %d games at %+v", n, got, n, want)
	}
	if again, _ := st.RecordRated(ctx, ann, 1000, "checkers", rd, rating.Win); math.Abs(again.R-want.R) > 1e-6 {
		t.Errorf("rating game 1000 again changed the rating to %v", again.R)
	}
}

// TestWinRateDealStartedThenWon: a solitaire deal counts as a lost game
// from its first move; winning it turns the loss into a win (no second
// game), and a deal that turned casual after it was counted stays a
// loss whatever happens next.
func TestWinRateDealStartedThenWon(t *testing.T) {
	st, ctx := newStore(t)
	ann := account(t, st, "ann").ID
	rate := func(outcome string, ranked bool) []store.Result {
		return []store.Result{{Board: "draw1-rate", Order: store.OrderWinRate, Outcome: outcome, Ranked: ranked}}
	}
	play := func(steps ...[]store.Result) {
		g := &store.Game{ID: store.NewGameID(), UserID: ann, Slug: "klondike", State: []byte("s")}
		if err := st.CreateGame(ctx, g, nil); err != nil {
			t.Fatal(err)
		}
		for _, rs := range steps {
			if err := st.SaveGame(ctx, g, rs); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(rate("loss", true), rate("loss", true), rate("win", true))   // won
	play(rate("loss", true))                                          // left
	play(rate("loss", true), rate("loss", false), rate("win", false)) // help after it counted
	var games, wins, losses int
	err := st.Pool().QueryRow(ctx, `SELECT games, wins, losses FROM standings
		WHERE slug = 'klondike' AND board = 'draw1-rate' AND period = 'all' AND user_id = $1`, ann).Scan(&games, &wins, &losses)
	if err != nil {
		t.Fatal(err)
	}
	if games != 3 || wins != 1 || losses != 2 {
		t.Fatalf("games %d, wins %d, losses %d; want 3, 1, 2", games, wins, losses)
	}
}
